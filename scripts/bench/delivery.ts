import { arabicText } from './arabic-text.js';
import type { BenchApp } from './bench-app.js';
import type { BenchOptions } from './options.js';
import { watchEventLoop } from './process-watch.js';
import { fmt, printTable, target, type Target } from './report.js';
import { expectOk } from './speech-endpoint.js';
import { percentile, timeInTurns } from './stats.js';
import { runStreamsInWorker, timeStream, type StreamTiming } from './stream-clients.js';

const CHARACTERS = 1000;
const FIRST_BYTE_SHARE_LIMIT = 0.2;
const FIRST_BYTE_LIMIT_MS = 150;
const STREAMS_AT_ONCE = 20;
const STALL_LIMIT_MS = 50;
/** Telephony and raw formats, each against the MP3 default on the same text. */
const CHEAP_FORMATS = ['ulaw_8000', 'pcm_8000', 'pcm_16000'];

/**
 * Speech delivery: POST /tts/stream's first byte and whole body against POST /tts (flash,
 * mp3_22050_64, 1,000 Arabic characters), timed in turns; the telephony and raw formats
 * against the MP3 default; and the server's event loop under 20 streams at once.
 */
export async function benchDelivery(bench: BenchApp, options: BenchOptions['delivery']) {
  const text = arabicText(CHARACTERS);
  const init = (body: object) => ({
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-api-key': bench.account.apiKey },
    body: JSON.stringify({ text, voiceId: 'layla', ...body }),
  });
  const streamRequest = {
    url: `${bench.baseUrl}/tts/stream`,
    init: init({ outputFormat: 'mp3_22050_64' }),
  };
  const post = (body: object) => () => expectOk(`${bench.baseUrl}/tts`, init(body));

  console.log('delivery: /tts/stream against POST /tts, in turns ...');
  const streams: StreamTiming[] = [];
  const [, postRuns] = await timeInTurns(options.runs, [
    async () => streams.push(await timeStream(streamRequest)),
    post({ outputFormat: 'mp3_22050_64' }),
  ]);
  streams.shift(); // the warm-up round
  const firstByteMs = percentile(
    streams.map((s) => s.firstByteMs),
    50,
  );
  const streamMs = percentile(
    streams.map((s) => s.totalMs),
    50,
  );
  const postMs = percentile(postRuns, 50);

  console.log(`delivery: ${CHEAP_FORMATS.join(', ')} against MP3, in turns ...`);
  const formatRuns = await timeInTurns(options.runs, [
    post({}),
    ...CHEAP_FORMATS.map((outputFormat) => post({ outputFormat })),
  ]);
  const formats = ['mp3 (default)', ...CHEAP_FORMATS].map((name, i) => ({
    name,
    p50Ms: percentile(formatRuns[i], 50),
  }));

  console.log(`delivery: ${STREAMS_AT_ONCE} streams at once ...`);
  const loop = watchEventLoop();
  const tally = await runStreamsInWorker(streamRequest, STREAMS_AT_ONCE);
  const stall = loop.stop();

  printTable(
    `Delivery, flash, ${CHARACTERS} Arabic chars (ms, p50; the machine is shared, figures are noisy)`,
    ['what', 'p50 ms'],
    [
      ['/tts/stream first byte', fmt(firstByteMs, 0)],
      ['/tts/stream whole body', fmt(streamMs, 0)],
      ['POST /tts', fmt(postMs, 0)],
      ...formats.map((f) => [`POST /tts ${f.name}`, fmt(f.p50Ms, 0)]),
      [`${STREAMS_AT_ONCE} streams: loop stall max`, fmt(stall.maxMs)],
    ],
  );
  const mp3Ms = formats[0].p50Ms;
  const targets: Target[] = [
    target(
      '/tts/stream first byte, share of the whole body (p50)',
      `${fmt((firstByteMs / streamMs) * 100)} %`,
      `< ${FIRST_BYTE_SHARE_LIMIT * 100} %`,
      firstByteMs / streamMs < FIRST_BYTE_SHARE_LIMIT,
    ),
    target(
      '/tts/stream first byte (p50)',
      `${fmt(firstByteMs, 0)} ms`,
      `< ${FIRST_BYTE_LIMIT_MS} ms`,
      firstByteMs < FIRST_BYTE_LIMIT_MS,
    ),
    target(
      '/tts/stream whole body against POST /tts (p50, in turns)',
      `${fmt(streamMs, 0)} vs ${fmt(postMs, 0)} ms`,
      'no slower',
      streamMs <= postMs,
    ),
    ...formats
      .slice(1)
      .map((f) =>
        target(
          `POST /tts ${f.name} against MP3 (p50, in turns)`,
          `${fmt(f.p50Ms, 0)} vs ${fmt(mp3Ms, 0)} ms`,
          'no slower',
          f.p50Ms <= mp3Ms,
        ),
      ),
    target(
      `event-loop stall max, ${STREAMS_AT_ONCE} streams at once`,
      `${fmt(stall.maxMs)} ms`,
      `< ${STALL_LIMIT_MS} ms`,
      stall.maxMs < STALL_LIMIT_MS,
    ),
    target(
      `stream failures, ${STREAMS_AT_ONCE} at once`,
      String(tally.failed),
      '0',
      tally.failed === 0,
      tally.firstFailure,
    ),
  ];
  // Every round's figures go into the results file, so the spread behind each p50 can be read.
  const rounds = { stream: streams, postMs: postRuns };
  return {
    firstByteMs,
    streamMs,
    postMs,
    rounds,
    formats,
    streamsAtOnce: { stall, ...tally },
    targets,
  };
}
