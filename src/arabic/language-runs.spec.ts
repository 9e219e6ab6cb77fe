import { hasReadableText, splitLanguageRuns } from './language-runs.js';

describe('splitLanguageRuns', () => {
  it('returns no runs for empty or blank input', () => {
    expect(splitLanguageRuns('')).toEqual([]);
    expect(splitLanguageRuns('   ')).toEqual([]);
  });

  it('makes Latin words inside Arabic an English run', () => {
    expect(splitLanguageRuns('استخدم Google Chrome اليوم')).toEqual([
      { language: 'ar', text: 'استخدم' },
      { language: 'en', text: 'Google Chrome' },
      { language: 'ar', text: 'اليوم' },
    ]);
  });

  it('recognises French by accents and function words', () => {
    expect(splitLanguageRuns('قال le président de la République ثم غادر')).toEqual([
      { language: 'ar', text: 'قال' },
      { language: 'fr', text: 'le président de la République' },
      { language: 'ar', text: 'ثم غادر' },
    ]);
    expect(splitLanguageRuns('Bonjour, je suis content de vous voir.')).toEqual([
      { language: 'fr', text: 'Bonjour, je suis content de vous voir.' },
    ]);
  });

  it('reads whole-English input as one English run, numbers included', () => {
    expect(splitLanguageRuns('This is the 2nd test, 100 percent.')).toEqual([
      { language: 'en', text: 'This is the 2nd test, 100 percent.' },
    ]);
  });

  it('gives a short Latin word the language of the other Latin text', () => {
    const runs = splitLanguageRuns('Il est à Paris. زرت Lyon أمس');
    expect(runs.map((r) => r.language)).toEqual(['fr', 'ar', 'fr', 'ar']);
  });

  it('keeps digits and punctuation with the run before them', () => {
    expect(splitLanguageRuns('Version 2.0, released.')).toEqual([
      { language: 'en', text: 'Version 2.0, released.' },
    ]);
    expect(splitLanguageRuns('سعر MP3 هو 300 دولار.')).toEqual([
      { language: 'ar', text: 'سعر' },
      { language: 'en', text: 'MP3' },
      { language: 'ar', text: 'هو 300 دولار.' },
    ]);
  });

  it('reads the version or model number of a Latin name in an Arabic sentence in Arabic', () => {
    expect(splitLanguageRuns('سعر iPhone 15 Pro هو 300 دولار.')).toEqual([
      { language: 'ar', text: 'سعر' },
      { language: 'en', text: 'iPhone' },
      { language: 'ar', text: '15' },
      { language: 'en', text: 'Pro' },
      { language: 'ar', text: 'هو 300 دولار.' },
    ]);
    expect(splitLanguageRuns('يتطلب Node 24')).toEqual([
      { language: 'ar', text: 'يتطلب' },
      { language: 'en', text: 'Node' },
      { language: 'ar', text: '24' },
    ]);
    // A model number written on one capital: the letter in English, the number in Arabic.
    expect(splitLanguageRuns('اشتريت Galaxy S24 Ultra')).toEqual([
      { language: 'ar', text: 'اشتريت' },
      { language: 'en', text: 'Galaxy S' },
      { language: 'ar', text: '24' },
      { language: 'en', text: 'Ultra' },
    ]);
  });

  it('writes the article on a Latin word as the article, not as the word آل', () => {
    expect(splitLanguageRuns('نعمل على الbackend')).toEqual([
      { language: 'ar', text: 'نعمل على اَلْ' },
      { language: 'en', text: 'backend' },
    ]);
  });

  it('writes the clitics on a Latin word as their syllables', () => {
    expect(splitLanguageRuns('شكرا لGoogle والiPhone')).toEqual([
      { language: 'ar', text: 'شكرا لِ' },
      { language: 'en', text: 'Google' },
      { language: 'ar', text: 'وَٱلْ' },
      { language: 'en', text: 'iPhone' },
    ]);
    // Typed apart (الـ backend, the tatweel gone): still the article, not آل.
    expect(splitLanguageRuns('على ال backend')).toEqual([
      { language: 'ar', text: 'على اَلْ' },
      { language: 'en', text: 'backend' },
    ]);
    // بال, apart, is a word ("mind").
    expect(splitLanguageRuns('على بال Ahmed')).toEqual([
      { language: 'ar', text: 'على بال' },
      { language: 'en', text: 'Ahmed' },
    ]);
    expect(splitLanguageRuns('فال framework')).toEqual([
      { language: 'ar', text: 'فال' },
      { language: 'en', text: 'framework' },
    ]);
  });

  it('reads digits with no words around them in Arabic, and punctuation alone as nothing', () => {
    expect(splitLanguageRuns('12:30, 3.14%')).toEqual([{ language: 'ar', text: '12:30, 3.14%' }]);
    expect(splitLanguageRuns('?!...')).toEqual([]);
  });

  it('treats Arabic punctuation as neutral', () => {
    expect(splitLanguageRuns('Hello، world؟')).toEqual([{ language: 'en', text: 'Hello، world؟' }]);
  });

  it('moves an opening bracket to the run it opens', () => {
    expect(splitLanguageRuns('برنامج (Word) جديد')).toEqual([
      { language: 'ar', text: 'برنامج' },
      { language: 'en', text: '(Word)' },
      { language: 'ar', text: 'جديد' },
    ]);
  });
});

describe('hasReadableText', () => {
  it('is true for Arabic or Latin letters and for digits', () => {
    for (const text of ['مرحبا', 'ok', '7', 'é']) expect(hasReadableText(text)).toBe(true);
  });

  it('is false for punctuation, symbols, emoji, tatweel and scripts the engines do not read', () => {
    for (const text of ['', '...', '!?', '$ %', '😀', 'ـــ', '،؟', '你好', 'َُ']) {
      expect(hasReadableText(text)).toBe(false);
    }
  });
});
