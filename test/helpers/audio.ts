import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { decodeToPcm } from '../../src/audio/decoder.js';
import { ffmpegPath } from '../../src/audio/ffmpeg.js';
import { identifyAudioFormat } from '../../src/audio/audio-format.js';
import { pcmSamples, type PcmAudio } from '../../src/audio/pcm.js';
import { SpeechSynthesizer, type SynthesisTake } from '../../src/tts/ports/speech-synthesizer.js';

export const SPEECH_TRANSCRIPT = 'go forward ten meters he was not an ill disposed young man';

export function fixture(name: string): Buffer {
  return readFileSync(join(import.meta.dirname, '..', 'fixtures', 'audio', name));
}

/** The speech fixture (5.78 s) looped to `seconds` of 16-bit WAV, written in `dir`. */
export function loopedSpeechWav(dir: string, seconds: number): Buffer {
  const file = join(dir, `speech-${seconds}.wav`);
  const run = spawnSync(ffmpegPath(), [
    ...['-hide_banner', '-loglevel', 'error', '-y', '-stream_loop', '-1'],
    ...['-i', join(import.meta.dirname, '..', 'fixtures', 'audio', 'speech.wav')],
    ...['-t', String(seconds), '-c:a', 'pcm_s16le', file],
  ]);
  if (run.status !== 0)
    throw new Error(`ffmpeg could not loop the fixture: ${run.stderr.toString()}`);
  return readFileSync(file);
}

/** Decodes what the API returned, as a player would, and says how long it plays. */
export async function decodedSeconds(
  audio: Buffer,
): Promise<{ format: string | undefined; seconds: number }> {
  const format = await identifyAudioFormat(audio);
  if (!format) return { format: undefined, seconds: 0 };
  const decoded = await decodeToPcm(audio, format, { maxSeconds: 3600, timeoutMs: 60_000 });
  return { format: format.id, seconds: decoded.durationSeconds };
}

/** A synthesizer's whole take gathered into samples, for tests that look at the audio whole. */
export async function spokenPcm(
  synthesizer: SpeechSynthesizer,
  take: SynthesisTake,
  signal?: AbortSignal,
): Promise<PcmAudio> {
  const chunks: Buffer[] = [];
  for await (const chunk of synthesizer.synthesize(take, signal)) chunks.push(chunk);
  return { samples: pcmSamples(Buffer.concat(chunks)), sampleRate: synthesizer.sampleRate };
}

/** Integrated loudness (LUFS) as ffmpeg's EBU R128 meter reports it. */
export function integratedLoudness(mp3: Buffer): number {
  const run = spawnSync(
    ffmpegPath(),
    ['-hide_banner', '-i', 'pipe:0', '-af', 'ebur128', '-f', 'null', '-'],
    {
      input: mp3,
    },
  );
  const match = /I:\s+(-?[\d.]+) LUFS/.exec(run.stderr.toString().split('Summary:').at(-1) ?? '');
  if (!match) throw new Error('no loudness reading');
  return Number(match[1]);
}
