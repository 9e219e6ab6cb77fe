import { arabicText } from './arabic-text.js';
import type { BenchApp } from './bench-app.js';
import { watchEventLoop } from './process-watch.js';
import {
  openSocket,
  piecesOf,
  speak,
  speakAtOnceInWorker,
  type RealtimeTarget,
  type RealtimeTiming,
} from './realtime-clients.js';
import { fmt, printTable, target, type Target } from './report.js';
import { percentile } from './stats.js';
import { runStreamsInWorker, timeStream } from './stream-clients.js';

const FLUSHED_CHARACTERS = 100;
const FIRST_FRAME_LIMIT_MS = 100;
const PIECED_CHARACTERS = 1000;
const PIECE = 20;
const PIECE_GAP_MS = 30;
const PIECED_SHARE_LIMIT = 1.2;
const PIECED_RUNS = 5;
const SOCKETS_AT_ONCE = 20;
const SOCKET_CHARACTERS = 300;
const STALL_LIMIT_MS = 50;

/**
 * GET /tts/realtime (flash, pcm_16000): the first frame of a flushed sentence; 1,000 characters
 * typed in pieces against their typing time plus POST /tts/stream of the same text, in turns;
 * and 20 sockets speaking at once, each one's audio compared with the same text spoken alone.
 */
export async function benchRealtime(bench: BenchApp, runs: number) {
  const socketTarget: RealtimeTarget = {
    url: `${bench.baseUrl.replace('http', 'ws')}/tts/realtime?voiceId=layla&outputFormat=pcm_16000`,
    apiKey: bench.account.apiKey,
  };
  const turn = async (pieces: string[], gapMs: number): Promise<RealtimeTiming> => {
    const socket = await openSocket(socketTarget);
    try {
      return await speak(socket, pieces, gapMs);
    } finally {
      socket.close();
    }
  };

  const streamOf = (text: string) => () =>
    timeStream({
      url: `${bench.baseUrl}/tts/stream`,
      init: {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-api-key': bench.account.apiKey },
        body: JSON.stringify({ text, voiceId: 'layla', outputFormat: 'pcm_16000' }),
      },
    });

  console.log('realtime: first frame of a flushed sentence, in turns with /tts/stream ...');
  const sentence = arabicText(FLUSHED_CHARACTERS);
  const streamSentence = streamOf(sentence);
  await turn([sentence], 0);
  await streamSentence();
  const firstFrames: number[] = [];
  const streamFirstBytes: number[] = [];
  for (let round = 0; round < runs; round++) {
    firstFrames.push((await turn([sentence], 0)).firstFrameMs);
    streamFirstBytes.push((await streamSentence()).firstByteMs);
  }
  const firstFrameMs = percentile(firstFrames, 50);

  console.log(
    'realtime: 1,000 characters in 20-character pieces against /tts/stream, in turns ...',
  );
  const text = arabicText(PIECED_CHARACTERS);
  const pieces = piecesOf(text, PIECE);
  const stream = streamOf(text);
  await stream();
  const pieced: Array<{ socket: RealtimeTiming; streamMs: number }> = [];
  for (let round = 0; round < PIECED_RUNS; round++) {
    const socket = await turn(pieces, PIECE_GAP_MS);
    pieced.push({ socket, streamMs: (await stream()).totalMs });
  }
  const shares = pieced.map((r) => r.socket.lastFrameMs / (r.socket.sentMs + r.streamMs));
  const share = percentile(shares, 50);

  console.log(`realtime: ${SOCKETS_AT_ONCE} sockets at once ...`);
  const spoken = piecesOf(arabicText(SOCKET_CHARACTERS), PIECE);
  const alone = await turn(spoken, PIECE_GAP_MS);
  const { tally, watched: stall } = await speakAtOnceInWorker(
    socketTarget,
    spoken,
    PIECE_GAP_MS,
    SOCKETS_AT_ONCE,
    watchEventLoop,
  );
  const differing = tally.timings.filter((t) => t.audioHash !== alone.audioHash).length;
  // The same text through /tts/stream 20 at once, as a reading of what the shared machine
  // does to any 20 speakers at that moment.
  const streamLoop = watchEventLoop();
  await runStreamsInWorker(
    {
      url: `${bench.baseUrl}/tts/stream`,
      init: {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-api-key': bench.account.apiKey },
        body: JSON.stringify({ text: spoken.join(''), outputFormat: 'pcm_16000' }),
      },
    },
    SOCKETS_AT_ONCE,
  );
  const streamStall = streamLoop.stop();

  printTable(
    'Realtime socket, flash, pcm_16000 (ms, p50; the machine is shared, figures are noisy)',
    ['what', 'p50'],
    [
      [`first frame, flushed ${FLUSHED_CHARACTERS} chars`, fmt(firstFrameMs, 0)],
      ['  /tts/stream first byte, same sentence', fmt(percentile(streamFirstBytes, 50), 0)],
      [
        `${PIECED_CHARACTERS} chars in pieces: last frame`,
        fmt(
          percentile(
            pieced.map((r) => r.socket.lastFrameMs),
            50,
          ),
          0,
        ),
      ],
      [
        '  of which typing',
        fmt(
          percentile(
            pieced.map((r) => r.socket.sentMs),
            50,
          ),
          0,
        ),
      ],
      [
        '  /tts/stream whole body, same text',
        fmt(
          percentile(
            pieced.map((r) => r.streamMs),
            50,
          ),
          0,
        ),
      ],
      [`${SOCKETS_AT_ONCE} sockets: loop stall max`, fmt(stall.maxMs)],
      [`  beside ${SOCKETS_AT_ONCE} /tts/stream at once`, fmt(streamStall.maxMs)],
    ],
  );
  const targets: Target[] = [
    target(
      `realtime first frame, flushed ${FLUSHED_CHARACTERS} chars (p50)`,
      `${fmt(firstFrameMs, 0)} ms`,
      `< ${FIRST_FRAME_LIMIT_MS} ms`,
      firstFrameMs < FIRST_FRAME_LIMIT_MS,
    ),
    target(
      `realtime last frame, ${PIECED_CHARACTERS} chars in pieces, against typing + /tts/stream (p50)`,
      `${fmt(share, 2)}x`,
      `<= ${PIECED_SHARE_LIMIT}x`,
      share <= PIECED_SHARE_LIMIT,
    ),
    target(
      `event-loop stall max, ${SOCKETS_AT_ONCE} sockets at once`,
      `${fmt(stall.maxMs)} ms`,
      `< ${STALL_LIMIT_MS} ms`,
      stall.maxMs < STALL_LIMIT_MS,
    ),
    target(
      `sockets failed or with frames lost or moved, ${SOCKETS_AT_ONCE} at once`,
      String(tally.failed + differing),
      '0',
      tally.failed + differing === 0,
      tally.firstFailure,
    ),
  ];
  return {
    firstFrames,
    streamFirstBytes,
    pieced,
    socketsAtOnce: { stall, streamStall, failed: tally.failed, differing },
    targets,
  };
}
