import { alignWords } from './align.js';
import { readWords, sameText, skeletonOf } from './words.js';

describe('readWords', () => {
  it('drops silent punctuation, splits where the script changes and keeps spoken symbols', () => {
    expect(readWords('نعمل على الـbackend، بنسبة ٥٠٪ (تقريبًا).').map((w) => w.written)).toEqual([
      'نعمل',
      'على',
      'ال',
      'backend',
      'بنسبة',
      '٥٠',
      '٪',
      'تقريبًا',
    ]);
  });

  it('reads a short acronym letter by letter however it is written', () => {
    expect(sameText(readWords('منفذ U S B'), readWords('منفذ USB'))).toBe(true);
    expect(sameText(readWords('منفذ U S B'), readWords('منفذ يُو إِس بِي'))).toBe(true);
    expect(sameText(readWords('منفذ U S B'), readWords('منفذ يُو إِس'))).toBe(false);
  });

  it('joins hundreds written apart, as they are said and as the reader writes them', () => {
    expect(readWords('دفع ثَلَاثَ مِئَةِ ريال').map((w) => w.written)).toEqual([
      'دفع',
      'ثَلَاثَمِئَةِ',
      'ريال',
    ]);
    expect(sameText(readWords('وخمس مائة'), readWords('وَخَمْسُمِئَة'))).toBe(true);
    expect(readWords('ثلاث سنوات').length).toBe(2);
  });

  it('keeps a tatweel inside its word and the order of an output word’s marks', () => {
    const [word] = readWords('ثَمَانِـيَ');
    expect(word.written).toBe('ثَمَانِـيَ');
    expect(readWords('تَغْيـِير')[0].written).toBe('تَغْيـِير'); // a tatweel carrying a mark
    expect(readWords('مَرَّة')[0].written).toBe('مَرَّة');
  });

  it('marks vowelled Arabic words, whose sound is compared', () => {
    expect(readWords('ذهب الوَلَدُ').map((w) => w.vowelled)).toEqual([false, true]);
  });
});

describe('the letters of a word', () => {
  it('leave out the alif of an accusative tanween, which only seats the case ending', () => {
    expect(sameText(readWords('دفع عشرين رِيَالًا'), readWords('دفع عشرين ريال'))).toBe(true);
    expect(sameText(readWords('دفع عشرين ريالاً'), readWords('دفع عشرين ريال'))).toBe(true);
    expect(sameText(readWords('مرحبا'), readWords('مرحب'))).toBe(false);
  });
});

describe('skeletonOf', () => {
  it('folds hamza seats, alif maqsura, a final ta marbuta and marks', () => {
    expect(skeletonOf('إِلَى')).toBe(skeletonOf('الي'));
    expect(skeletonOf('مَدْرَسَةٌ')).toBe('مدرسه');
    expect(skeletonOf('مِـيَاه')).toBe('مياه');
    expect(skeletonOf('ثَلَاثُمِائَةٍ')).toBe(skeletonOf('ثَلَاثُمِئَة'));
    expect(skeletonOf('مائتان')).toBe('مئتان');
  });
});

describe('alignWords', () => {
  it('pairs words across one missing and one extra word without shifting the rest', () => {
    const reference = readWords('ذهب الولد إلى المدرسة صباحا');
    const output = readWords('ذهب إلى هذه المدرسة صباحا');
    expect(alignWords(reference, output)).toEqual([0, -1, 1, 3, 4]);
  });

  it('pairs a word with other letters in its place', () => {
    expect(alignWords(readWords('ثلاثة كتب'), readWords('ثلاث كتب'))).toEqual([0, 1]);
  });
});
