import { getDataSourceToken } from '@nestjs/typeorm';
import { createHash, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { DataSource } from 'typeorm';
import { arabicText } from './arabic-text.js';
import type { BenchApp } from './bench-app.js';
import { fmt, printTable, target, type Target } from './report.js';
import { silentFlac } from './stt-audio.js';

/** The bar for the longest event-loop stall one hostile request may cause. */
const STALL_LIMIT_MS = 50;

interface Case {
  name: string;
  /** Builds the request before the probe starts, so building it is not measured. */
  request: () => Promise<{ path: string; init: RequestInit }>;
  status: number;
}

/**
 * The requests of the issue that once stalled the server or misstated a bill, each sent alone
 * while the event loop's delay is sampled every millisecond; answers are read as bytes, not
 * parsed, since the client shares the loop. Then one money check: a request whose aliases
 * say more than it is written is billed, to the micro-dollar, what the ledger moved.
 */
export async function benchHostile(bench: BenchApp) {
  console.log('hostile: requests that once stalled the server, one at a time ...');
  const broke = await register(bench.baseUrl);
  const key = (apiKey: string) => ({ 'content-type': 'application/json', 'x-api-key': apiKey });
  // Encoded before the probe starts: the client's own work is not the server's stall.
  const json = (path: string, body: string, headers: Record<string, string>) =>
    Promise.resolve({ path, init: { method: 'POST', headers, body: Buffer.from(body) } });
  const arrayOf = (field: string, item: string, count: number) =>
    `{"${field}":[${new Array<string>(count).fill(item).join(',')}]}`;
  const dir = mkdtempSync(join(tmpdir(), 'bench-hostile-'));
  const cases: Case[] = [
    {
      name: '3,000,000 empty dialogue lines, $0 account',
      request: () => json('/tts', arrayOf('segments', '{}', 3_000_000), key(broke.apiKey)),
      status: 400,
    },
    {
      name: 'sign-in password of 1,000,000 objects',
      request: () =>
        json('/auth/login', arrayOf('password', '{}', 1_000_000), {
          'content-type': 'application/json',
        }),
      status: 400,
    },
    {
      name: 'text of 2,400,000 numbers',
      request: () => json('/tts', arrayOf('text', '1', 2_400_000), key(broke.apiKey)),
      status: 400,
    },
    {
      name: '3 pathological dictionaries on 2,500 letters, $0',
      request: async () => {
        const ids = await pathologicalDictionaries(bench.baseUrl, broke.apiKey);
        const text = Array.from({ length: 2500 }, () => 'ب').join(' ');
        return json(
          '/tts',
          JSON.stringify({ text, pronunciationDictionaryIds: ids }),
          key(broke.apiKey),
        );
      },
      status: 402,
    },
    {
      name: 'one 5,000-character word',
      request: () =>
        json('/tts', JSON.stringify({ text: 'ب'.repeat(5000) }), key(bench.account.apiKey)),
      status: 200,
    },
    {
      name: 'character timings of 2,500 short words',
      request: () => {
        const text = Array.from({ length: 2500 }, (_, n) => (n % 2 ? 'ب' : 'و')).join(' ');
        return json(
          '/tts',
          JSON.stringify({ text, timestamps: 'character' }),
          key(bench.account.apiKey),
        );
      },
      status: 200,
    },
    {
      name: 'a 2-hour FLAC of silence (STT)',
      request: () => {
        const form = new FormData();
        form.append('audio', new Blob([silentFlac(dir, 7200)]), 'silence.flac');
        form.append('language', 'en');
        return Promise.resolve({
          path: '/stt/transcribe',
          init: { method: 'POST', headers: { 'x-api-key': bench.account.apiKey }, body: form },
        });
      },
      status: 200,
    },
  ];
  const rows: string[][] = [];
  const stalls: Array<{ name: string; status: number; stallMs: number }> = [];
  try {
    for (const hostile of cases) {
      const { path, init } = await hostile.request();
      const { status, stallMs } = await stallDuring(`${bench.baseUrl}${path}`, init);
      stalls.push({ name: hostile.name, status, stallMs });
      rows.push([hostile.name, String(status), String(hostile.status), fmt(stallMs)]);
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  printTable('Hostile requests', ['request', 'status', 'expected', 'stall ms'], rows);
  const replays = await replayMemory(bench);
  printTable(
    `${REPLAYS} replays at once of one Idempotency-Key's ${fmt(replays.answerMb, 0)} MB answer`,
    ['what', 'figure'],
    [
      [
        'server RSS before / at most during, MB',
        `${fmt(replays.rssBeforeMb, 0)} / ${fmt(replays.rssPeakMb, 0)}`,
      ],
      ['longest event-loop delay meanwhile, ms', fmt(replays.stallMs)],
      ['replays identical to the answer', `${replays.identical}/${REPLAYS}`],
    ],
  );
  const money = await aliasMoneyCheck(bench);
  const worst = Math.max(...stalls.map((s) => s.stallMs));
  const targets: Target[] = [
    target(
      'longest stall from one hostile request',
      `${fmt(worst)} ms`,
      `< ${STALL_LIMIT_MS} ms`,
      worst < STALL_LIMIT_MS,
    ),
    target(
      'hostile requests answered as expected',
      `${stalls.filter((s, i) => s.status === cases[i].status).length}/${cases.length}`,
      `${cases.length}/${cases.length}`,
      stalls.every((s, i) => s.status === cases[i].status),
    ),
    target(
      'aliases billed: cost header minus ledger movement',
      `${money.differenceMicros} µ$`,
      '0 µ$',
      money.differenceMicros === 0 && money.billedCharacters > money.inputCharacters,
      `${money.inputCharacters} characters sent, ${money.billedCharacters} billed`,
    ),
  ];
  return { stalls, replays, money, targets };
}

/**
 * Sends one request and reads its answer as bytes, with the loop's longest delay meanwhile. The
 * heap is collected first (`npm run bench` exposes gc): the bench client builds hostile bodies of
 * megabytes in this process, and a collection owed for its garbage is not the request's stall.
 */
async function stallDuring(url: string, init: RequestInit) {
  (globalThis as { gc?: () => void }).gc?.();
  const delays = monitorEventLoopDelay({ resolution: 1 });
  delays.enable();
  try {
    const response = await fetch(url, init);
    await response.arrayBuffer();
    return { status: response.status, stallMs: delays.max / 1e6 };
  } finally {
    delays.disable();
  }
}

async function register(baseUrl: string): Promise<{ id: string; apiKey: string }> {
  const post = async (path: string, body: unknown, headers: Record<string, string> = {}) => {
    const res = await fetch(`${baseUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });
    return (await res.json()) as Record<string, unknown>;
  };
  const registered = await post('/auth/register', {
    email: `bench-hostile-${randomUUID()}@example.com`,
    password: 'bench-password-123',
  });
  const token = registered.accessToken as string;
  const created = await post(
    '/api-keys',
    { name: 'hostile' },
    { authorization: `Bearer ${token}` },
  );
  return { id: (registered.user as { id: string }).id, apiKey: created.key as string };
}

/** Rules that follow 1 to 25 repeats of the letter, each ending in a word the text lacks. */
async function pathologicalDictionaries(baseUrl: string, apiKey: string): Promise<string[]> {
  const ids: string[] = [];
  for (const name of ['one', 'two', 'three']) {
    const rules = Array.from({ length: 1000 }, (_, n) => ({
      text: `${'ب '.repeat((n % 25) + 1)}ج${n}`,
      alias: 'ب',
    }));
    const res = await fetch(`${baseUrl}/pronunciation-dictionaries`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-api-key': apiKey },
      body: JSON.stringify({ name, rules }),
    });
    ids.push(((await res.json()) as { id: string }).id);
  }
  return ids;
}

/** How many clients replay the big answer at once (the reproduction: six). */
const REPLAYS = 6;

/**
 * One long answer in 48 kHz PCM (about 40 MB) under an Idempotency-Key, then REPLAYS clients
 * replaying it at once, each reading its bytes as they come and keeping only their hash. A reply
 * that large is kept on disk and streamed back, so the server's memory should barely move (it
 * once held every replay whole: six of a 143 MB answer took it to 3.1 GB).
 */
async function replayMemory(bench: BenchApp) {
  const key = randomUUID();
  const send = () =>
    fetch(`${bench.baseUrl}/tts`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-api-key': bench.account.apiKey,
        'idempotency-key': key,
      },
      body: JSON.stringify({ text: arabicText(4000), voiceId: 'layla', outputFormat: 'pcm_48000' }),
    });
  const first = await hashOf(await send());
  (globalThis as { gc?: () => void }).gc?.();
  const rssBeforeMb = process.memoryUsage().rss / 1e6;
  let rssPeakMb = rssBeforeMb;
  const sampler = setInterval(() => {
    rssPeakMb = Math.max(rssPeakMb, process.memoryUsage().rss / 1e6);
  }, 20);
  const delays = monitorEventLoopDelay({ resolution: 1 });
  delays.enable();
  try {
    const replays = await Promise.all(
      Array.from({ length: REPLAYS }, async () => hashOf(await send())),
    );
    return {
      answerMb: first.bytes / 1e6,
      rssBeforeMb,
      rssPeakMb,
      stallMs: delays.max / 1e6,
      identical: replays.filter((r) => r.digest === first.digest && r.bytes === first.bytes).length,
    };
  } finally {
    delays.disable();
    clearInterval(sampler);
  }
}

/** Reads an answer as it comes, keeping only its length and hash. */
async function hashOf(response: Response): Promise<{ bytes: number; digest: string }> {
  if (!response.ok)
    throw new Error(`POST /tts answered ${response.status}: ${await response.text()}`);
  const hash = createHash('sha256');
  let bytes = 0;
  for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
    hash.update(chunk);
    bytes += chunk.length;
  }
  return { bytes, digest: hash.digest('hex') };
}

/** 19 characters whose words say 200 letters each: billed as said, header equal to the ledger. */
async function aliasMoneyCheck(bench: BenchApp) {
  const alias = 'ب'.repeat(200);
  const res = await fetch(`${bench.baseUrl}/pronunciation-dictionaries`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-api-key': bench.account.apiKey },
    body: JSON.stringify({
      name: `aliases ${randomUUID()}`,
      rules: 'abcdefghij'.split('').map((text) => ({ text, alias })),
    }),
  });
  const { id } = (await res.json()) as { id: string };
  const text = 'a b c d e f g h i j';
  const db = bench.app.get<DataSource>(getDataSourceToken());
  const ledger = async () =>
    Number(
      (
        await db.query<Array<{ sum: string }>>(
          `SELECT COALESCE(SUM(amount_micros), 0) AS sum FROM ledger_entries WHERE account_id = $1`,
          [bench.account.id],
        )
      )[0].sum,
    );
  const before = await ledger();
  const answer = await fetch(`${bench.baseUrl}/tts`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-api-key': bench.account.apiKey },
    body: JSON.stringify({ text, pronunciationDictionaryIds: [id] }),
  });
  await answer.arrayBuffer();
  const moved = before - (await ledger());
  const headerMicros = Number(answer.headers.get('x-cost-micros'));
  return {
    inputCharacters: text.length,
    billedCharacters: Number(answer.headers.get('x-character-count')),
    headerMicros,
    ledgerMicros: moved,
    differenceMicros: headerMicros - moved,
  };
}
