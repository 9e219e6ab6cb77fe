import { readFileSync } from 'node:fs';
import { identifyAudioFormat } from '../../audio/audio-format.js';
import { decodeToPcm } from '../../audio/decoder.js';
import { EspeakSynthesizer } from '../../tts/engines/espeak/espeak-synthesizer.js';
import { resolveQuality } from '../../tts/quality/quality.js';
import { prepareText } from '../../arabic/index.js';
import { spokenPcm } from '../../../test/helpers/audio.js';
import { studioVoiceSpec } from '../studio-voices.js';
import { analyseVoice } from './voice-analysis.js';

describe('analyseVoice on real and synthesized speech', () => {
  it('hears the recorded speaker of the speech fixture as a low male voice', async () => {
    const wav = readFileSync(new URL('../../../test/fixtures/audio/speech.wav', import.meta.url));
    const format = await identifyAudioFormat(wav);
    if (!format) throw new Error('speech.wav was not recognised');
    const pcm = await decodeToPcm(wav, format, { maxSeconds: 60, timeoutMs: 10_000 });
    const { profile, voicedSeconds } = await analyseVoice(pcm.samples, pcm.sampleRate);
    expect(profile.gender).toBe('male');
    expect(profile.f0MedianHz).toBeGreaterThan(80);
    expect(profile.f0MedianHz).toBeLessThan(160);
    expect(profile.f0RangeSemitones).toBeGreaterThan(2);
    expect(profile.f0RangeSemitones).toBeLessThan(14);
    // 15 syllables (12 words) in about 4.5 s of speaking.
    expect(profile.speakingRateWpm).toBeGreaterThan(80);
    expect(profile.speakingRateWpm).toBeLessThan(220);
    expect(voicedSeconds).toBeGreaterThan(2);
  });

  describe('with espeak-ng studio voices', () => {
    const synthesizer = new EspeakSynthesizer(2);
    beforeAll(() => synthesizer.start(), 30_000);
    afterAll(() => synthesizer.close());

    const ARABIC =
      'مرحبا بكم في خدمة تحويل النص إلى كلام. كيف حالك اليوم؟ نحن سعداء بخدمتك في كل وقت.';
    const speak = async (voiceId: string) => {
      const audio = await spokenPcm(synthesizer, {
        text: ARABIC,
        runs: prepareText(ARABIC),
        voice: studioVoiceSpec(voiceId),
        dialect: null,
        quality: resolveQuality('flash'),
      });
      return (await analyseVoice(audio.samples, audio.sampleRate)).profile;
    };

    it('tells the female and male voices apart and hears the clear voice as brighter', async () => {
      const [noura, layla, mohammed] = await Promise.all(['noura', 'layla', 'mohammed'].map(speak));
      expect(noura.gender).toBe('female');
      expect(noura.f0MedianHz).toBeGreaterThan(165);
      expect(mohammed.gender).toBe('male');
      expect(mohammed.f0MedianHz).toBeLessThan(165);
      // Same pitch level; layla has the clear tract (brightness 0.55), noura the warm one (0.1).
      expect(layla.brightness).toBeGreaterThan(noura.brightness + 0.1);
      for (const profile of [noura, layla, mohammed]) {
        expect(profile.speakingRateWpm).toBeGreaterThan(120);
        expect(profile.speakingRateWpm).toBeLessThan(260);
      }
    });
  });
});
