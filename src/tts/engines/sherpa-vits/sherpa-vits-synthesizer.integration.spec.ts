import { mkdtempSync, rmSync, unlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spokenPcm } from '../../../../test/helpers/audio.js';
import {
  TINY_VITS_SAMPLE_RATE,
  TINY_VITS_SAMPLES_PER_TOKEN,
  TINY_VITS_SPEAKER_GAINS,
  tinyVitsTokenCount,
  writeTinyVitsModel,
} from '../../../../test/helpers/onnx/tiny-vits.js';
import { RequestAbortedError, UnavailableError } from '../../../common/errors.js';
import { studioVoiceSpec, STUDIO_VOICES } from '../../../voices/studio-voices.js';
import { resolveQuality } from '../../quality/quality.js';
import { prepareText } from '../../../arabic/index.js';
import { SherpaVitsSynthesizer } from './sherpa-vits-synthesizer.js';

/**
 * The sherpa-vits adapter end to end on a model generated here (see tiny-vits.ts): loading,
 * the lexicon and tokens, speaker choice and the audio it returns. A real VITS or Piper voice
 * goes the same way (TTS_VITS_MODEL_DIR in the README); only the sound differs.
 */
const dir = mkdtempSync(join(tmpdir(), 'tiny-vits-'));
writeTinyVitsModel(dir);
const synthesizer = new SherpaVitsSynthesizer(dir, 1);
beforeAll(() => synthesizer.start(), 30_000);
afterAll(async () => {
  await synthesizer.close();
  rmSync(dir, { recursive: true, force: true });
});

const take = (text: string, voiceId = 'layla') => ({
  text,
  runs: prepareText(text),
  voice: studioVoiceSpec(voiceId),
  dialect: null,
  quality: resolveQuality('flash'),
});
const peak = (samples: Int16Array) => samples.reduce((max, s) => Math.max(max, Math.abs(s)), 0);
/** Two studio voices that land on different speakers of a two-speaker model. */
const [evenVoice, oddVoice] = [0, 1].map(
  (parity) =>
    STUDIO_VOICES.find((voice) => studioVoiceSpec(voice.id).speakerIndex % 2 === parity)!.id,
);

describe('SherpaVitsSynthesizer on a generated model', () => {
  it('speaks at the model’s own sample rate', () => {
    expect(synthesizer.sampleRate).toBe(TINY_VITS_SAMPLE_RATE);
  });

  it('renders one block of audio per token the lexicon makes of the text', async () => {
    const audio = await spokenPcm(synthesizer, take('Hello world', evenVoice));
    expect(audio.sampleRate).toBe(TINY_VITS_SAMPLE_RATE);
    expect(audio.samples.length).toBe(
      tinyVitsTokenCount(['hello', 'world']) * TINY_VITS_SAMPLES_PER_TOKEN,
    );
  });

  it('maps studio voices onto the model’s speakers', async () => {
    const even = await spokenPcm(synthesizer, take('hello', evenVoice));
    const odd = await spokenPcm(synthesizer, take('hello', oddVoice));
    expect(peak(even.samples) / 32767).toBeCloseTo(TINY_VITS_SPEAKER_GAINS[0], 2);
    expect(peak(odd.samples) / 32767).toBeCloseTo(TINY_VITS_SPEAKER_GAINS[1], 2);
  });

  it('renders nothing for a request already aborted', async () => {
    await expect(spokenPcm(synthesizer, take('hello'), AbortSignal.abort())).rejects.toThrow(
      RequestAbortedError,
    );
  });

  it('refuses at start a model directory without a lexicon or espeak-ng data', async () => {
    const broken = mkdtempSync(join(tmpdir(), 'tiny-vits-broken-'));
    try {
      writeTinyVitsModel(broken);
      unlinkSync(join(broken, 'lexicon.txt'));
      await expect(new SherpaVitsSynthesizer(broken, 1).start()).rejects.toThrow(
        new UnavailableError(
          `TTS_VITS_MODEL_DIR ${broken} needs espeak-ng-data/ (Piper) or lexicon.txt`,
        ),
      );
    } finally {
      rmSync(broken, { recursive: true, force: true });
    }
  });
});
