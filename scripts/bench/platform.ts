import type { BenchApp } from './bench-app.js';
import { recordAnswer, startBareServer } from './bare-server.js';
import { BENCH_PROBE_PATH } from './bench-probe.controller.js';
import { runLoad, type LoadResult } from './load.js';
import { startMinimalNest } from './minimal-nest.js';
import type { BenchOptions } from './options.js';
import { watchEventLoop, type LoopStall } from './process-watch.js';
import { EMBEDDED, POSTGRESQL } from './bench-database.js';
import { fmt, printTable, target, type Target } from './report.js';

/** The app on one database; `label` names the database ("PostgreSQL", "embedded"). */
export interface PlatformApp {
  label: string;
  bench: BenchApp;
}

interface Route {
  name: string;
  path: string;
  /** The key-protected path the latency targets are about. */
  authenticated: boolean;
}

export interface RunFigures extends LoadResult {
  loop: LoopStall;
}

/** One server's run of a route: an app on a database, the minimal Nest app or bare node:http. */
export interface ServerRun {
  server: string;
  /** Set for the app's runs: which database served them. */
  database?: string;
  figures: RunFigures;
}

export interface RouteFigures {
  route: string;
  authenticated: boolean;
  runs: ServerRun[];
}

export interface PlatformFigures {
  settings: BenchOptions['platform'];
  routes: RouteFigures[];
  targets: Target[];
}

const BARE = 'bare node:http';
const MINIMAL_NEST = 'minimal Nest';

const ROUTES: Route[] = [
  { name: 'GET /health', path: '/health', authenticated: false },
  {
    name: `GET ${BENCH_PROBE_PATH} (key, rate, concurrency, credit)`,
    path: BENCH_PROBE_PATH,
    authenticated: true,
  },
];

/**
 * Loads each route of the app on each database, then the same bytes from a minimal Nest
 * app and from a bare node:http server in the same process, with the same connections
 * and duration, watching the event loop during each run.
 */
export async function benchPlatform(
  apps: readonly PlatformApp[],
  options: BenchOptions['platform'],
): Promise<PlatformFigures> {
  const headersFor = (app: PlatformApp, route: Route): Record<string, string> =>
    route.authenticated ? { 'x-api-key': app.bench.account.apiKey } : {};
  for (const app of apps) {
    for (const route of ROUTES) {
      const answer = await recordAnswer(app.bench.baseUrl, route.path, headersFor(app, route));
      if (answer.status !== 200)
        throw new Error(
          `${route.path} on ${app.label} answered ${answer.status}: ${answer.body.toString()}`,
        );
    }
  }
  // The floors send the first app's bytes.
  const answers = await Promise.all(
    ROUTES.map((r) => recordAnswer(apps[0].bench.baseUrl, r.path, headersFor(apps[0], r))),
  );
  const floors = [
    { server: MINIMAL_NEST, ...(await startMinimalNest(answers)) },
    { server: BARE, ...(await startBareServer(answers)) },
  ];
  const figures: RouteFigures[] = [];
  try {
    for (const route of ROUTES) {
      console.log(`platform: ${route.name} ...`);
      const runs: ServerRun[] = [];
      for (const app of apps) {
        const url = `${app.bench.baseUrl}${route.path}`;
        const run = await measure(url, headersFor(app, route), options);
        runs.push({ server: `app, ${app.label}`, database: app.label, figures: run });
      }
      for (const floor of floors) {
        const run = await measure(
          `${floor.baseUrl}${route.path}`,
          headersFor(apps[0], route),
          options,
        );
        runs.push({ server: floor.server, figures: run });
      }
      figures.push({ route: route.name, authenticated: route.authenticated, runs });
    }
  } finally {
    for (const floor of floors) await floor.close();
  }
  printPlatform(figures, options);
  return { settings: options, routes: figures, targets: platformTargets(figures) };
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

function runOf(route: RouteFigures, server: string): RunFigures {
  return route.runs.find((run) => run.server === server)!.figures;
}

function printPlatform(figures: readonly RouteFigures[], options: BenchOptions['platform']): void {
  const rows = figures.flatMap((f) => {
    const bare = runOf(f, BARE);
    return f.runs.map(({ server, figures: run }) => [
      `${f.route} [${server}]`,
      fmt(run.requestsPerSecond, 0),
      fmt(run.latencyMs.p50, 2),
      fmt(run.latencyMs.p99, 2),
      fmt(run.latencyMs.mean, 2),
      `${fmt(run.autocannonLatencyMs.p50, 0)}/${fmt(run.autocannonLatencyMs.p99, 0)}`,
      fmt(run.loop.maxMs),
      fmt(run.loop.p99Ms),
      String(run.non2xx + run.errors),
      server === BARE ? '' : `${fmt(run.latencyMs.p50 / bare.latencyMs.p50, 2)}x`,
    ]);
  });
  printTable(
    `Platform: ${options.connections} connections, ${options.seconds} s per run (latency in ms)`,
    [
      'route [server]',
      'req/s',
      'p50',
      'p99',
      'mean',
      'ac p50/p99',
      'loop max',
      'loop p99',
      'non-2xx',
      'p50 vs bare',
    ],
    rows,
  );
}

const LOOP_STALL_LIMIT_MS = 50;
const AUTHENTICATED_P50_FACTOR = 3;
/** The embedded default should serve like a server: within 2x of PostgreSQL's p50. */
const EMBEDDED_P50_FACTOR = 2;

/** What the platform part promises, for each database the app ran on. */
function platformTargets(figures: readonly RouteFigures[]): Target[] {
  const targets: Target[] = [];
  for (const route of figures) {
    const bare = runOf(route, BARE);
    for (const { database, figures: app } of route.runs.filter((run) => run.database)) {
      if (route.authenticated) {
        // Timings are per response in fractional ms, so the bare p50 is never a rounded 0.
        const usable = bare.latencyMs.p50 > 0;
        const ratio = usable
          ? app.latencyMs.p50 / bare.latencyMs.p50
          : app.latencyMs.mean / bare.latencyMs.mean;
        targets.push(
          target(
            `key-protected path p50 vs bare (${usable ? 'p50' : 'mean'}), ${database}`,
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
          `event-loop stall max, ${route.route}, ${database}`,
          `${fmt(app.loop.maxMs)} ms (p99 ${fmt(app.loop.p99Ms)} ms)`,
          `< ${LOOP_STALL_LIMIT_MS} ms`,
          app.loop.maxMs < LOOP_STALL_LIMIT_MS,
        ),
        target(
          `non-2xx or failed answers, ${route.route}, ${database}`,
          String(failed),
          '0',
          failed === 0,
        ),
      );
    }
    const embedded = route.runs.find((run) => run.database === EMBEDDED)?.figures;
    const postgres = route.runs.find((run) => run.database === POSTGRESQL)?.figures;
    if (route.authenticated && embedded && postgres) {
      const ratio = embedded.latencyMs.p50 / postgres.latencyMs.p50;
      targets.push(
        target(
          'key-protected path p50, embedded vs PostgreSQL',
          `${fmt(embedded.latencyMs.p50, 2)} ms vs ${fmt(postgres.latencyMs.p50, 2)} ms = ${fmt(ratio, 2)}x`,
          `<= ${EMBEDDED_P50_FACTOR}x`,
          ratio <= EMBEDDED_P50_FACTOR,
        ),
      );
    }
  }
  return targets;
}
