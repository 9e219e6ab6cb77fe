import { decodedSeconds, integratedLoudness, spokenPcm } from '../../../test/helpers/audio.js';
import { FfmpegAudioCodec } from '../../audio/ffmpeg-audio-codec.js';
import { RequestAbortedError } from '../../common/errors.js';
import { studioVoiceSpec } from '../../voices/studio-voices.js';
import { EspeakSynthesizer } from '../engines/espeak/espeak-synthesizer.js';
import { planDialogue } from './dialogue-planner.js';
import { resolveQuality } from '../quality/quality.js';
import { SynthesisService, TAKE_PAUSE_SECONDS } from './synthesis.service.js';
import { analyseVoice } from '../../voices/library/voice-analysis.js';
import { prepareText } from '../../arabic/index.js';
import { readLines } from '../reading/read-lines.js';

/** The service's own pitch tracker measures the voices the engine made. */
const medianPitchHz = async (samples: Int16Array, sampleRate: number) =>
  (await analyseVoice(samples, sampleRate)).profile.f0MedianHz;

// Real engine, real encoder: one warm worker pool for the whole file.
const synthesizer = new EspeakSynthesizer(2);
const service = new SynthesisService(synthesizer, new FfmpegAudioCodec());

beforeAll(() => synthesizer.start(), 30_000);
afterAll(() => synthesizer.close());

const ARABIC = 'مرحبا بكم في خدمة تحويل النص إلى كلام. كيف حالك اليوم؟';
const ENGLISH = 'Welcome to the speech service. How are you today?';
const FRENCH = 'Bienvenue dans notre service de synthèse vocale. Comment allez-vous?';

function take(text: string, voiceId = 'layla') {
  const runs = prepareText(text);
  const runLines = runs.map(() => 0);
  return { text, runs, runLines, voice: studioVoiceSpec(voiceId), dialect: null };
}

describe('SynthesisService with espeak-ng', () => {
  it.each([
    ['Arabic', ARABIC],
    ['English', ENGLISH],
    ['French', FRENCH],
  ])('speaks %s into an MP3 whose length fits the text', async (_language, text) => {
    const { audio: mp3, durationSeconds } = await service.speak(
      [take(text)],
      resolveQuality('flash'),
    );
    const { format, seconds } = await decodedSeconds(mp3);
    expect(format).toBe('mp3');
    expect(Math.abs(seconds - durationSeconds)).toBeLessThan(0.15);
    expect(seconds / text.length).toBeGreaterThan(0.03);
    expect(seconds / text.length).toBeLessThan(0.2);
  });

  it('joins dialogue takes in order with an even pause', async () => {
    const plan = planDialogue(
      [
        { text: 'مرحبا يا أحمد', voiceId: 'layla' },
        { text: 'أهلا يا ليلى', voiceId: 'ahmed' },
      ],
      {
        dialectsApply: true,
        resolveVoice: studioVoiceSpec,
        read: readLines(['مرحبا يا أحمد', 'أهلا يا ليلى']),
      },
    );
    const flash = resolveQuality('flash');
    const [first, second] = await Promise.all(plan.takes.map((t) => service.speak([t], flash)));
    const whole = await service.speak(plan.takes, flash);
    const expected = first.durationSeconds + second.durationSeconds + TAKE_PAUSE_SECONDS;
    // The voices' flutter is random, so a take's length varies by a few milliseconds from
    // one rendering to the next (measured: up to 6 ms); a lost or doubled pause is far more.
    expect(Math.abs(whole.durationSeconds - expected)).toBeLessThan(0.02);
  });

  it('gives female and male studio voices clearly different pitch', async () => {
    const flash = resolveQuality('flash');
    const [female, male] = await Promise.all(
      ['noura', 'mohammed'].map((id) =>
        spokenPcm(synthesizer, { ...take(ARABIC, id), quality: flash }),
      ),
    );
    expect(await medianPitchHz(female.samples, female.sampleRate)).toBeGreaterThan(
      1.5 * (await medianPitchHz(male.samples, male.sampleRate)),
    );
  });

  it('finishes pro takes near -16 LUFS', async () => {
    const { audio: mp3 } = await service.speak(
      [take(`${ARABIC} ${ARABIC}`)],
      resolveQuality('pro'),
    );
    expect(Math.abs(integratedLoudness(mp3) + 16)).toBeLessThan(2);
  });

  it('rejects with RequestAbortedError when the client goes away mid-synthesis', async () => {
    const controller = new AbortController();
    const long = Array.from({ length: 40 }, () => ARABIC).join(' ');
    const speaking = service.speak([take(long)], resolveQuality('flash'), controller.signal);
    setTimeout(() => controller.abort(), 50);
    await expect(speaking).rejects.toBeInstanceOf(RequestAbortedError);
    // The pool replaced the interrupted worker and keeps serving.
    const after = await service.speak([take(ENGLISH)], resolveQuality('flash'));
    expect(after.durationSeconds).toBeGreaterThan(1);
  });

  it('rejects at once when the signal is already aborted', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(
      service.speak([take(ARABIC)], resolveQuality('flash'), controller.signal),
    ).rejects.toBeInstanceOf(RequestAbortedError);
  });
});
