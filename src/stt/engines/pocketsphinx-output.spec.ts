import { parsePocketsphinxOutput } from './pocketsphinx-output.js';

/** What pocketsphinx_continuous -time yes printed for test/fixtures/audio/speech.wav. */
const OUTPUT = `go forward ten meters
<s> 0.000 0.240 1.000000
<sil> 0.250 0.450 0.706282
go 0.460 0.630 0.997303
forward 0.640 1.160 0.996207
ten 1.170 1.520 0.243981
meters 1.530 2.110 0.806360
</s> 2.120 2.600 1.000000
he was not an illness those young man
<s> 2.670 2.840 0.999400
he 2.980 3.090 0.998601
was(2) 3.100 3.310 0.999500
[SPEECH] 3.750 3.870 0.600340
an(2) 3.880 4.050 0.646585
++NOISE++ 4.060 4.450 0.770412
man 5.100 5.550 0.908908
</s> 5.560 5.740 1.000000
`;

describe('parsePocketsphinxOutput', () => {
  const parsed = parsePocketsphinxOutput(OUTPUT);

  it('keeps the transcript lines as the text, joined by spaces', () => {
    expect(parsed.text).toBe('go forward ten meters he was not an illness those young man');
  });

  it('times every word, without fillers or pronunciation variants, ending at its last frame’s end', () => {
    expect(parsed.words?.map((word) => word.text)).toEqual([
      ...['go', 'forward', 'ten', 'meters'],
      ...['he', 'was', 'an', 'man'],
    ]);
    expect(parsed.words?.[0]).toEqual({ text: 'go', start: 0.46, end: 0.64, confidence: 0.997303 });
  });

  it('makes each utterance between <s> and </s> one segment spanning its words', () => {
    expect(parsed.segments).toEqual([
      { start: 0.46, end: 2.12, text: 'go forward ten meters' },
      { start: 2.98, end: 5.56, text: 'he was an man' },
    ]);
  });

  it('reads silence (no output) as no words and no segments', () => {
    expect(parsePocketsphinxOutput('')).toEqual({ text: '', words: [], segments: [] });
  });
});
