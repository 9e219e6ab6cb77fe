export const BENCH_PARTS = [
  'platform',
  'tts',
  'delivery',
  'realtime',
  'fairness',
  'jobs',
  'stt-job',
  'stt',
  'hostile',
] as const;
export type BenchPart = (typeof BENCH_PARTS)[number];

export interface BenchOptions {
  parts: BenchPart[];
  /** Also transcribe a ~25 MB MP3 (minutes of work, so only on request). */
  big: boolean;
  resultsFile: string;
  platform: { seconds: number; warmupSeconds: number; connections: number };
  tts: { runs: number; clients: number; throughputSeconds: number };
  delivery: { runs: number };
  realtime: { runs: number };
  fairness: { runs: number };
  jobs: { runs: number; count: number };
  stt: { runs: number; bigTimeoutSeconds: number };
}

export const USAGE = `npm run bench -- [--only platform|tts|delivery|realtime|fairness|jobs|stt-job|stt|hostile[,...]] [--big]

Environment (all optional):
  BENCH_SECONDS=10               seconds per platform load run
  BENCH_WARMUP_SECONDS=2         unmeasured load before each platform run
  BENCH_CONNECTIONS=10           autocannon connections
  BENCH_TTS_RUNS=9               timed rounds per text length (after one warm-up),
                                 engine and POST /tts in turn
  BENCH_DELIVERY_RUNS=31         timed rounds of /tts/stream and POST /tts in turn, and
                                 of the formats (after one warm-up)
  BENCH_REALTIME_RUNS=21         timed first frames of a flushed sentence on the realtime
                                 socket (after one warm-up)
  BENCH_FAIRNESS_RUNS=60         victim POST /tts runs, idle and beside unread streams
  BENCH_JOBS_RUNS=21             timed rounds of a job and POST /tts in turn
  BENCH_JOBS=200                 queued jobs per throughput run
  BENCH_TTS_CLIENTS=20           concurrent clients in the TTS throughput run
  BENCH_TTS_THROUGHPUT_SECONDS=20
  BENCH_STT_RUNS=3               timed runs per clip length
  BENCH_BIG_TIMEOUT_SECONDS=180  bound on the --big transcription
  BENCH_DATABASE_URL             use this database instead of a fresh one
  BENCH_REDIS_URL                count rate and concurrency limits in this Redis
  BENCH_RESULTS=bench-results.json`;

export function readBenchOptions(argv: readonly string[], env: NodeJS.ProcessEnv): BenchOptions {
  let parts: BenchPart[] = [...BENCH_PARTS];
  let big = false;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--big') big = true;
    else if (arg === '--only' || arg.startsWith('--only=')) {
      const value = arg === '--only' ? argv[++i] : arg.slice('--only='.length);
      parts = parseParts(value);
    } else throw new Error(`Unknown argument "${arg}"\n\n${USAGE}`);
  }
  return {
    parts,
    big,
    resultsFile: env.BENCH_RESULTS?.trim() || 'bench-results.json',
    platform: {
      seconds: whole(env, 'BENCH_SECONDS', 10, 1),
      warmupSeconds: whole(env, 'BENCH_WARMUP_SECONDS', 2, 0),
      connections: whole(env, 'BENCH_CONNECTIONS', 10, 1),
    },
    tts: {
      runs: whole(env, 'BENCH_TTS_RUNS', 9, 1),
      clients: whole(env, 'BENCH_TTS_CLIENTS', 20, 1),
      throughputSeconds: whole(env, 'BENCH_TTS_THROUGHPUT_SECONDS', 20, 1),
    },
    delivery: { runs: whole(env, 'BENCH_DELIVERY_RUNS', 31, 1) },
    realtime: { runs: whole(env, 'BENCH_REALTIME_RUNS', 21, 1) },
    fairness: { runs: whole(env, 'BENCH_FAIRNESS_RUNS', 60, 1) },
    jobs: { runs: whole(env, 'BENCH_JOBS_RUNS', 21, 1), count: whole(env, 'BENCH_JOBS', 200, 1) },
    stt: {
      runs: whole(env, 'BENCH_STT_RUNS', 3, 1),
      bigTimeoutSeconds: whole(env, 'BENCH_BIG_TIMEOUT_SECONDS', 180, 1),
    },
  };
}

function parseParts(value: string | undefined): BenchPart[] {
  const names = (value ?? '').split(',').map((name) => name.trim());
  for (const name of names) {
    if (!BENCH_PARTS.includes(name as BenchPart)) {
      throw new Error(`--only takes ${BENCH_PARTS.join(', ')} (comma-separated), got "${value}"`);
    }
  }
  return [...new Set(names as BenchPart[])];
}

function whole(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number): number {
  const raw = env[name]?.trim();
  const value = Number(raw || fallback);
  if (!Number.isInteger(value) || value < min) {
    throw new Error(`${name} must be a whole number of at least ${min}, got "${raw}"`);
  }
  return value;
}
