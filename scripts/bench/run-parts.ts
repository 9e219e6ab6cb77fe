import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startBenchApp } from './bench-app.js';
import { EMBEDDED, embeddedDatabase, POSTGRESQL, type BenchDatabase } from './bench-database.js';
import { applyBenchEnvironment } from './bench-environment.js';
import type { BenchOptions } from './options.js';
import { benchDelivery } from './delivery.js';
import { benchHostile } from './hostile.js';
import { benchFairness } from './fairness.js';
import { benchJobs } from './jobs.js';
import { benchPlatform, type PlatformApp } from './platform.js';
import { benchRealtime } from './realtime.js';
import type { Target } from './report.js';
import { benchSttJob } from './stt-job.js';
import { benchStt } from './stt.js';
import { benchTts } from './tts.js';
import { benchWordTiming } from './word-timing.js';

export interface PartResults {
  database: string;
  platform?: Awaited<ReturnType<typeof benchPlatform>>;
  tts?: Awaited<ReturnType<typeof benchTts>>;
  delivery?: Awaited<ReturnType<typeof benchDelivery>>;
  wordTiming?: Awaited<ReturnType<typeof benchWordTiming>>;
  realtime?: Awaited<ReturnType<typeof benchRealtime>>;
  hostile?: Awaited<ReturnType<typeof benchHostile>>;
  fairness?: Awaited<ReturnType<typeof benchFairness>>;
  jobs?: Awaited<ReturnType<typeof benchJobs>>;
  sttJob?: Awaited<ReturnType<typeof benchSttJob>>;
  stt?: Awaited<ReturnType<typeof benchStt>>;
  targets: Target[];
}

/**
 * Boots one app for every chosen part and runs them in turn; the platform part also runs
 * on the embedded database when the app's own is PostgreSQL. Loaded only after the
 * benchmark environment is in place, because the app reads its configuration on import.
 */
export async function runParts(
  options: BenchOptions,
  database: BenchDatabase,
): Promise<Omit<PartResults, 'database'>> {
  const wants = (part: BenchOptions['parts'][number]) => options.parts.includes(part);
  const bench = await startBenchApp({
    tts:
      wants('tts') ||
      wants('delivery') ||
      wants('realtime') ||
      wants('fairness') ||
      wants('jobs') ||
      wants('hostile'),
    stt: wants('stt') || wants('hostile'),
  });
  const results: Omit<PartResults, 'database'> = { targets: [] };
  try {
    if (wants('platform')) {
      const primary = { label: database.label, bench };
      results.platform = await withEmbeddedBeside(primary, (apps) =>
        benchPlatform(apps, options.platform),
      );
    }
    if (wants('tts')) results.tts = await benchTts(bench, options.tts);
    if (wants('delivery')) {
      results.delivery = await benchDelivery(bench, options.delivery);
      results.wordTiming = await benchWordTiming(bench);
    }
    if (wants('realtime')) results.realtime = await benchRealtime(bench, options.realtime.runs);
    if (wants('fairness')) results.fairness = await benchFairness(bench, options.fairness);
    if (wants('jobs')) results.jobs = await benchJobs(bench, options.jobs);
    if (wants('stt-job')) results.sttJob = await benchSttJob(bench);
    if (wants('stt')) results.stt = await benchStt(bench, { ...options.stt, big: options.big });
    if (wants('hostile')) results.hostile = await benchHostile(bench);
  } finally {
    await bench.close();
  }
  results.targets = [
    results.platform,
    results.tts,
    results.delivery,
    results.wordTiming,
    results.realtime,
    results.fairness,
    results.jobs,
    results.sttJob,
    results.stt,
    results.hostile,
  ].flatMap((part) => part?.targets ?? []);
  return results;
}

/**
 * Runs `work` on the app, and on a second app on the embedded database of a fresh
 * DATA_DIR when the first is on PostgreSQL, so both stand side by side in one report.
 */
async function withEmbeddedBeside<T>(
  primary: PlatformApp,
  work: (apps: PlatformApp[]) => Promise<T>,
): Promise<T> {
  if (primary.label !== POSTGRESQL) return work([primary]);
  const dataDir = mkdtempSync(join(tmpdir(), 'speech-bench-embedded-'));
  const restore = applyBenchEnvironment(embeddedDatabase('beside PostgreSQL'), dataDir);
  const embedded = await startBenchApp({ tts: false, stt: false });
  try {
    return await work([primary, { label: EMBEDDED, bench: embedded }]);
  } finally {
    await embedded.close();
    restore();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
