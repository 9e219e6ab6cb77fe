import { agreeWithEspeak, comparablePhonemes, parseSpellingList } from './espeak-agreement.js';

describe('comparablePhonemes (espeak-ng readings that sound the same at a pause)', () => {
  const same = (a: string, b: string) => expect(comparablePhonemes(a)).toBe(comparablePhonemes(b));

  it('drops the glottal onset before a first vowel (a hamzat wasl said after a pause)', () => {
    same('?iXtila:s', 'iXtila:s');
    same('?it:ifa:q', 'it:ifa:q');
  });

  it('reads a doubled consonant written doubled or long alike', () => {
    same('Xa:s[:a', 'Xa:s[s[a');
    same('fidH:a', 'fidHdHa');
    same('bis[::abR', 'bis[:abR');
    same('waR:asu:l', 'warRasu:l');
    same('tat[auwuA', 'tat[awwuA');
  });

  it('reads a pausal nisba, -iyya and -uww alike', () => {
    same('Rasmi:', 'Rasmijj');
    same('AaRabi:a', 'AaRabi:ja');
    same('qadHi:a', 'qadHijja');
    same('numu:', 'numu:w');
  });

  it('keeps apart what a listener hears', () => {
    expect(comparablePhonemes('mudun')).not.toBe(comparablePhonemes('mad:an'));
    expect(comparablePhonemes('mustahlika')).not.toBe(comparablePhonemes('mustahlik'));
    expect(comparablePhonemes('sai:a:Ra')).not.toBe(comparablePhonemes('saija:Ra'));
  });
});

describe('agreeWithEspeak', () => {
  // espeak-ng's dictionary reads the bare spelling, its letter rules our vowelled one.
  const readings: Record<string, [bare: string, vowelled: string]> = {
    الطاقة: ['at[a:qa', 'at[:a:qa'],
    أبوة: ['ubu:wa', 'ubuw:a'],
    مدن: ['mad:an', 'mudun'],
    غدا: ['Qada:', 'Qadan'],
    سنبلة: ['sunbula', 'sumbula'],
  };
  const reader = {
    read: (words: readonly string[]) =>
      Promise.resolve(
        words.map((word) => {
          const bare = word.replace(/[\u064B-\u0652\u0640]/g, '').replace(/ه$/, 'ة');
          return readings[bare][bare === word ? 0 : 1];
        }),
      ),
  };

  it("keeps an entry that differs only by a ط the article doubles, a glide espeak-ng's dictionary says as a vowel, a pausal tanween or a nun said m before ب", async () => {
    const { kept, dropped } = await agreeWithEspeak(
      ['الطَّاقَة', 'أُبُوَّة', 'غَدًا', 'سُنْبُلَة', 'مُدُن'],
      new Set(['طاقة', 'أبوة', 'غدا', 'سنبلة', 'مدن']),
      reader,
    );
    expect(kept).toEqual(['الطَّاقَة', 'أُبُوَّة', 'غَدًا', 'سُنْبُلَة']);
    expect(dropped).toEqual([['مُدُن', 'mudun', 'mad:an']]);
  });

  it('keeps the entries of a reviewed list of spellings espeak-ng misreads, and says which', async () => {
    const { kept, dropped, overruled } = await agreeWithEspeak(
      ['مُدُن'],
      new Set(['مدن']),
      reader,
      parseSpellingList('# a comment\nمدن  # مُدُن\n\n'),
    );
    expect(kept).toEqual(['مُدُن']);
    expect(dropped).toEqual([]);
    expect(overruled).toEqual(['مدن']);
  });
});
