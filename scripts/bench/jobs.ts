import { spawn, type ChildProcess } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getDataSourceToken } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { SERVICE_NODE_FLAGS } from '../../src/common/heap-tuning.js';
import { arabicText } from './arabic-text.js';
import { createTopTierAccount, type BenchApp } from './bench-app.js';
import type { BenchOptions } from './options.js';
import { fmt, printTable, target, type Target } from './report.js';
import { expectOk } from './speech-endpoint.js';
import { elapsedMs, percentile, timeInTurns } from './stats.js';

const CHARACTERS = 1000;
/** How often a client looks at its job; small, so the poll adds little to what is timed. */
const POLL_MS = 20;
/** The in-process worker's jobs at once (JOB_CONCURRENCY's default), and the sync clients. */
const CONCURRENCY = 2;

/**
 * Jobs against POST /tts: a 1,000-character job from submit to `succeeded` (polled as a
 * client would) and to its webhook's arrival, in turns with POST /tts on the same text;
 * then `jobs` queued jobs run by this process's worker alone, by it and a second worker
 * process, and the same number of POST /tts with as many clients as the worker runs jobs.
 */
export async function benchJobs(bench: BenchApp, options: BenchOptions['jobs']) {
  const text = arabicText(CHARACTERS);
  const db = bench.app.get<DataSource>(getDataSourceToken());
  const headers = { 'content-type': 'application/json', 'x-api-key': bench.account.apiKey };
  const receiver = await webhookReceiver();
  await expectOk(`${bench.baseUrl}/webhooks`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ url: receiver.url, events: ['job.succeeded'] }),
  });
  const submit = async (apiKey = bench.account.apiKey) =>
    (
      (await expectOk(`${bench.baseUrl}/tts/jobs`, {
        method: 'POST',
        headers: { ...headers, 'x-api-key': apiKey },
        body: JSON.stringify({ text, voiceId: 'layla' }),
      })) as { id: string }
    ).id;

  console.log('jobs: a job to succeeded and to its webhook, against POST /tts, in turns ...');
  // The poll and the webhook are timed apart, each from the submit: the round ends with both.
  const jobRuns: number[] = [];
  const webhookRuns: number[] = [];
  const [postRuns] = await timeInTurns(options.runs, [
    () =>
      expectOk(`${bench.baseUrl}/tts`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ text, voiceId: 'layla' }),
      }),
    async () => {
      const start = performance.now();
      const id = await submit();
      const arrived = receiver.arrival(id).then(() => elapsedMs(start));
      await succeeded(db, [id]);
      jobRuns.push(elapsedMs(start));
      webhookRuns.push(await arrived);
    },
  ]);
  jobRuns.shift(); // the warm-up round
  webhookRuns.shift();
  const postMs = percentile(postRuns, 50);
  const jobMs = percentile(jobRuns, 50);
  const hookMs = percentile(webhookRuns, 50);

  // Two accounts: each may have 100 unfinished jobs.
  const accounts = [
    bench.account.apiKey,
    (await createTopTierAccount(bench.app, bench.baseUrl)).apiKey,
  ];
  const queueAll = async () => {
    const ids: string[] = [];
    for (let i = 0; i < options.count; i++) ids.push(await submit(accounts[i % 2]));
    return ids;
  };
  console.log(`jobs: ${options.count} queued jobs, one worker process ...`);
  const one = await timeQueued(db, queueAll);
  console.log(`jobs: ${options.count} queued jobs, two worker processes ...`);
  const second = await startWorkerProcess();
  let two: QueuedRun;
  try {
    two = await timeQueued(db, queueAll);
  } finally {
    second.kill('SIGTERM');
  }
  console.log(`jobs: ${options.count} POST /tts, ${CONCURRENCY} clients ...`);
  const syncStart = performance.now();
  let next = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next++ < options.count) {
        await expectOk(`${bench.baseUrl}/tts`, {
          method: 'POST',
          headers,
          body: JSON.stringify({ text, voiceId: 'layla' }),
        });
      }
    }),
  );
  const syncSeconds = elapsedMs(syncStart) / 1000;
  await receiver.close();

  const perSecond = (seconds: number) => options.count / seconds;
  printTable(
    `Jobs, flash, ${CHARACTERS} Arabic chars (p50 ms; throughput in jobs or requests a second)`,
    ['what', 'figure'],
    [
      ['POST /tts', fmt(postMs, 0)],
      ['job: submit to succeeded (polled)', fmt(jobMs, 0)],
      ['job: submit to webhook arrival', fmt(hookMs, 0)],
      [`${options.count} jobs, 1 worker process /s`, fmt(perSecond(one.seconds), 2)],
      [`  queue wait p50 / run p50 ms`, `${fmt(one.waitP50Ms, 0)} / ${fmt(one.runP50Ms, 0)}`],
      [`${options.count} jobs, 2 worker processes /s`, fmt(perSecond(two.seconds), 2)],
      [`  queue wait p50 / run p50 ms`, `${fmt(two.waitP50Ms, 0)} / ${fmt(two.runP50Ms, 0)}`],
      [`${options.count} POST /tts, ${CONCURRENCY} clients /s`, fmt(perSecond(syncSeconds), 2)],
    ],
  );
  const targets: Target[] = [
    target(
      'job submit to succeeded against POST /tts (p50)',
      `${fmt(jobMs, 0)} vs ${fmt(postMs, 0)} ms`,
      '<= 1.5x',
      jobMs <= 1.5 * postMs,
    ),
    target(
      'job submit to webhook arrival against POST /tts (p50)',
      `${fmt(hookMs, 0)} vs ${fmt(postMs, 0)} ms`,
      '<= 2x',
      hookMs <= 2 * postMs,
    ),
  ];
  return {
    postMs,
    jobMs,
    webhookMs: hookMs,
    oneWorker: { ...one, perSecond: perSecond(one.seconds) },
    twoWorkers: { ...two, perSecond: perSecond(two.seconds) },
    sync: { seconds: syncSeconds, perSecond: perSecond(syncSeconds) },
    targets,
  };
}

interface QueuedRun {
  seconds: number;
  /** From submit to a worker starting it, and from its start to its end. */
  waitP50Ms: number;
  runP50Ms: number;
}

async function timeQueued(db: DataSource, queueAll: () => Promise<string[]>): Promise<QueuedRun> {
  const start = performance.now();
  const ids = await queueAll();
  await succeeded(db, ids);
  const seconds = elapsedMs(start) / 1000;
  const rows = await db.query<Array<{ wait_ms: number; run_ms: number }>>(
    `SELECT extract(epoch FROM started_at - created_at) * 1000 AS wait_ms,
            extract(epoch FROM finished_at - started_at) * 1000 AS run_ms
     FROM jobs WHERE id = ANY($1)`,
    [ids],
  );
  return {
    seconds,
    waitP50Ms: percentile(
      rows.map((r) => Number(r.wait_ms)),
      50,
    ),
    runP50Ms: percentile(
      rows.map((r) => Number(r.run_ms)),
      50,
    ),
  };
}

/** Until every job succeeded; a failed or canceled one stops the benchmark. */
async function succeeded(db: DataSource, ids: string[]): Promise<void> {
  for (;;) {
    const [row] = await db.query<Array<{ done: string; bad: string }>>(
      `SELECT count(*) FILTER (WHERE status = 'succeeded') AS done,
              count(*) FILTER (WHERE status IN ('failed', 'canceled')) AS bad
       FROM jobs WHERE id = ANY($1)`,
      [ids],
    );
    if (Number(row.bad) > 0) throw new Error('A benchmark job failed');
    if (Number(row.done) === ids.length) return;
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

/** `node dist/src/main.js` as a worker on the same database, ready when it says so. */
async function startWorkerProcess(): Promise<ChildProcess> {
  const main = new URL('../../src/main.js', import.meta.url).pathname;
  const child = spawn(process.execPath, [...SERVICE_NODE_FLAGS, main], {
    env: { ...process.env, ROLE: 'worker' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (data: Buffer) => {
      if (data.toString().includes('worker taking jobs')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`the worker process exited (${code})`)));
  });
  return child;
}

/** A loopback receiver that answers 200 and tells when a job's event arrived. */
async function webhookReceiver() {
  const waiting = new Map<string, () => void>();
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      res.writeHead(200).end();
      const event = JSON.parse(Buffer.concat(chunks).toString()) as { data: { id: string } };
      waiting.get(event.data.id)?.();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`,
    arrival: (jobId: string) => new Promise<void>((resolve) => waiting.set(jobId, resolve)),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
