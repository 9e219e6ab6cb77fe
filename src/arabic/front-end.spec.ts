import { stripHarakat } from './arabic-script.js';
import { prepareText } from './front-end.js';
import { PronunciationLexicon } from './pronunciation-lexicon.js';
import { DEFAULT_READING } from './reading-options.js';
import { speakableForm } from './diacritics/speakable-form.js';

const languagesAndTexts = (input: string) =>
  prepareText(input).map(({ language, text }) => ({ language, text }));

/** Each word read, with the characters of the input it stands for. */
const readings = (input: string) =>
  prepareText(input, { ...DEFAULT_READING, traceWords: true }).flatMap((run) =>
    run.words.map((word) => [
      stripHarakat(run.text.slice(word.start, word.end)),
      input.slice(word.source.start, word.source.end),
    ]),
  );

describe('prepareText', () => {
  it('returns no runs for empty or blank input', () => {
    expect(prepareText('')).toEqual([]);
    expect(prepareText(' \n\t ')).toEqual([]);
  });

  it('reads Arabic-Indic digits, expands abbreviations and vowels known words in Arabic runs', () => {
    const [run] = prepareText('قال د. أحمد: السعر ٢٥ دولار');
    expect(run.language).toBe('ar');
    expect(stripHarakat(run.text)).toContain('الدكتور');
    expect(stripHarakat(run.text)).toMatch(/خمسة وعشرون دولارا$/);
    expect(run.text).toMatch(/^قَال /);
    expect(run.text).not.toMatch(/\d/);
  });

  it('reads the cues of a sentence on both sides of a Latin name in it, not past its end', () => {
    const first = (input: string) => prepareText(input)[0].text.split(' ')[0];
    // The imperative joined later, after the name, makes the opening verb one too.
    const imperative = speakableForm('سَجِّلْ');
    // (A definite noun after the verb, which may be its subject: a preposition there would ask alone.)
    expect(first('سجل الطلاب في دورة Python واحصل على شهادة معتمدة.')).toBe(imperative);
    // Past the sentence's end neither the joined imperative nor the name counts.
    expect(first('سجل الطلاب في دورة الرسم. واحصل على شهادة Python')).not.toBe(imperative);
  });

  it('joins a verb after a Latin name by و to an imperative before the name, as within one run', () => {
    const after = (input: string) => prepareText(input)[2].text.split(' ')[0].normalize('NFC');
    expect(after('اطلب وجبتك عبر Talabat واستخدم كود الخصم')).toBe(
      speakableForm('وَاسْتَخْدِمْ').normalize('NFC'),
    );
    // No imperative before the name: the verb keeps its past.
    expect(after('أطلقت الشركة عبر Talabat وشاركت في المعرض')).not.toBe(
      speakableForm('وَشَارِكْ').normalize('NFC'),
    );
  });

  it('reads a number with no words around it in Arabic', () => {
    const runs = prepareText('١٢٣');
    expect(runs.map((r) => r.language)).toEqual(['ar']);
    expect(stripHarakat(runs[0].text)).toBe('مئة وثلاثة وعشرون');
  });

  it('gives the version number of a Latin name the case the words before the name give it', () => {
    const numberAfter = (input: string) => stripHarakat(prepareText(input).at(-1)!.text);
    expect(numberAfter('يتطلب Node 24')).toBe('أربعة وعشرين');
    expect(numberAfter('يعمل على Node 22')).toBe('اثنين وعشرين');
    expect(numberAfter('صدر Node 22')).toBe('اثنان وعشرون');
    // Only the case: the words before do not make it a time (الساعة) or a number to dial.
    expect(numberAfter('في الساعة Apple 12')).toBe('اثنا عشر');
    // A noun before the name is in construct with it: the name and its number are genitive.
    expect(numberAfter('يعمل الهاتف بنظام Android 12')).toBe('اثني عشر');
    expect(numberAfter('سعر هاتف Galaxy S24')).toBe('أربعة وعشرين');
    expect(numberAfter('صدر أمس Node 22')).toBe('اثنان وعشرون');
    expect(numberAfter('يعمل حاليا Node 22')).toBe('اثنان وعشرون');
    expect(numberAfter('لدي iPhone 12')).toBe('اثنا عشر');
    // A name of three words, each with a capital.
    expect(numberAfter('اشتريت Samsung Galaxy S24')).toBe('أربعة وعشرين');
    // A version counts nothing: the word after it does not give it its gender.
    expect(stripHarakat(prepareText('الترقية إلى Python 3 ضرورية').at(-1)!.text)).toMatch(
      /^ثلاثة /,
    );
    expect(stripHarakat(prepareText('بطارية 5000 mAh').at(-1)!.text)).toMatch(
      / خمسة آلاف ملي أمبير$/,
    );
  });

  it('keeps a label or resolution number with its letter in the Arabic run', () => {
    expect(languagesAndTexts('حجزت المقعد 14A').map((run) => run.language)).toEqual(['ar']);
    expect(stripHarakat(prepareText('يدعم دقة 4K').at(-1)!.text)).toMatch(/ أربعة كيه$/);
  });

  it('says the model number of a Latin name in Arabic, its letter with the name', () => {
    expect(languagesAndTexts('جهاز Galaxy S24 جديد').map((run) => run.language)).toEqual([
      'ar',
      'en',
      'ar',
    ]);
    expect(prepareText('جهاز Galaxy S24 جديد')[1].text).toBe('Galaxy S');
  });

  it('leaves numbers in English and French runs to that language', () => {
    expect(languagesAndTexts('The meeting is at 14:30 on 15/3/2024')).toEqual([
      { language: 'en', text: 'The meeting is at 14:30 on 15/3/2024' },
    ]);
    expect(languagesAndTexts('Rendez-vous à 15 heures')).toEqual([
      { language: 'fr', text: 'Rendez-vous à 15 heures' },
    ]);
  });

  it('splits mixed text and processes only the Arabic parts', () => {
    const runs = prepareText('ذهبت إلى Starbucks في 2024');
    expect(runs.map((r) => r.language)).toEqual(['ar', 'en', 'ar']);
    expect(runs[1].text).toBe('Starbucks');
    expect(stripHarakat(runs[2].text)).toMatch(/ألفين وأربعة وعشرين$/);
  });

  it("keeps the caller's diacritics and strips tatweel", () => {
    const [run] = prepareText('كَتَبَ الطــالب');
    expect(run.text.startsWith('كَتَبَ ')).toBe(true);
    expect(stripHarakat(run.text)).toBe('كتب الطالب');
  });

  it('applies pronunciation rules first and honours the reading controls', () => {
    const pronunciations = new PronunciationLexicon([[{ text: 'SAR', alias: 'ريال' }]]);
    const [run] = prepareText('دفعت 5 SAR', {
      normalization: 'off',
      diacritize: 'off',
      pronunciations,
    });
    expect(run).toMatchObject({ language: 'ar', text: 'دفعت 5 ريال' });
    const [vowelled] = prepareText('دفعت 5 SAR', { normalization: 'off', diacritize: 'auto' });
    expect(vowelled.text).toMatch(/\d/);
  });

  it('hands espeak-ng a pausal ta marbuta as -a, not -t, at the end of a phrase', () => {
    const [run] = prepareText('رأيت الرشيقة، الطالبة، القصة.');
    expect(run.text).toMatch(/الرشيقَه، /);
    expect(run.text).toMatch(/الط\u0651\u064Eالِبَه، /); // from the modern lexicon, shadda first
    // قصة is espeak-ng's own word, but its form with the article is derived, said as espeak-ng says it.
    expect(run.text).toMatch(/ الْقِص\u0651\u064Eه\.$/);
  });

  it('traces every word read to the words of the input it stands for, through every step', () => {
    expect(readings('قال د. أحمد: عندي ١٢٥ كتابا و Starbucks')).toEqual([
      ['قال', 'قال'],
      ['الدكتور', 'د.'],
      ['أحمد:', 'أحمد:'],
      ['عندي', 'عندي'],
      ['مئة', '١٢٥'],
      ['وخمسة', '١٢٥'],
      ['وعشرون', '١٢٥'],
      ['كتابا', 'كتابا'],
      ['و', 'و'],
      ['Starbucks', 'Starbucks'],
    ]);
  });

  it('keeps a counted noun its own word when the number reader changes its ending', () => {
    expect(readings('السعر ٢٥ دولار')).toEqual([
      ['السعر', 'السعر'],
      ['خمسة', '٢٥'],
      ['وعشرون', '٢٥'],
      ['دولارا', 'دولار'],
    ]);
  });

  it('traces no words unless asked: timings are the only reason to pay for it', () => {
    expect(prepareText('عندي ١٢٥ كتابا').map((run) => run.words)).toEqual([[]]);
  });
});
