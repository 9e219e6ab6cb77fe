import { stripHarakat } from '../arabic-script.js';
import {
  isSheOfDefectivePast,
  verbalNounOfPast,
  otherPresentPerson,
  verbTenses,
} from './verb-forms.js';

describe('verbTenses', () => {
  const tenses = verbTenses(
    [
      'أَكَّد',
      'أَكَّدَت',
      'أَحَبّ',
      'أَحَبَّت',
      'يُؤَكِّد',
      'تُؤَكِّد',
      'نُؤَكِّد',
      'أَجْر',
      'أَجْرَى',
      'أَجْرَت',
      'كِتَاب',
      'تَقْرِير',
      'يَوْم',
      'يُفَكِّك',
      'يَسْتَقْبِل',
      'يُسْرَى',
      'يُوسُف',
      'يُحِبّ',
      'يَسْتَخْدِمُون',
      'قَطَّع',
      'يُقَطِّع',
      'رَتَّب',
    ].map((word) => word.normalize('NFC')),
  );

  it('finds a past verb by its "she" form and a present one by its "he" and "she" forms', () => {
    expect(tenses.get('أَكَّد')).toBe('past');
    expect(tenses.get('أَحَبّ'.normalize('NFC'))).toBe('past');
    expect(tenses.get('يُؤَكِّد'.normalize('NFC'))).toBe('present');
    expect(tenses.get('نُؤَكِّد'.normalize('NFC'))).toBe('present');
  });

  it('finds a form II past beside its present without its "she" form', () => {
    expect(tenses.get('قَطَّع'.normalize('NFC'))).toBe('past');
    expect(tenses.get('رَتَّب'.normalize('NFC'))).toBeUndefined(); // no present beside it
  });

  it("finds a derived form's present by its shape alone, not a name's nor a plural's", () => {
    expect(tenses.get('يُفَكِّك'.normalize('NFC'))).toBe('present');
    expect(tenses.get('يَسْتَقْبِل'.normalize('NFC'))).toBe('present');
    expect(tenses.get('يُسْرَى'.normalize('NFC'))).toBeUndefined();
    expect(tenses.get('يُوسُف'.normalize('NFC'))).toBeUndefined();
    expect(tenses.get('يُحِبّ'.normalize('NFC'))).toBeUndefined();
    expect(tenses.get('يَسْتَخْدِمُون'.normalize('NFC'))).toBeUndefined();
  });

  it('takes no noun for a verb', () => {
    expect(tenses.get('أَجْر')).toBeUndefined(); // أَجْرَت belongs to أَجْرَى
    expect(tenses.get('كِتَاب')).toBeUndefined();
    expect(tenses.get('تَقْرِير')).toBeUndefined();
    expect(tenses.get('يَوْم')).toBeUndefined();
  });
});

describe('otherPresentPerson', () => {
  const presentOf = (bare: string) => ({ يريد: 'يُرِيد', تستخدم: 'تَسْتَخْدِم', يصل: 'يَصِل' })[bare];

  it('gives the "I" and "we" persons the vowels of the "he" or "she" form', () => {
    expect(otherPresentPerson('أريد', presentOf)).toBe('أُرِيد');
    expect(otherPresentPerson('نستخدم', presentOf)).toBe('نَسْتَخْدِم');
  });

  it('leaves words of three letters, as often nouns (أصل), and other letters', () => {
    expect(otherPresentPerson('أصل', presentOf)).toBeUndefined();
    expect(otherPresentPerson('تريد', presentOf)).toBeUndefined();
  });
});

describe('verbalNounOfPast', () => {
  it('turns a past of form V or VI into its verbal noun, and leaves any other', () => {
    expect(verbalNounOfPast('تَوَجَّه')).toBe('تَوَجُّه'.normalize('NFC'));
    expect(verbalNounOfPast('تَعَاوَن')).toBe('تَعَاوُن');
    expect(verbalNounOfPast('أَرْسَل')).toBeUndefined();
  });
});

describe('isSheOfDefectivePast', () => {
  const listed = ['انْتَهَى', 'سَلْمَى'].map((word) => word.normalize('NFC'));
  const lexicon = {
    entry: (bare: string) => listed.find((word) => stripHarakat(word) === bare),
    tense: () => undefined,
  };

  it('finds the "she" form of a listed past in ى by its letters and its vowels', () => {
    expect(isSheOfDefectivePast('انْتَهَت', lexicon)).toBe(true);
    // سلمت's ى spelling is the name سَلْمَى, whose vowels are no سَلَّمَت's.
    expect(isSheOfDefectivePast('سَلَّمَت', lexicon)).toBe(false);
    expect(isSheOfDefectivePast('كَتَبْتُ', lexicon)).toBe(false);
  });
});
