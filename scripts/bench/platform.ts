import type { BenchApp } from './bench-app.js';
import { recordAnswer, startBareServer } from './bare-server.js';
import { BENCH_PROBE_PATH } from './bench-probe.controller.js';
import { runLoad, type LoadResult } from './load.js';
import type { BenchOptions } from './options.js';
import { watchEventLoop, type LoopStall } from './process-watch.js';
import { fmt, printTable, target, type Target } from './report.js';

const LOOP_STALL_LIMIT_MS = 50;
const AUTHENTICATED_P50_FACTOR = 3;

interface Route {
  name: string;
  path: string;
  headers: Record<string, string>;
  /** The key-protected path the latency target is about. */
  authenticated: boolean;
}

export interface RunFigures extends LoadResult {
  loop: LoopStall;
}

export interface RouteFigures {
  route: string;
  status: number;
  app: RunFigures;
  bare: RunFigures;
  /** App p50 over bare p50, from per-response timings. */
  p50Ratio: number;
}

export interface PlatformFigures {
  settings: BenchOptions['platform'];
  routes: RouteFigures[];
  targets: Target[];
}

/**
 * Loads each route of the app, then the same bytes from a bare node:http server in the same
 * process, with the same connections and duration, watching the event loop during each run.
 */
export async function benchPlatform(
  bench: BenchApp,
  options: BenchOptions['platform'],
): Promise<PlatformFigures> {
  const routes: Route[] = [
    { name: 'GET /health', path: '/health', headers: {}, authenticated: false },
    {
      name: `GET ${BENCH_PROBE_PATH} (key, rate, concurrency, credit)`,
      path: BENCH_PROBE_PATH,
      headers: { 'x-api-key': bench.account.apiKey },
      authenticated: true,
    },
  ];
  const answers = await Promise.all(
    routes.map((r) => recordAnswer(bench.baseUrl, r.path, r.headers)),
  );
  for (const answer of answers) {
    if (answer.status !== 200)
      throw new Error(`${answer.path} answered ${answer.status}: ${answer.body.toString()}`);
  }
  const bare = await startBareServer(answers);
  const figures: RouteFigures[] = [];
  try {
    for (const [index, route] of routes.entries()) {
      console.log(`platform: ${route.name} ...`);
      const app = await measure(`${bench.baseUrl}${route.path}`, route.headers, options);
      const floor = await measure(`${bare.baseUrl}${route.path}`, route.headers, options);
      figures.push({
        route: route.name,
        status: answers[index].status,
        app,
        bare: floor,
        p50Ratio: app.latencyMs.p50 / floor.latencyMs.p50,
      });
    }
  } finally {
    await bare.close();
  }
  printPlatform(figures, options);
  return { settings: options, routes: figures, targets: platformTargets(routes, figures) };
}

async function measure(
  url: string,
  headers: Record<string, string>,
  options: BenchOptions['platform'],
): Promise<RunFigures> {
  const load = { url, headers, connections: options.connections };
  if (options.warmupSeconds > 0) await runLoad({ ...load, seconds: options.warmupSeconds });
  const loop = watchEventLoop();
  const result = await runLoad({ ...load, seconds: options.seconds });
  return { ...result, loop: loop.stop() };
}

function platformTargets(routes: readonly Route[], figures: readonly RouteFigures[]): Target[] {
  const targets: Target[] = [];
  for (const [index, route] of routes.entries()) {
    const { app, bare, p50Ratio } = figures[index];
    if (route.authenticated) {
      // Timings are per response in fractional ms, so the bare p50 is never a rounded 0.
      const usable = bare.latencyMs.p50 > 0;
      const ratio = usable ? p50Ratio : app.latencyMs.mean / bare.latencyMs.mean;
      targets.push(
        target(
          `key-protected path p50 vs bare (${usable ? 'p50' : 'mean'})`,
          `${fmt(app.latencyMs.p50, 2)} ms vs ${fmt(bare.latencyMs.p50, 2)} ms = ${fmt(ratio, 2)}x`,
          `<= ${AUTHENTICATED_P50_FACTOR}x`,
          ratio <= AUTHENTICATED_P50_FACTOR,
          usable ? undefined : 'bare p50 read 0 ms; compared means instead',
        ),
      );
    }
    const failed = app.non2xx + app.errors;
    targets.push(
      target(
        `event-loop stall max, ${route.name}`,
        `${fmt(app.loop.maxMs)} ms (p99 ${fmt(app.loop.p99Ms)} ms)`,
        `< ${LOOP_STALL_LIMIT_MS} ms`,
        app.loop.maxMs < LOOP_STALL_LIMIT_MS,
      ),
      target(`non-2xx or failed answers, ${route.name}`, String(failed), '0', failed === 0),
    );
  }
  return targets;
}

function printPlatform(figures: readonly RouteFigures[], options: BenchOptions['platform']): void {
  const rows = figures.flatMap((f) =>
    (['app', 'bare'] as const).map((server) => {
      const run = f[server];
      return [
        `${f.route} [${server}]`,
        fmt(run.requestsPerSecond, 0),
        fmt(run.latencyMs.p50, 2),
        fmt(run.latencyMs.p99, 2),
        fmt(run.latencyMs.mean, 2),
        `${fmt(run.autocannonLatencyMs.p50, 0)}/${fmt(run.autocannonLatencyMs.p99, 0)}`,
        fmt(run.loop.maxMs),
        fmt(run.loop.p99Ms),
        String(run.non2xx + run.errors),
        server === 'app' ? `${fmt(f.p50Ratio, 2)}x` : '',
      ];
    }),
  );
  printTable(
    `Platform: ${options.connections} connections, ${options.seconds} s per run (latency in ms)`,
    [
      'route',
      'req/s',
      'p50',
      'p99',
      'mean',
      'ac p50/p99',
      'loop max',
      'loop p99',
      'non-2xx',
      'p50 app/bare',
    ],
    rows,
  );
}
