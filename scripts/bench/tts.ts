import { planDialogue } from '../../src/tts/synthesis/dialogue-planner.js';
import { resolveQuality } from '../../src/tts/quality/quality.js';
import { SynthesisService } from '../../src/tts/synthesis/synthesis.service.js';
import { studioVoiceSpec } from '../../src/voices/studio-voices.js';
import { arabicText } from './arabic-text.js';
import type { BenchApp } from './bench-app.js';
import type { BenchOptions } from './options.js';
import { watchEventLoop, watchRss, type LoopStall, type RssUse } from './process-watch.js';
import { fmt, printTable, target, type Target } from './report.js';
import { endpointIsRouted, expectOk } from './speech-endpoint.js';
import { runClients, runClientsInWorker, type ClientsTally } from './tts-clients.js';
import { percentile, timeInTurns } from './stats.js';
import { readLines } from '../../src/tts/reading/read-lines.js';

const LENGTHS = [100, 1000, 5000];
const THROUGHPUT_LENGTH = 1000;
/** The memory check: every client sends one request this long, all at once. */
const BURST_LENGTH = 5000;
const BURST_TIMEOUT_SECONDS = 600;
/** Our budget for that burst: growth that stays flat however much audio is in flight. */
const BURST_RSS_GROWTH_LIMIT_MB = 300;
const OVERHEAD_LIMIT_PCT = 15;
const FLASH_1000_LIMIT_MS = 1000;

type Speak = (text: string) => Promise<unknown>;

export interface Timing {
  p50Ms: number;
  p95Ms: number;
  runsMs: number[];
}

export interface LengthFigures {
  characters: number;
  engine: Timing;
  http?: Timing;
  /** How much longer the whole request takes than the engine alone, at p50. */
  overheadPct?: number;
}

export interface ThroughputFigures {
  via: 'http' | 'engine';
  /** How the clients ran: for a time, or one request each. */
  run: string;
  clients: number;
  characters: number;
  seconds: number;
  completed: number;
  failed: number;
  firstFailure?: string;
  requestsPerMinute: number;
  rss: RssUse;
  loop: LoopStall;
}

/**
 * Flash synthesis of Arabic text: the engine alone (SynthesisService from the app's
 * container) and, when POST /tts is routed, the whole request, timed in turns; then many
 * clients at once.
 */
export async function benchTts(bench: BenchApp, options: BenchOptions['tts']) {
  const service = bench.app.get(SynthesisService);
  const flash = resolveQuality('flash');
  const engine: Speak = (text) => {
    const plan = planDialogue([{ text, voiceId: 'layla' }], {
      dialectsApply: true,
      resolveVoice: studioVoiceSpec,
      read: readLines([text]),
    });
    return service.speak(plan.takes, flash);
  };
  const request = (text: string) => ({
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-api-key': bench.account.apiKey },
    body: JSON.stringify({ text, voiceId: 'layla' }),
  });
  const url = `${bench.baseUrl}/tts`;
  const http: Speak | undefined = (await endpointIsRouted(url, request(arabicText(20))))
    ? (text) => expectOk(url, request(text))
    : undefined;
  console.log(`tts: engine${http ? ' and POST /tts' : ' only (POST /tts answers 404)'} ...`);

  const lengths: LengthFigures[] = [];
  for (const characters of LENGTHS) {
    const text = arabicText(characters);
    const ways = [() => engine(text), ...(http ? [() => http(text)] : [])];
    const [engineRuns, httpRuns] = await timeInTurns(options.runs, ways);
    const figures: LengthFigures = { characters, engine: timing(engineRuns) };
    if (httpRuns) {
      figures.http = timing(httpRuns);
      figures.overheadPct = (figures.http.p50Ms / figures.engine.p50Ms - 1) * 100;
    }
    lengths.push(figures);
  }
  const clientsRun = (characters: number, limits: { seconds: number; requestsEach?: number }) => {
    const text = arabicText(characters);
    const spec = { clients: options.clients, ...limits };
    return http
      ? () => runClientsInWorker({ url, init: request(text), ...spec })
      : () => runClients(() => engine(text), spec);
  };
  const via = http ? 'http' : 'engine';
  const throughput = await measureThroughput(
    clientsRun(THROUGHPUT_LENGTH, { seconds: options.throughputSeconds }),
    via,
    THROUGHPUT_LENGTH,
    options.clients,
    `for ${options.throughputSeconds} s`,
  );
  const burst = await measureThroughput(
    clientsRun(BURST_LENGTH, { seconds: BURST_TIMEOUT_SECONDS, requestsEach: 1 }),
    via,
    BURST_LENGTH,
    options.clients,
    'one request each, all at once',
  );
  printTts(lengths, [throughput, burst]);
  return {
    httpRouted: Boolean(http),
    lengths,
    throughput,
    burst,
    targets: ttsTargets(lengths, throughput, burst),
  };
}

function timing(runsMs: number[]): Timing {
  return { p50Ms: percentile(runsMs, 50), p95Ms: percentile(runsMs, 95), runsMs };
}

/** Watches this process while the clients run: memory, and the stalls of the server's loop. */
async function measureThroughput(
  sendAll: () => Promise<ClientsTally>,
  via: ThroughputFigures['via'],
  characters: number,
  clients: number,
  run: string,
): Promise<ThroughputFigures> {
  console.log(`tts: ${clients} clients ${run}, ${characters} chars (${via}) ...`);
  const rss = watchRss();
  const loop = watchEventLoop();
  const start = performance.now();
  const tally = await sendAll();
  const seconds = (performance.now() - start) / 1000;
  return {
    via,
    run,
    clients,
    characters,
    seconds,
    ...tally,
    requestsPerMinute: (tally.completed / seconds) * 60,
    rss: rss.stop(),
    loop: loop.stop(),
  };
}

function ttsTargets(
  lengths: readonly LengthFigures[],
  throughput: ThroughputFigures,
  burst: ThroughputFigures,
): Target[] {
  const thousand = lengths.find((l) => l.characters === 1000)!;
  const timed = thousand.http ?? thousand.engine;
  const targets = [
    target(
      `1,000 Arabic chars flash p50 (${thousand.http ? 'POST /tts' : 'engine only'})`,
      `${fmt(timed.p50Ms, 0)} ms`,
      `< ${FLASH_1000_LIMIT_MS} ms`,
      timed.p50Ms < FLASH_1000_LIMIT_MS,
    ),
  ];
  for (const l of lengths) {
    targets.push(
      target(
        `TTS service overhead at p50, ${l.characters} chars`,
        l.overheadPct === undefined ? '-' : `${fmt(l.overheadPct)} %`,
        `< ${OVERHEAD_LIMIT_PCT} %`,
        l.overheadPct === undefined ? null : l.overheadPct < OVERHEAD_LIMIT_PCT,
        l.overheadPct === undefined ? 'POST /tts not routed' : undefined,
      ),
    );
  }
  targets.push(
    target(
      `event-loop stall max, ${throughput.clients} TTS clients`,
      `${fmt(throughput.loop.maxMs)} ms`,
      '< 50 ms',
      throughput.loop.maxMs < 50,
    ),
    target(
      `event-loop stall max, ${burst.clients} x ${burst.characters} chars at once`,
      `${fmt(burst.loop.maxMs)} ms`,
      '< 50 ms',
      burst.loop.maxMs < 50,
    ),
    target(
      `RSS growth, ${burst.clients} x ${burst.characters} chars at once`,
      `${fmt(burst.rss.growthMb, 0)} MB`,
      `< ${BURST_RSS_GROWTH_LIMIT_MB} MB`,
      burst.rss.growthMb < BURST_RSS_GROWTH_LIMIT_MB,
    ),
  );
  for (const run of [throughput, burst]) {
    targets.push(
      target(
        `TTS failures, ${run.clients} clients ${run.run}`,
        String(run.failed),
        '0',
        run.failed === 0,
        run.firstFailure,
      ),
    );
  }
  return targets;
}

function printTts(lengths: readonly LengthFigures[], runs: readonly ThroughputFigures[]): void {
  printTable(
    'TTS, flash, voice layla (ms; p95 of few runs is close to their maximum)',
    ['characters', 'engine p50', 'engine p95', 'POST /tts p50', 'POST /tts p95', 'overhead p50'],
    lengths.map((l) => [
      String(l.characters),
      fmt(l.engine.p50Ms, 0),
      fmt(l.engine.p95Ms, 0),
      fmt(l.http?.p50Ms, 0),
      fmt(l.http?.p95Ms, 0),
      l.overheadPct === undefined ? '-' : `${fmt(l.overheadPct)} %`,
    ]),
  );
  printTable(
    `TTS under load (${runs[0].via})`,
    [
      'clients',
      'chars',
      'seconds',
      'completed',
      'failed',
      'req/min',
      'RSS before MB',
      'RSS peak MB',
      'loop max ms',
    ],
    runs.map((t) => [
      `${t.clients} ${t.run}`,
      String(t.characters),
      fmt(t.seconds),
      String(t.completed),
      String(t.failed),
      fmt(t.requestsPerMinute),
      fmt(t.rss.beforeMb, 0),
      fmt(t.rss.peakMb, 0),
      fmt(t.loop.maxMs),
    ]),
  );
}
