import { existsSync } from 'node:fs';
import { studioVoiceSpec } from '../../../voices/studio-voices.js';
import type { DialectId } from '../../dialects/dialects.js';
import { resolveQuality } from '../../quality/quality.js';
import { prepareText } from '../../../arabic/index.js';
import { ESPEAK_BINARY, phonemizeArabic } from '../espeak-native/espeak-cli.js';
import { planUtterances } from './utterance-plan.js';

const describeWithEspeak = existsSync(ESPEAK_BINARY)
  ? describe
  : // The phonemes come from the system binary; without it there is nothing to test.
    describe.skip;

/** What espeak-ng is asked to say for a take, phonemes and all. */
const planned = async (text: string, dialect: DialectId) => {
  const utterances = await planUtterances(
    {
      text,
      runs: prepareText(text),
      voice: studioVoiceSpec('layla'),
      dialect,
      quality: resolveQuality('flash'),
    },
    (clauses, signal) => phonemizeArabic('', clauses, signal),
  );
  return utterances.map((utterance) => utterance.input).join(' ');
};

describeWithEspeak('planUtterances with dialects and espeak-ng phonemes', () => {
  it('reads the everyday words of a clause in the dialect and its learned words as written', async () => {
    const gulf = await planned('قال إن القرآن في الكتاب.', 'gulf');
    expect(gulf).toContain("g'a:l");
    expect(gulf).toContain("q'uR?a:n");
    expect(gulf).toContain("k'ita:b");
    expect(gulf).not.toContain('tS');
  });

  it('gives Cairene t for θ in native words and s in learned ones', async () => {
    const egyptian = await planned('الثوب من الثقافة.', 'egyptian');
    expect(egyptian).toContain("?att'o:b");
    expect(egyptian).toMatch(/ss'aqa:f/);
  });
});
