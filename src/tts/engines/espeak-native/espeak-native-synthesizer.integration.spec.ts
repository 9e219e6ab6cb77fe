import { spokenPcm } from '../../../../test/helpers/audio.js';
import { existsSync } from 'node:fs';
import { RequestAbortedError } from '../../../common/errors.js';
import { studioVoiceSpec } from '../../../voices/studio-voices.js';
import type { DialectId } from '../../dialects/dialects.js';
import { resolveQuality } from '../../quality/quality.js';
import { ESPEAK_BINARY } from './espeak-cli.js';
import { EspeakNativeSynthesizer } from './espeak-native-synthesizer.js';
import { analyseVoice } from '../../../voices/library/voice-analysis.js';
import { prepareText } from '../../../arabic/index.js';

/** The service's own pitch tracker measures the voices the engine made. */
const medianPitchHz = async (samples: Int16Array, sampleRate: number) =>
  (await analyseVoice(samples, sampleRate)).profile.f0MedianHz;

const ARABIC = 'مرحبا بكم في خدمة تحويل النص إلى كلام، كيف حالك اليوم؟ نتمنى لك يوما سعيدا.';
const ENGLISH = 'Welcome to the text to speech service. How are you today?';
const FRENCH = 'Bienvenue dans le service de synthèse vocale. Comment allez-vous aujourd’hui ?';

const take = (text: string, voice = 'layla', dialect: DialectId | null = null) => ({
  text,
  runs: prepareText(text),
  voice: studioVoiceSpec(voice),
  dialect,
  quality: resolveQuality('flash'),
});
const seconds = (audio: { samples: Int16Array; sampleRate: number }) =>
  audio.samples.length / audio.sampleRate;

const describeWithEspeak = existsSync(ESPEAK_BINARY)
  ? describe
  : // The adapter drives the system binary; without it there is nothing to test.
    describe.skip;

describeWithEspeak('EspeakNativeSynthesizer', () => {
  const synthesizer = new EspeakNativeSynthesizer(2);
  beforeAll(() => synthesizer.start(), 30_000);
  afterAll(() => synthesizer.close());

  it.each([
    ['Arabic', ARABIC],
    ['English', ENGLISH],
    ['French', FRENCH],
  ])('reads %s at a plausible length', async (_, text) => {
    const audio = await spokenPcm(synthesizer, take(text));
    expect(audio.sampleRate).toBe(22050);
    expect(seconds(audio)).toBeGreaterThan(text.length * 0.03);
    expect(seconds(audio)).toBeLessThan(text.length * 0.15);
  });

  it('reads a mixed-language take as one clip', async () => {
    const arabic = await spokenPcm(synthesizer, take(ARABIC));
    const mixed = await spokenPcm(synthesizer, take(`${ARABIC} ${ENGLISH}`));
    expect(seconds(mixed)).toBeGreaterThan(seconds(arabic) + 1);
  });

  it('gives a female studio voice a clearly higher pitch than a male one', async () => {
    const [female, male] = await Promise.all(
      ['noura', 'mohammed'].map((voice) => spokenPcm(synthesizer, take(ARABIC, voice))),
    );
    expect(await medianPitchHz(female.samples, female.sampleRate)).toBeGreaterThan(
      1.5 * (await medianPitchHz(male.samples, male.sampleRate)),
    );
  });

  it('reads MSA as Arabic with no dialect, and a regional dialect differently', async () => {
    const plain = await spokenPcm(synthesizer, take(ARABIC));
    const msa = await spokenPcm(synthesizer, take(ARABIC, 'layla', 'msa'));
    const egyptian = await spokenPcm(synthesizer, take(ARABIC, 'layla', 'egyptian'));
    expect(Buffer.from(msa.samples.buffer).equals(Buffer.from(plain.samples.buffer))).toBe(true);
    expect(egyptian.samples.length).toBeGreaterThan(0);
    expect(Buffer.from(egyptian.samples.buffer).equals(Buffer.from(msa.samples.buffer))).toBe(
      false,
    );
  });

  it('rejects with RequestAbortedError when aborted mid-take, and keeps serving', async () => {
    const controller = new AbortController();
    const long = Array.from({ length: 60 }, () => ARABIC).join(' ');
    const speaking = spokenPcm(synthesizer, take(long), controller.signal);
    setTimeout(() => controller.abort(), 20);
    await expect(speaking).rejects.toBeInstanceOf(RequestAbortedError);
    expect(seconds(await spokenPcm(synthesizer, take(ENGLISH)))).toBeGreaterThan(1);
  });
});
