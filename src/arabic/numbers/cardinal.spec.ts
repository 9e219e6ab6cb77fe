import { stripHarakat } from '../arabic-script.js';
import { cardinalWords, digitByDigit } from './cardinal.js';
import { ordinalWords } from './ordinal.js';

const oblique = { gender: 'masculine', grammaticalCase: 'oblique' } as const;
const feminine = { gender: 'feminine', grammaticalCase: 'nominative' } as const;

describe('cardinalWords', () => {
  it.each([
    [0, 'صفر'],
    [1, 'واحد'],
    [2, 'اثنان'],
    [3, 'ثلاثة'],
    [10, 'عشرة'],
    [11, 'أحد عشر'],
    [12, 'اثنا عشر'],
    [15, 'خمسة عشر'],
    [20, 'عشرون'],
    [21, 'واحد وعشرون'],
    [99, 'تسعة وتسعون'],
    [100, 'مئة'],
    [200, 'مئتان'],
    [305, 'ثلاثمئة وخمسة'],
    [1000, 'ألف'],
    [2000, 'ألفان'],
    [3000, 'ثلاثة آلاف'],
    [11000, 'أحد عشر ألفًا'],
    [100000, 'مئة ألف'],
    [1250000, 'مليون ومئتان وخمسون ألفًا'],
    [5000000, 'خمسة ملايين'],
    [2000000000, 'ملياران'],
    [7000000000, 'سبعة مليارات'],
    [1999, 'ألف وتسعمئة وتسعة وتسعون'],
  ])('reads %d as %s', (n, words) => {
    expect(letters(cardinalWords(n))).toBe(letters(words));
  });

  it('uses the oblique endings for duals and tens', () => {
    expect(letters(cardinalWords(2024, oblique))).toBe(letters('ألفين وأربعة وعشرين'));
    expect(letters(cardinalWords(12, oblique))).toBe(letters('اثني عشر'));
    expect(letters(cardinalWords(200, oblique))).toBe(letters('مئتين'));
  });

  it('takes the forms used with feminine nouns', () => {
    expect(letters(cardinalWords(3, feminine))).toBe(letters('ثلاث'));
    expect(letters(cardinalWords(11, feminine))).toBe(letters('إحدى عشرة'));
    expect(letters(cardinalWords(12, feminine))).toBe(letters('اثنتا عشرة'));
    expect(letters(cardinalWords(13, feminine))).toBe(letters('ثلاث عشرة'));
    expect(letters(cardinalWords(21, feminine))).toBe(letters('إحدى وعشرون'));
  });

  it('rejects what it cannot read', () => {
    expect(() => cardinalWords(-1)).toThrow(RangeError);
    expect(() => cardinalWords(1.5)).toThrow(RangeError);
    expect(() => cardinalWords(1e16)).toThrow(RangeError);
  });
});

describe('ordinalWords', () => {
  it.each([
    [1, 'masculine', 'الأول'],
    [11, 'masculine', 'الحادي عشر'],
    [15, 'masculine', 'الخامس عشر'],
    [20, 'masculine', 'العشرون'],
    [31, 'masculine', 'الحادي والثلاثون'],
    [1, 'feminine', 'الأولى'],
    [11, 'feminine', 'الحادية عشرة'],
    [12, 'feminine', 'الثانية عشرة'],
  ] as const)('reads %d (%s) as %s', (n, gender, words) => {
    expect(letters(ordinalWords(n, gender))).toBe(letters(words));
  });
});

describe('digitByDigit', () => {
  it('reads each digit', () => {
    expect(letters(digitByDigit('050'))).toBe(letters('صفر خمسة صفر'));
  });
});

/** These tests pin the words; the vowels are pinned in vowels.spec.ts. */
function letters(text: string): string {
  return stripHarakat(text)
    .replace(/\u0640/g, '')
    .replace(/ٱ/g, 'ا');
}
