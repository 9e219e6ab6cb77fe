import { readFile } from 'node:fs/promises';
import { TranscriptionService } from '../../src/stt/transcription.service.js';
import type { BenchApp } from './bench-app.js';
import type { BenchOptions } from './options.js';
import { watchEventLoop, watchRss, type LoopStall, type RssUse } from './process-watch.js';
import { fmt, printTable, target, type Target } from './report.js';
import { endpointIsRouted, expectOk } from './speech-endpoint.js';
import { percentile, timeEach } from './stats.js';
import { SPEECH_FIXTURE, speechMp3, speechWav, type Clip } from './stt-audio.js';

const CLIP_SECONDS = [10, 60];
/** Under the 25 MB upload limit, however a megabyte is counted. */
const BIG_MP3_BYTES = 24_900_000;

type Transcribe = (
  clip: Clip,
  signal?: AbortSignal,
) => Promise<{ durationSeconds: number; text: string }>;

export interface ClipFigures {
  audioSeconds: number;
  via: 'service' | 'http';
  runsMs: number[];
  p50Ms: number;
  /** Processing time over audio duration, at p50: below 1 is faster than real time. */
  realTimeFactor: number;
  transcriptStart: string;
  loop: LoopStall;
}

export interface BigUploadFigures {
  bytes: number;
  audioSeconds: number;
  via: 'service' | 'http';
  finished: boolean;
  seconds: number;
  error?: string;
  /** This process only: ffmpeg and the recogniser run in child processes. */
  rss: RssUse;
  loop: LoopStall;
}

/**
 * Real-time factor of TranscriptionService (from the app's container) and, when
 * POST /stt/transcribe is routed, of the whole request; optionally the memory a ~25 MB
 * MP3 costs (`--big`).
 */
export async function benchStt(bench: BenchApp, options: BenchOptions['stt'] & { big: boolean }) {
  const service = bench.app.get(TranscriptionService);
  const url = `${bench.baseUrl}/stt/transcribe`;
  const viaService: Transcribe = async (clip, signal) =>
    service.run(await service.accept(clip.bytes), signal);
  const viaHttp: Transcribe = async (clip, signal) =>
    (await expectOk(url, { ...upload(clip, bench.account.apiKey), signal })) as Awaited<
      ReturnType<Transcribe>
    >;

  const fixture: Clip = {
    bytes: await readFile(SPEECH_FIXTURE),
    mimeType: 'audio/wav',
    fileName: 'speech.wav',
  };
  const routed = await endpointIsRouted(url, upload(fixture, bench.account.apiKey));
  console.log(
    `stt: service${routed ? ' and POST /stt/transcribe' : ' only (POST /stt/transcribe answers 404)'} ...`,
  );
  const ways: Array<[ClipFigures['via'], Transcribe]> = [['service', viaService]];
  if (routed) ways.push(['http', viaHttp]);
  // One warm-up each, on the short fixture, so the first timed run starts with warm engines.
  for (const [, transcribe] of ways) await transcribe(fixture);

  const clips: ClipFigures[] = [];
  for (const seconds of CLIP_SECONDS) {
    const clip = await speechWav(seconds);
    for (const [via, transcribe] of ways)
      clips.push(await measureClip(clip, via, transcribe, options.runs));
  }
  const big = options.big
    ? await measureBigUpload(
        routed ? 'http' : 'service',
        routed ? viaHttp : viaService,
        options.bigTimeoutSeconds,
      )
    : undefined;
  printStt(clips, big);
  return { httpRouted: routed, clips, big, targets: sttTargets(clips, big) };
}

function upload(clip: Clip, apiKey: string): RequestInit {
  const form = new FormData();
  form.append('audio', new Blob([clip.bytes], { type: clip.mimeType }), clip.fileName);
  return { method: 'POST', headers: { 'x-api-key': apiKey }, body: form };
}

async function measureClip(
  clip: Clip,
  via: ClipFigures['via'],
  transcribe: Transcribe,
  runs: number,
) {
  let last = { durationSeconds: Number.NaN, text: '' };
  const loop = watchEventLoop();
  const runsMs = await timeEach(runs, async () => {
    last = await transcribe(clip);
  });
  const p50Ms = percentile(runsMs, 50);
  return {
    audioSeconds: last.durationSeconds,
    via,
    runsMs,
    p50Ms,
    realTimeFactor: p50Ms / 1000 / last.durationSeconds,
    transcriptStart: last.text.slice(0, 60),
    loop: loop.stop(),
  };
}

async function measureBigUpload(
  via: BigUploadFigures['via'],
  transcribe: Transcribe,
  timeoutSeconds: number,
): Promise<BigUploadFigures> {
  const clip = await speechMp3(BIG_MP3_BYTES);
  const audioSeconds = Math.floor(BIG_MP3_BYTES / (128_000 / 8));
  console.log(
    `stt: ${fmt(clip.bytes.length / 1e6)} MB MP3 (${audioSeconds} s) via ${via}, at most ${timeoutSeconds} s ...`,
  );
  const rss = watchRss();
  const loop = watchEventLoop();
  const start = performance.now();
  let finished = true;
  let error: string | undefined;
  try {
    await transcribe(clip, AbortSignal.timeout(timeoutSeconds * 1000));
  } catch (failure) {
    finished = false;
    error = String(failure);
  }
  return {
    bytes: clip.bytes.length,
    audioSeconds,
    via,
    finished,
    seconds: (performance.now() - start) / 1000,
    error,
    rss: rss.stop(),
    loop: loop.stop(),
  };
}

function sttTargets(clips: readonly ClipFigures[], big: BigUploadFigures | undefined): Target[] {
  const targets = clips.map((c) =>
    target(
      `event-loop stall max, STT ${fmt(c.audioSeconds, 0)} s via ${c.via}`,
      `${fmt(c.loop.maxMs)} ms`,
      '< 50 ms',
      c.loop.maxMs < 50,
    ),
  );
  if (big) {
    targets.push(
      target(
        `event-loop stall max, ~25 MB MP3 via ${big.via}`,
        `${fmt(big.loop.maxMs)} ms`,
        '< 50 ms',
        big.loop.maxMs < 50,
      ),
    );
  }
  return targets;
}

function printStt(clips: readonly ClipFigures[], big: BigUploadFigures | undefined): void {
  printTable(
    'STT, default engine (RTF = processing time / audio duration, at p50)',
    ['audio s', 'via', 'runs ms', 'p50 ms', 'RTF', 'loop max ms', 'transcript starts'],
    clips.map((c) => [
      fmt(c.audioSeconds, 2),
      c.via,
      c.runsMs.map((ms) => fmt(ms, 0)).join(' '),
      fmt(c.p50Ms, 0),
      fmt(c.realTimeFactor, 3),
      fmt(c.loop.maxMs),
      c.transcriptStart,
    ]),
  );
  if (!big) return;
  printTable(
    'STT, ~25 MB MP3 (RSS of the API process; engines run in child processes)',
    [
      'MB',
      'audio s',
      'via',
      'finished',
      'seconds',
      'RSS before MB',
      'RSS peak MB',
      'growth MB',
      'loop max ms',
    ],
    [
      [
        fmt(big.bytes / 1e6),
        String(big.audioSeconds),
        big.via,
        big.finished ? 'yes' : `no (${big.error ?? ''})`,
        fmt(big.seconds),
        fmt(big.rss.beforeMb, 0),
        fmt(big.rss.peakMb, 0),
        fmt(big.rss.growthMb, 0),
        fmt(big.loop.maxMs),
      ],
    ],
  );
}
