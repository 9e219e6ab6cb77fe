import { spokenPcm } from '../../../../test/helpers/audio.js';
import { studioVoiceSpec } from '../../../voices/studio-voices.js';
import { resolveQuality } from '../../quality/quality.js';
import { EspeakSynthesizer } from './espeak-synthesizer.js';
import { prepareText } from '../../../arabic/index.js';

const synthesizer = new EspeakSynthesizer(1);
beforeAll(() => synthesizer.start(), 30_000);
afterAll(() => synthesizer.close());

const ARABIC = 'مرحبا بكم في خدمة تحويل النص إلى كلام، كيف حالك اليوم؟ نتمنى لك يوما سعيدا.';
const take = (dialect: 'msa' | 'egyptian' | null) => ({
  text: ARABIC,
  runs: prepareText(ARABIC),
  voice: studioVoiceSpec('layla'),
  dialect,
  quality: resolveQuality('flash'),
});

describe('EspeakSynthesizer', () => {
  // espeak-ng carries a little state from one utterance to the next, so repeated takes differ
  // by a few samples; the length is what shows both were read the same way.
  it('reads MSA as it reads Arabic with no dialect', async () => {
    const plain = await spokenPcm(synthesizer, take(null));
    const msa = await spokenPcm(synthesizer, take('msa'));
    expect(plain.samples.length / plain.sampleRate).toBeGreaterThan(ARABIC.length * 0.03);
    expect(Math.abs(msa.samples.length / plain.samples.length - 1)).toBeLessThan(0.01);
  });

  it('still rewrites the pronunciation for a regional dialect', async () => {
    const msa = await spokenPcm(synthesizer, take('msa'));
    const egyptian = await spokenPcm(synthesizer, take('egyptian'));
    expect(egyptian.samples.length).toBeGreaterThan(0);
    expect(Buffer.from(egyptian.samples.buffer).equals(Buffer.from(msa.samples.buffer))).toBe(
      false,
    );
  });
});
