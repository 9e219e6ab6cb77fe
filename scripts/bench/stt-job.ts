import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { Worker } from 'node:worker_threads';
import type { AddressInfo } from 'node:net';
import { SERVICE_NODE_FLAGS } from '../../src/common/heap-tuning.js';
import type { BenchApp } from './bench-app.js';
import { fmt, printTable, target, type Target } from './report.js';
import { percentile } from './stats.js';
import { speechWav } from './stt-audio.js';

const HOURS = 2;
/** The bars for the API process while a two-hour STT job is uploaded and run. */
const STALL_LIMIT_MS = 50;
const RSS_LIMIT_MB = 300;
/**
 * Recognising two hours takes pocketsphinx about a quarter of an hour here: the job is watched
 * while it decodes and recognises for this long, then cancelled (the API's part is the same).
 */
const RUNNING_SECONDS = 30;
/** How often the API is probed, and its memory read. */
const PROBE_MS = 2;
const RSS_MS = 100;

/**
 * A two-hour STT job against an API process of its own (ROLE=api, as deployed beside workers):
 * the 230 MB recording is streamed to it, then the job is polled while this process's worker
 * decodes and recognises it. The API's event loop is probed from outside, as a load balancer
 * would (GET /health/live every 2 ms: the slowest answer bounds its longest stall from above),
 * and its resident memory read from /proc.
 */
export async function benchSttJob(bench: BenchApp) {
  console.log(`stt job: a ${HOURS}-hour recording through an API process of its own ...`);
  const recording = await speechWav(HOURS * 3600);
  const api = await startApiProcess();
  const idleRssMb = residentMb(api.child.pid!);
  api.child.send('watch'); // the API's own loop is watched from here
  const watch = watchApi(api.baseUrl, api.child.pid!);
  let uploadSeconds = 0;
  let status = '';
  let probes: [at: number, ms: number][] = [];
  let loop = { maxMs: NaN, p99Ms: NaN };
  let uploaded = 0;
  try {
    const started = performance.now();
    const form = new FormData();
    form.append('audio', new Blob([recording.bytes]), recording.fileName);
    form.append('language', 'en');
    const submitted = await fetch(`${api.baseUrl}/stt/jobs`, {
      method: 'POST',
      headers: { 'x-api-key': bench.account.apiKey },
      body: form,
    });
    if (submitted.status !== 202) throw new Error(`POST /stt/jobs: ${await submitted.text()}`);
    uploadSeconds = (performance.now() - started) / 1000;
    uploaded = Date.now();
    const { id } = (await submitted.json()) as { id: string };
    status = await pollUntilRunningFor(api.baseUrl, bench.account.apiKey, id);
    await fetch(`${api.baseUrl}/jobs/${id}`, {
      method: 'DELETE',
      headers: { 'x-api-key': bench.account.apiKey },
    });
  } finally {
    probes = await watch.stop();
    const reported = once(api.child, 'message') as Promise<[{ maxMs: number; p99Ms: number }]>;
    api.child.send('report');
    [loop] = await reported;
    api.child.kill('SIGTERM');
  }
  const { rssMb } = watch;
  const latencies = probes.map(([, ms]) => ms);
  const worstMs = Math.max(...latencies);
  const worstUploadingMs = Math.max(...probes.filter(([at]) => at <= uploaded).map(([, ms]) => ms));
  const peakRssMb = Math.max(...rssMb);
  printTable(
    `STT job of ${HOURS} hours (${fmt(recording.bytes.length / 1e6, 0)} MB WAV), the API process`,
    ['what', 'figure'],
    [
      ['upload to 202, s', fmt(uploadSeconds, 1)],
      [`job watched for ${RUNNING_SECONDS} s once running, then`, status],
      ['health probes answered', String(latencies.length)],
      ['probe answer p50 / p99 / max ms', latencies.length ? probeFigures(latencies) : '-'],
      ['  max while the upload streamed in, ms', fmt(worstUploadingMs)],
      ["API's own event-loop delay p99 / max, ms", `${fmt(loop.p99Ms)} / ${fmt(loop.maxMs)}`],
      ['API RSS when idle / peak MB', `${fmt(idleRssMb, 0)} / ${fmt(peakRssMb, 0)}`],
    ],
  );
  const targets: Target[] = [
    target(
      `${HOURS}-hour STT job: the API's longest event-loop delay`,
      `${fmt(loop.maxMs)} ms`,
      `< ${STALL_LIMIT_MS} ms`,
      loop.maxMs < STALL_LIMIT_MS,
      `slowest answer to a probe from outside: ${fmt(worstMs)} ms`,
    ),
    target(
      `${HOURS}-hour STT job: API process RSS`,
      `${fmt(peakRssMb, 0)} MB`,
      `< ${RSS_LIMIT_MB} MB`,
      peakRssMb < RSS_LIMIT_MB,
    ),
  ];
  return {
    uploadSeconds,
    worstProbeMs: worstMs,
    loopMaxMs: loop.maxMs,
    loopP99Ms: loop.p99Ms,
    idleRssMb,
    peakRssMb,
    targets,
  };
}

function probeFigures(latencies: number[]): string {
  return [percentile(latencies, 50), percentile(latencies, 99), Math.max(...latencies)]
    .map((ms) => fmt(ms))
    .join(' / ');
}

/** Polls the job until it has run for RUNNING_SECONDS (or ended); returns what it was then. */
async function pollUntilRunningFor(baseUrl: string, apiKey: string, id: string): Promise<string> {
  let runningSince: number | undefined;
  for (;;) {
    const response = await fetch(`${baseUrl}/jobs/${id}`, { headers: { 'x-api-key': apiKey } });
    const { status } = (await response.json()) as { status: string };
    if (status !== 'queued' && status !== 'running') return status;
    if (status === 'running') runningSince ??= performance.now();
    if (runningSince !== undefined && performance.now() - runningSince > RUNNING_SECONDS * 1000) {
      return `${status}, cancelled`;
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/**
 * Probes the API's liveness back to back from a thread of its own (this process's loop is busy
 * sending the upload and running the job) and samples its RSS, until stopped.
 */
function watchApi(baseUrl: string, pid: number) {
  const probe = new Worker(PROBE_SCRIPT, {
    eval: true,
    workerData: { url: `${baseUrl}/health/live`, pauseMs: PROBE_MS },
  });
  const rssMb: number[] = [];
  const sampler = setInterval(() => rssMb.push(residentMb(pid)), RSS_MS);
  return {
    rssMb,
    stop: async (): Promise<[at: number, ms: number][]> => {
      clearInterval(sampler);
      const latencies = once(probe, 'message') as Promise<[[number, number][]]>;
      probe.postMessage('stop');
      const [answered] = await latencies;
      await probe.terminate();
      return answered;
    },
  };
}

/** The probe thread: GET the URL, note when and how long the answer took, pause, again; the list on 'stop'. */
const PROBE_SCRIPT = `
const { parentPort, workerData } = require('node:worker_threads');
const latencies = [];
let running = true;
parentPort.once('message', () => (running = false));
(async () => {
  while (running) {
    const start = performance.now();
    await (await fetch(workerData.url)).arrayBuffer();
    latencies.push([Date.now(), performance.now() - start]);
    await new Promise((resolve) => setTimeout(resolve, workerData.pauseMs));
  }
  parentPort.postMessage(latencies);
})();
`;

function residentMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/^VmRSS:\s+(\d+) kB/m.exec(status)?.[1] ?? 0) / 1024;
}

/**
 * `node dist/src/main.js` with ROLE=api on the bench's database, once it answers; its own event
 * loop watched by loop-delay-preload.js over the IPC channel.
 */
async function startApiProcess(): Promise<{ child: ChildProcess; baseUrl: string }> {
  const port = await freePort();
  const main = new URL('../../src/main.js', import.meta.url).pathname;
  const preload = new URL('./loop-delay-preload.js', import.meta.url).pathname;
  const child = spawn(process.execPath, [...SERVICE_NODE_FLAGS, '--import', preload, main], {
    env: { ...process.env, ROLE: 'api', PORT: String(port) },
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const exited = new Promise<never>((_, reject) =>
    child.once('exit', (code) => reject(new Error(`the API process exited (${code})`))),
  );
  for (;;) {
    const answered = await Promise.race([
      fetch(`${baseUrl}/health/live`).then(
        (response) => response.ok,
        () => false,
      ),
      exited,
    ]);
    if (answered) return { child, baseUrl };
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}
