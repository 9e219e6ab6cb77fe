import { ARABIC_WORD, hasHaraka } from '../arabic-script.js';
import { cardinalWords } from './cardinal.js';
import { ordinalWords } from './ordinal.js';
import { readNumbers } from './read-numbers.js';

/**
 * The number reader's words carry their short vowels, spelled as espeak-ng reads them right: a bare
 * "مئة" is said [m?t]. These tests pin the spellings; the evaluation checks them against espeak-ng.
 */
describe('vowelled number words', () => {
  it.each([
    [100, 'مِئَة'],
    [500, 'خَمْسُمِئَة'],
    [6, 'سِت\u0651\u064eة'],
    [60, 'سِت\u0651\u064fون'],
    [12, 'اِثْنَا عَشَر'],
    [18, 'ثَمَانِيَةَ عَشَر'],
    [22, 'اِثْنَان وَعِشْرُون'],
    [3000000, 'ثَلَاثَة مَلَايـِين'],
    [11000, 'أَحَدَ عَشَرَ أَلْفًا'],
  ])('reads %d as %s', (n, words) => {
    expect(cardinalWords(n)).toBe(words);
  });

  it("says a currency's nisba as the modern list does: أُرْدُنِيّ, one nun", () => {
    expect(readNumbers('50 دينار أردني').normalize('NFC')).toContain('أُرْدُنِيًّا'.normalize('NFC'));
  });

  it('joins a part that opens on اِ with a wasla, or espeak-ng says "wa:-ithnan"', () => {
    expect(cardinalWords(102)).toBe('مِئَة وَٱثْنَان');
  });

  it('drops the nun or tanween of a scale word in construct with its noun', () => {
    expect(
      cardinalWords(200, { gender: 'masculine', grammaticalCase: 'oblique', beforeNoun: true }),
    ).toBe('مِئَتَيْ');
    expect(
      cardinalWords(12e6, { gender: 'masculine', grammaticalCase: 'nominative', beforeNoun: true }),
    ).toBe('اِثْنَا عَشَرَ مِلْيُونَ');
  });

  it('writes the article before a sun letter without shadda, but with it after وَ', () => {
    expect(ordinalWords(8, 'feminine')).toBe('الثَامِنَة');
    expect(ordinalWords(33, 'masculine')).toBe('الثَالِث وَالث\u0651\u064eلَاثُون');
  });

  it('writes every shadda before its vowel, the order espeak-ng reads', () => {
    const text = readNumbers('6 دولارات و60 ريالا في 1600 مدينة الساعة 23:15');
    expect(text).not.toMatch(/[\u064B-\u0650]\u0651/);
  });

  it('vowels the two-word Hijri months the lexicon misreads (ذي الحِجَّة, not الحُجَّة)', () => {
    expect(readNumbers('في شهر ذي الحجة')).toBe('في شهر ذِي الحِج\u0651\u064eة');
    // Its ة typed as ه, a day before it.
    expect(readNumbers('9 ذو الحجه')).toBe('التَاسِع مِنْ ذِي الحِج\u0651\u064eة');
    expect(readNumbers('وجمادى الأولى')).toBe('وَجُمَادَى الأُولَى');
    // ذو as written, genitive after من, في or bi-: a day of the month is "of" it.
    expect(readNumbers('شهر ذو الحجة')).toBe('شهر ذُو الحِج\u0651\u064eة');
    expect(readNumbers('9 ذو الحجة')).toMatch(/ مِنْ ذِي الحِج\u0651\u064eة$/);
  });

  it('leaves no word it writes without vowels', () => {
    const written = readNumbers(
      '12 مليون درهم، 3 ساعات، 25%، -7، 2,5 مليون، 15/3/2024، 20:30، 1445هـ، 100 م، للمرة ال3، 0501234567',
    );
    const bare = (written.match(ARABIC_WORD) ?? []).filter((word) => !hasHaraka(word));
    expect(bare).toEqual(['ساعات', 'للمرة']);
  });
});
