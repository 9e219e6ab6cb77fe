import { stripHarakat } from '../arabic-script.js';
import { vowelAsPresentVerb, vowelWithAffixes, vowelWithFuture } from './affixes.js';
import { verbTenses } from './verb-forms.js';

describe('vowelWithAffixes', () => {
  const entries = [
    'شَرِكَة',
    'طَالِب',
    'كِتَاب',
    'مُهَنْدِس',
    'جَدِيد',
    'مَدْرَسَة',
    'اجْتِمَاع',
    'مِن',
    'احْتِيَاطِيَّة',
    'مُبَارَاة',
    'بُرُوتِين',
    'رُوتِين',
    'صِلَة',
    'وَصَل',
    'وَصَلَت',
    'يَكْتُب',
    'تَكْتُب',
    'طَلَب',
    'طَلَبَت',
    'الطَّلَب',
    'تَحَدَّث',
    'تَحَدَّثَت',
    'حَدّ',
    'صَفّ',
    'مَاضِي',
    'عَرَبِيّ',
  ].map((word) => word.normalize('NFC'));
  const inflectable = new Map(entries.map((word) => [stripHarakat(word), word]));
  const whole = new Map([...inflectable, ['مفاوضات', 'مُفَاوَضَات'], ['مفاوض', 'مُفَاوِض']]);
  const tenses = verbTenses(entries);
  const vowel = (word: string) =>
    vowelWithAffixes(word, {
      entry: (bare, inflected) => (inflected ? inflectable : whole).get(bare),
      tense: (entry) => tenses.get(entry),
    });

  it('takes a two-letter stem only as a doubled-root noun after the article or a preposition', () => {
    expect(vowel('بحد')).toBe('بِحَدّ'.normalize('NFC'));
    expect(vowel('والحد')).toBe('وَالْحَدّ'.normalize('NFC'));
    expect(vowel('وصف')).toBeUndefined(); // وَصْف, not وَ + صَفّ
    expect(vowel('بمن')).toBeUndefined(); // a particle is no stem
  });

  it('gives a verb no article and no ب or ك, but a noun listed with its article its stem', () => {
    // A past of form V or VI there is its verbal noun: تَحَدُّث, not the verb تَحَدَّث.
    expect(vowel('التحدث')).toBe('التَّحَدُّث'.normalize('NFC'));
    expect(vowel('بتحدث')).toBe('بِتَحَدُّث'.normalize('NFC'));
    expect(vowel('بالوصل')).toBeUndefined(); // no noun listed for the form I past وَصَل
    expect(vowel('وتحدث')).toBe('وَتَحَدَّث'.normalize('NFC'));
    expect(vowel('بالطلب')).toBe('بِالطَّلَب'.normalize('NFC'));
    expect(vowel('للطلب')).toBe('لِلطَّلَب'.normalize('NFC'));
  });

  it("derives a listed noun's nisba in ـية and its plurals, but not from a participle or a hollow noun", () => {
    const nouns = ['صَخْر', 'لَاعِب', 'كَاف', 'زُجَاجِيّ'].map((word) => word.normalize('NFC'));
    const listed = new Map(nouns.map((word) => [stripHarakat(word), word]));
    const read = (word: string) =>
      vowelWithAffixes(word, { entry: (bare) => listed.get(bare), tense: () => undefined });
    expect(read('الصخرية')).toBe('الصَّخْرِيَّة'.normalize('NFC'));
    expect(read('صخريات')).toBe('صَخْرِيَّات'.normalize('NFC'));
    // The listed nisba's own feminine.
    expect(read('زجاجية')?.normalize('NFC')).toBe('زُجَاجِيَّة'.normalize('NFC'));
    expect(read('لاعبية')).toBeUndefined();
    expect(read('كافية')).toBeUndefined(); // كَافِيَة, of a weak last letter
    // With the article the bare ـي is the nisba's masculine too, no "my".
    expect(read('الصخري')).toBe('الصَّخْرِيّ'.normalize('NFC'));
    expect(read('صخري')).toBe('صَخْرِي'.normalize('NFC')); // my rock
    // From a noun in ة, its ة dropped, and from a verbal noun in ا.
    const more = ['إِضَافَة', 'اسْتِيعَاب', 'اتْرُك'].map((word) => word.normalize('NFC'));
    const others = new Map(more.map((word) => [stripHarakat(word), word]));
    const derive = (word: string) =>
      vowelWithAffixes(word, { entry: (bare) => others.get(bare), tense: () => undefined });
    expect(derive('إضافية')).toBe('إِضَافِيَّة'.normalize('NFC'));
    expect(derive('الاستيعابية')).toBe('الِاسْتِيعَابِيَّة'.normalize('NFC'));
    expect(derive('اتركية')).toBeUndefined(); // an imperative's hamzat wasl
  });

  it('reads no past after li-: the noun listed with its article, or nothing', () => {
    expect(vowel('لطلب')).toBe('لِطَلَب'.normalize('NFC')); // the noun, not li- before طَلَبَ
    expect(vowel('لوصل')).toBeUndefined(); // no noun listed for وَصَل
    expect(vowel('لوصلت')).toBeUndefined(); // nor li- before a past's "she" form
    expect(vowel('ليكتب')).toBe('لِيَكْتُب'.normalize('NFC')); // a present is the purpose's verb
  });

  it('reads a present the list holds whole after li- as that verb, not a shorter stem and a pronoun', () => {
    const lexicon = ['يَتِمّ', 'تَتِمّ', 'يَتَمَكَّن', 'تَتَمَكَّن'].map((word) => word.normalize('NFC'));
    const listed = new Map(lexicon.map((word) => [stripHarakat(word), word]));
    const presents = verbTenses(lexicon);
    const read = vowelWithAffixes('ليتمكن', {
      entry: (bare) => listed.get(bare),
      tense: (entry) => presents.get(entry),
    });
    expect(read).toBe('لِيَتَمَكَّن'.normalize('NFC')); // not لِيَتِمَّكُنّ
  });

  it('vowels the clitics و، ف، ب، ك، ل and the article, with a sun letter doubled', () => {
    expect(vowel('والشركة')).toBe('وَالشَّرِكَة'.normalize('NFC'));
    expect(vowel('بالكتاب')).toBe('بِالْكِتَاب');
    expect(vowel('فكتاب')).toBe('فَكِتَاب');
    expect(vowel('كالطالب')).toBe('كَالطَّالِب'.normalize('NFC'));
    expect(vowel('لكتاب')).toBe('لِكِتَاب');
  });

  it("gives fa-li before a present verb the imperative's sukun, and li elsewhere its kasra", () => {
    expect(vowel('فليكتب')).toBe('فَلْيَكْتُب'.normalize('NFC'));
    expect(vowel('وليكتب')).toBe('وَلِيَكْتُب'.normalize('NFC')); // و may join a purpose
    expect(vowel('فلكتاب')).toBe('فَلِكِتَاب'.normalize('NFC'));
  });

  it('writes li + article as لل without the alif', () => {
    expect(vowel('للطالب')).toBe('لِلطَّالِب'.normalize('NFC'));
    expect(vowel('وللكتاب')).toBe('وَلِلْكِتَاب');
  });

  it('gives a hamzat-wasl stem the article as al-i', () => {
    expect(vowel('الاجتماع')).toBe('الِاجْتِمَاع');
  });

  it('derives the endings ـة، ـات، ـون، ـين، ـان and those of a ta marbuta', () => {
    expect(vowel('جديدة')).toBe('جَدِيدَة');
    expect(vowel('الشركات')).toBe('الشَّرِكَات'.normalize('NFC'));
    expect(vowel('مهندسون')).toBe('مُهَنْدِسُون');
    expect(vowel('للمهندسين')).toBe('لِلْمُهَنْدِسِين');
    expect(vowel('كتابان')).toBe('كِتَابَان');
    // ـين is the plural on a stem that names people, the dual on the others.
    expect(vowel('كتابين')).toBe('كِتَابَيْن');
    expect(vowel('طالبين')).toBe('طَالِبِين');
    // On a present verb it is the listener's "you, woman": تَكْتُبِين, no dual.
    expect(vowel('تكتبين')).toBe('تَكْتُبِين');
    // The indefinite accusative's alif on a noun, never on a past verb (كتبا is "they both wrote").
    expect(vowel('كتابا')).toBe('كِتَابًا');
    expect(vowel('وصلا')).toBeUndefined();
    expect(vowel('مدرستان')).toBe('مَدْرَسَتَان');
    expect(vowel('مدرستي')).toBe('مَدْرَسَتِي');
  });

  it('gives a participle in ـِي of a weak last letter its feminine ـِيَة, and no other word in ـي', () => {
    expect(vowel('ماضية')).toBe('مَاضِيَة'.normalize('NFC'));
    expect(vowel('الماضيات')).toBe('الْمَاضِيَات'.normalize('NFC'));
    expect(vowel('عربيية')).toBeUndefined();
  });

  it('writes the fatha of a ta marbuta once, after a shadda too, and none after an alif', () => {
    expect(vowel('احتياطيات')).toBe('احْتِيَاطِيَّات'.normalize('NFC'));
    expect(vowel('مباراتين')).toBe('مُبَارَاتَيْن');
  });

  it('prefers the longer stem: بروتين + ات, not ب + روتين + ات', () => {
    expect(vowel('بروتينات')).toBe('بُرُوتِينَات');
  });

  it('gives a verb no noun ending, but a present verb its person endings', () => {
    expect(vowel('وصلات')).toBe('وَصِلَات'); // wa + silat, not wasalat
    expect(vowel('يكتبون')).toBe('يَكْتُبُون');
    // The plural's ـوا of the subjunctive and jussive (أن يكتبوا), on a present only.
    expect(vowel('يكتبوا')).toBe('يَكْتُبُوا');
    // The listener's "you, woman" without its ن (أن تكتبي), on a present in ت only.
    expect(vowel('تكتبي')).toBe('تَكْتُبِي');
    expect(vowel('يكتبي')).toBeUndefined();
  });

  it('prefers a whole entry to a derived form', () => {
    expect(vowel('المفاوضات')).toBe('الْمُفَاوَضَات');
  });

  it('leaves unknown words and stems shorter than three letters alone', () => {
    expect(vowel('حاسوب')).toBeUndefined();
    expect(vowel('ومن')).toBeUndefined();
    expect(vowel('مدرسي')).toBeUndefined(); // a bare ـي is an adjective ending far more often than "my"
  });
});

describe('vowelWithFuture', () => {
  const entries = new Map([
    ['تبدأ', 'تَبْدَأ'],
    ['يعلن', 'يُعْلِن'],
    ['نة', 'نَة'],
  ]);
  const lexicon = {
    entry: (bare: string) => entries.get(bare),
    tense: () => undefined,
  };

  it('reads the future prefix on a present verb the lexicon knows, after و or ف', () => {
    expect(vowelWithFuture('ستبدأ', lexicon)).toBe('سَتَبْدَأ');
    expect(vowelWithFuture('وسيعلن', lexicon)).toBe('وَسَيُعْلِن');
  });

  it('never reads a verbal noun of form V or VI after it (ستعرض is not سَتَعَرُّض)', () => {
    const noun = {
      entry: (bare: string) => (bare === 'تعرض' ? 'تَعَرُّض' : undefined),
      tense: () => undefined,
    };
    expect(vowelWithFuture('ستعرض', noun)).toBeUndefined();
  });

  it('reads the "I" person of a present verb from its "he" form', () => {
    const present = {
      entry: (bare: string) => (bare === 'يتحقق' ? 'يَتَحَقَّق' : undefined),
      tense: (entry: string) => (entry === 'يَتَحَقَّق' ? ('present' as const) : undefined),
    };
    expect(vowelWithFuture('سأتحقق', present)).toBe('سَأَتَحَقَّق');
    expect(vowelWithFuture('سأتحقق', lexicon)).toBeUndefined();
  });

  it('never reads the past of the fourth form after it (سأرسل is not سَأَرْسَل)', () => {
    const forms = new Map([
      ['أرسل', 'أَرْسَل'],
      ['يرسل', 'يُرْسِل'],
    ]);
    const tenses = new Map([
      ['أَرْسَل', 'past' as const],
      ['يُرْسِل', 'present' as const],
    ]);
    const both = { entry: (bare: string) => forms.get(bare), tense: (e: string) => tenses.get(e) };
    expect(vowelWithFuture('سأرسل', both)).toBe('سَأُرْسِل');
    const pastOnly = {
      entry: (bare: string) => (bare === 'أرسل' ? 'أَرْسَل' : undefined),
      tense: (e: string) => tenses.get(e),
    };
    expect(vowelWithFuture('سأرسل', pastOnly)).toBeUndefined();
  });

  it('reads the "I" and "we" persons with their suffixes, and "we" of three letters', () => {
    const forms = new Map([
      ['أرسل', 'أَرْسَل'],
      ['يرسل', 'يُرْسِل'],
      ['ترسل', 'تُرْسِل'],
      ['يرد', 'يَرُدّ'],
      ['ترد', 'تَرُدّ'],
    ]);
    const present = new Set(['يُرْسِل', 'تُرْسِل', 'يَرُدّ', 'تَرُدّ'].map((w) => w.normalize('NFC')));
    const verbs = {
      entry: (bare: string) => forms.get(bare)?.normalize('NFC'),
      tense: (entry: string) =>
        present.has(`ي${entry.slice(1)}`) || present.has(entry)
          ? ('present' as const)
          : entry === 'أَرْسَل'.normalize('NFC')
            ? ('past' as const)
            : undefined,
    };
    expect(vowelWithFuture('وسأرسلها', verbs)).toBe('وَسَأُرْسِلُهَا'.normalize('NFC'));
    expect(vowelWithFuture('سنرسلهم', verbs)).toBe('سَنُرْسِلُهُم'.normalize('NFC'));
    expect(vowelWithFuture('سنرد', verbs)).toBe('سَنَرُدّ'.normalize('NFC'));
    expect(vowelAsPresentVerb('أرسلها', verbs, { previous: 'لن' })).toBe('أُرْسِلَهَا'.normalize('NFC'));
    expect(vowelAsPresentVerb('أرسلها', verbs, { previous: 'لم' })).toBe('أُرْسِلْهَا'.normalize('NFC'));
  });

  it('guesses nothing for a word that only starts like one', () => {
    expect(vowelWithFuture('سنة', lexicon)).toBeUndefined();
    expect(vowelWithFuture('سيارة', lexicon)).toBeUndefined();
  });
});

describe('ambiguous spellings after the article or a preposition', () => {
  const lexicon = { entry: () => undefined, tense: () => undefined };

  it('read as their noun, where no verb can stand', () => {
    expect(vowelWithAffixes('الكتب', lexicon)).toBe('الْكُتُب');
    expect(vowelWithAffixes('بالكتب', lexicon)).toBe('بِالْكُتُب');
    expect(vowelWithAffixes('لشرب', lexicon)).toBe('لِشُرْب');
    expect(vowelWithAffixes('وكتب', lexicon)).toBeUndefined();
    expect(vowelWithAffixes('العلم', lexicon)).toBeUndefined();
  });
});
