import { startBenchApp } from './bench-app.js';
import type { BenchOptions } from './options.js';
import { benchPlatform } from './platform.js';
import type { Target } from './report.js';
import { benchStt } from './stt.js';
import { benchTts } from './tts.js';

export interface PartResults {
  database: string;
  platform?: Awaited<ReturnType<typeof benchPlatform>>;
  tts?: Awaited<ReturnType<typeof benchTts>>;
  stt?: Awaited<ReturnType<typeof benchStt>>;
  targets: Target[];
}

/**
 * Boots one app for every chosen part and runs them in turn. Loaded only after the
 * benchmark environment is in place, because the app reads its configuration on import.
 */
export async function runParts(options: BenchOptions): Promise<Omit<PartResults, 'database'>> {
  const wants = (part: BenchOptions['parts'][number]) => options.parts.includes(part);
  const bench = await startBenchApp({ tts: wants('tts'), stt: wants('stt') });
  const results: Omit<PartResults, 'database'> = { targets: [] };
  try {
    if (wants('platform')) results.platform = await benchPlatform(bench, options.platform);
    if (wants('tts')) results.tts = await benchTts(bench, options.tts);
    if (wants('stt')) results.stt = await benchStt(bench, { ...options.stt, big: options.big });
  } finally {
    await bench.close();
  }
  results.targets = [results.platform, results.tts, results.stt].flatMap(
    (part) => part?.targets ?? [],
  );
  return results;
}
