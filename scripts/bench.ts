import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { prepareBenchDatabase } from './bench/bench-database.js';
import { applyBenchEnvironment, BENCH_RATE_LIMIT_PER_MINUTE } from './bench/bench-environment.js';
import { readBenchOptions } from './bench/options.js';
import { printTargets, writeResults } from './bench/report.js';

/**
 * `npm run bench`: the platform's request path against a bare HTTP server, then the speech
 * engines (alone and through HTTP when their endpoints answer). Everything runs in this
 * process against 127.0.0.1; see scripts/bench/options.ts for the settings.
 */
async function main(): Promise<void> {
  const options = readBenchOptions(process.argv.slice(2), process.env);
  const database = await prepareBenchDatabase();
  const dataDir = mkdtempSync(join(tmpdir(), 'speech-bench-'));
  applyBenchEnvironment(database, dataDir);
  console.log(
    `Speech API benchmark: ${options.parts.join(', ')}${options.big ? ' (+ big upload)' : ''}\n` +
      `Node ${process.version}, ${cpus().length} CPUs, database: ${database.description}\n` +
      `Rate limit raised to ${BENCH_RATE_LIMIT_PER_MINUTE}/min for the run (the service's limit is 30/min).`,
  );
  const startedAt = new Date().toISOString();
  try {
    const { runParts } = await import('./bench/run-parts.js');
    const results = await runParts(options, database);
    printTargets(results.targets);
    await writeResults(options.resultsFile, {
      startedAt,
      node: process.version,
      cpus: cpus().length,
      cpuModel: cpus()[0]?.model,
      database: database.description,
      rateLimitPerMinute: BENCH_RATE_LIMIT_PER_MINUTE,
      options,
      ...results,
    });
  } finally {
    await database.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
