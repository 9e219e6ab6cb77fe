import { request as httpRequest, type ClientRequest } from 'node:http';
import { getDataSourceToken } from '@nestjs/typeorm';
import { connect, type Socket } from 'node:net';
import type { DataSource } from 'typeorm';
import { priceOfCharacters } from '../../src/billing/pricing.js';
import { MICROS_PER_USD } from '../../src/common/money.js';
import { arabicText } from './arabic-text.js';
import { createTopTierAccount, TOP_TIER_TOP_UP_USD, type BenchApp } from './bench-app.js';
import type { BenchOptions } from './options.js';
import { fmt, printTable, target, type Target } from './report.js';
import { expectOk } from './speech-endpoint.js';
import { percentile, timeEach } from './stats.js';

const SLOW_STREAMS = 4;
/** About 3 minutes of speech as 48 kHz PCM: more than the sockets in between can buffer. */
const SLOW_STREAM_CHARACTERS = 3000;
const VICTIM_CHARACTERS = 100;
const P99_LIMIT_RATIO = 2;
const SETTLE_MS = 6_000;

/**
 * Fair engines: another customer's POST /tts (100 characters), its p99 idle and then while
 * four POST /tts/stream clients (3,000 characters as pcm_48000) read nothing of their
 * answers and one client sends its body a byte at a time. The engines must not wait on
 * those clients.
 */
export async function benchFairness(bench: BenchApp, options: BenchOptions['fairness']) {
  const victim = await createTopTierAccount(bench.app, bench.baseUrl);
  const port = Number(new URL(bench.baseUrl).port);
  const victimRequest = () =>
    expectOk(`${bench.baseUrl}/tts`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-api-key': victim.apiKey },
      body: JSON.stringify({ text: arabicText(VICTIM_CHARACTERS), voiceId: 'layla' }),
    });

  console.log(`fairness: a customer's POST /tts, idle, ${options.runs} runs ...`);
  await victimRequest();
  const idle = await timeEach(options.runs, victimRequest);

  console.log(`fairness: the same beside ${SLOW_STREAMS} streams nobody reads and a slow body ...`);
  const slow: ClientRequest[] = [];
  for (let i = 0; i < SLOW_STREAMS; i++) {
    slow.push(
      await streamNobodyReads(port, bench.account.apiKey, arabicText(SLOW_STREAM_CHARACTERS)),
    );
  }
  const dribble = bodyByTheByte(port, bench.account.apiKey);
  // Long enough for the engines to render those takes (about a second of CPU each on a
  // shared machine) and every buffer between them and their clients to fill: what is
  // measured is what hanging clients cost others, not the CPU their rendering took.
  await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
  let loaded: number[];
  try {
    loaded = await timeEach(options.runs, victimRequest);
  } finally {
    for (const request of slow) request.destroy();
    dribble.destroy();
  }

  const money = await moneyAfterwards(bench, victim.id, 1 + 2 * options.runs);
  const idleP99 = percentile(idle, 99);
  const loadedP99 = percentile(loaded, 99);
  printTable(
    `Fair engines, POST /tts of ${VICTIM_CHARACTERS} chars by another account (ms)`,
    ['what', 'p50 ms', 'p99 ms'],
    [
      ['idle', fmt(percentile(idle, 50), 0), fmt(idleP99, 0)],
      [
        `${SLOW_STREAMS} unread streams + a slow body`,
        fmt(percentile(loaded, 50), 0),
        fmt(loadedP99, 0),
      ],
    ],
  );
  const targets: Target[] = [
    target(
      `victim POST /tts p99 beside ${SLOW_STREAMS} unread streams and a slow body, against idle`,
      `${fmt(loadedP99, 0)} vs ${fmt(idleP99, 0)} ms`,
      `< ${P99_LIMIT_RATIO}x`,
      loadedP99 < P99_LIMIT_RATIO * idleP99,
    ),
    target(
      'money lost or gained: victim charged other than its requests, or any balance off its ledger',
      `${money.offMicros} micro-dollars`,
      '0',
      money.offMicros === 0,
    ),
  ];
  return { idleMs: idle, loadedMs: loaded, idleP99, loadedP99, money, targets };
}

/**
 * Once the hung clients are gone and their requests ended: the victim paid exactly its
 * requests, and each account's balance (less what it still holds) is its ledger's sum.
 */
async function moneyAfterwards(bench: BenchApp, victimId: string, victimRequests: number) {
  const db = bench.app.get<DataSource>(getDataSourceToken());
  const accounts = [victimId, bench.account.id];
  const read = () =>
    db.query<Array<{ account: string; available: string; ledger: string; held: string }>>(
      `SELECT b.account_id AS account, b.balance_micros - b.held_micros AS available,
              b.held_micros AS held,
              (SELECT COALESCE(SUM(amount_micros), 0) FROM ledger_entries l
                WHERE l.account_id = b.account_id) AS ledger
         FROM credit_balances b WHERE b.account_id = ANY($1)`,
      [accounts],
    );
  let rows = await read();
  for (let i = 0; i < 40 && rows.some((row) => Number(row.held) !== 0); i++) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    rows = await read();
  }
  const victim = rows.find((row) => row.account === victimId)!;
  const victimExpected =
    TOP_TIER_TOP_UP_USD * MICROS_PER_USD - victimRequests * priceOfCharacters(VICTIM_CHARACTERS);
  const offMicros =
    Math.abs(Number(victim.ledger) - victimExpected) +
    rows.reduce((sum, row) => sum + Math.abs(Number(row.available) - Number(row.ledger)), 0);
  return { offMicros, accounts: rows };
}

/** A POST /tts/stream whose client reads nothing once the answer's headers came. */
function streamNobodyReads(port: number, apiKey: string, text: string): Promise<ClientRequest> {
  return new Promise((resolve, reject) => {
    const payload = Buffer.from(JSON.stringify({ text, outputFormat: 'pcm_48000' }));
    const request = httpRequest(
      {
        host: '127.0.0.1',
        port,
        path: '/tts/stream',
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'content-length': payload.length,
          'x-api-key': apiKey,
        },
      },
      (response) => {
        response.pause();
        if (response.statusCode === 200) resolve(request);
        else reject(new Error(`/tts/stream answered ${response.statusCode}`));
      },
    );
    request.on('error', () => undefined);
    request.end(payload);
  });
}

/** A POST /tts that declares 2,000 bytes of body and sends one a second. */
function bodyByTheByte(port: number, apiKey: string): Socket {
  const socket = connect(port, '127.0.0.1');
  socket.on('error', () => undefined);
  socket.write(
    `POST /tts HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n` +
      `x-api-key: ${apiKey}\r\nContent-Length: 2000\r\n\r\n{`,
  );
  const dribble = setInterval(() => socket.write(' '), 1_000);
  socket.once('close', () => clearInterval(dribble));
  return socket;
}
