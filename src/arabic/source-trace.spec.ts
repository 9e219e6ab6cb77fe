import { commonWords, retrace, traceOf, traceSlice } from './source-trace.js';

/** The caller's characters each word of a traced text reads. */
const readings = (input: string, text: string, rewrites: string[]) => {
  let traced = traceOf(input);
  for (const next of rewrites) traced = retrace(traced, next);
  expect(traced.text).toBe(text);
  return traced.words.map((word) => [
    traced.text.slice(word.start, word.end),
    input.slice(word.source.start, word.source.end),
  ]);
};

function lcsLength(a: string[], b: string[]): number {
  const table = Array.from({ length: a.length + 1 }, () => new Array<number>(b.length + 1).fill(0));
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      table[i][j] =
        a[i - 1] === b[j - 1]
          ? table[i - 1][j - 1] + 1
          : Math.max(table[i - 1][j], table[i][j - 1]);
    }
  }
  return table[a.length][b.length];
}

describe('commonWords', () => {
  it('finds a longest common subsequence, as pairs of indices of equal words, in order', () => {
    let seed = 7;
    const random = () => (seed = (seed * 48271) % 2147483647) / 2147483647;
    for (let round = 0; round < 300; round++) {
      const words = (length: number) =>
        Array.from({ length }, () => 'abcd'[Math.floor(random() * 4)]);
      const a = words(Math.floor(random() * 12));
      const b = words(Math.floor(random() * 12));
      const pairs = commonWords(a, b);
      expect(pairs).toHaveLength(lcsLength(a, b));
      for (const [index, [i, j]] of pairs.entries()) {
        expect(a[i]).toBe(b[j]);
        if (index > 0) {
          expect(i).toBeGreaterThan(pairs[index - 1][0]);
          expect(j).toBeGreaterThan(pairs[index - 1][1]);
        }
      }
    }
  });
});

describe('retrace', () => {
  it('keeps the source of words that only gained short vowels or a spoken ta marbuta', () => {
    expect(readings('كتب الطالبة الدرس', 'كَتَبَ الطَّالِبَه الدَّرْس', ['كَتَبَ الطَّالِبَه الدَّرْس'])).toEqual([
      ['كَتَبَ', 'كتب'],
      ['الطَّالِبَه', 'الطالبة'],
      ['الدَّرْس', 'الدرس'],
    ]);
  });

  it('gives every word of an expanded number the number as written', () => {
    expect(
      readings('عندي ١٢٥ كتابا', 'عندي مئة وخمسة وعشرون كتابا', [
        'عندي 125 كتابا',
        'عندي مئة وخمسة وعشرون كتابا',
      ]),
    ).toEqual([
      ['عندي', 'عندي'],
      ['مئة', '١٢٥'],
      ['وخمسة', '١٢٥'],
      ['وعشرون', '١٢٥'],
      ['كتابا', 'كتابا'],
    ]);
  });

  it('pairs rewritten words one for one when a step rewrote as many as it removed', () => {
    expect(readings('a 5 b 6 c', 'a five b six c', ['a five b six c'])).toEqual([
      ['a', 'a'],
      ['five', '5'],
      ['b', 'b'],
      ['six', '6'],
      ['c', 'c'],
    ]);
    expect(readings('x 1 2 y', 'x one two y', ['x one two y']).map(([, source]) => source)).toEqual(
      ['x', '1', '2', 'y'],
    );
  });

  it('lets a phrase rewritten as a whole cover all the words it replaced', () => {
    expect(
      readings('قال د. أحمد', 'قال الدكتور أحمد', ['قال الدكتور أحمد']).map(([, source]) => source),
    ).toEqual(['قال', 'د.', 'أحمد']);
    expect(
      readings('ج. م. ع', 'جمهورية مصر العربية الكبرى', ['جمهورية مصر العربية الكبرى']).map(
        ([, source]) => source,
      ),
    ).toEqual(['ج. م. ع', 'ج. م. ع', 'ج. م. ع', 'ج. م. ع']);
  });

  it('traces a slice of the text, re-based on the slice', () => {
    const traced = retrace(traceOf('hello عالم'), 'hello عَالَم');
    expect(traceSlice(traced, 6, 'عَالَم')).toEqual([
      { start: 0, end: 6, source: { start: 6, end: 10 } },
    ]);
  });
});
