import { stripHarakat } from '../arabic-script.js';
import { vowelWithAffixes } from './affixes.js';
import {
  AFTER_VERBAL_NOUN,
  differOnlyAtSuffix,
  governmentAfter,
  isVerbalNoun,
  vowelBeforeSuffix,
  withoutPronoun,
} from './pronoun-suffixes.js';
import { verbTenses } from './verb-forms.js';

describe('pronoun suffixes', () => {
  const entries = [
    'كِتَاب',
    'شَرِكَة',
    'سَيَّارَة',
    'أَعْضَاء',
    'مُسْتَوَى',
    'مَحَلّ',
    'بَيْن',
    'أَكَّد',
    'أَكَّدَت',
    'يُمْكِن',
    'تُمْكِن',
    'يُحِبّ',
    'تُحِبّ',
    'أَخْبَر',
    'أَخْبَرَت',
    'مُوَظَّف',
    'مُسْتَخْدِم',
    'مُسْتَخْدِمِين',
    'وَالِد',
    'وَالِدَيْن',
    'مُهَنْدِس',
    'اسْتَخْدَم',
    'اسْتَخْدَمَت',
    'يَسْتَخْدِم',
    'تَسْتَخْدِم',
    'شُكْر',
    'شَكَرَت',
    'زَرْع',
    'زَرَعْنَا',
    'قَالَت',
    'سَلَّمَت',
    'سَلْمَى',
    'وَصْفَة',
    'حَيّ',
    'عَنْ',
    'سَنَة',
  ].map((word) => word.normalize('NFC'));
  const byBare = new Map(entries.map((word) => [stripHarakat(word), word]));
  const tenses = verbTenses(entries);
  const vowel = (word: string, previous?: string) =>
    vowelWithAffixes(
      word,
      { entry: (bare) => byBare.get(bare), tense: (entry) => tenses.get(entry) },
      { previous },
    );
  const nfc = (word: string) => word.normalize('NFC');

  it('gives a noun the genitive after a preposition, attached or the word before', () => {
    expect(vowel('بكتابه')).toBe('بِكِتَابِه');
    expect(vowel('كتابهم', 'في')).toBe('كِتَابِهِم');
    expect(vowel('كتابهما', 'ومن')).toBe('كِتَابِهِمَا');
    expect(vowel('لشركتنا')).toBe('لِشَرِكَتِنَا');
    // فور "upon" and تجاه "towards" take the genitive like prepositions.
    expect(vowel('كتابهم', 'فور')).toBe('كِتَابِهِم');
    expect(vowel('شركتنا', 'تجاه')).toBe('شَرِكَتِنَا');
  });

  it('takes a noun of two letters, its last doubled, before a pronoun of two letters or more', () => {
    expect(vowel('حيكم', 'في')).toBe(nfc('حَيِّكُم'));
    expect(vowel('حينا', 'عن')).toBe(nfc('حَيِّنَا'));
    // Not a particle, nor before ـه or ـي (سنه is سنة typed with ه), nor after a clitic.
    expect(vowel('عنكم', 'في')).toBeUndefined();
    expect(vowel('حيه', 'في')).toBeUndefined();
    expect(vowel('بحيكم')).toBeUndefined();
  });

  it("reads an ambiguous spelling's noun with its pronoun where no verb can stand", () => {
    expect(vowel('كتبهم', 'في')).toBe(nfc('كُتُبِهِم'));
    expect(vowel('كتبهم')).toBeUndefined(); // "he wrote them" too
    // A ه after a stem whose ة form is listed may be that ة typed casually (بوصفه طبية).
    expect(vowel('بوصفه')).not.toBe(nfc('بِوَصْفِه'));
  });

  it('reads a form IV present listed in its "he" form alone as a present, never a noun in a case', () => {
    const heOnly = (word: string, previous?: string) =>
      vowelWithAffixes(
        word,
        { entry: (bare) => (bare === 'يمكن' ? nfc('يُمْكِن') : undefined), tense: () => undefined },
        { previous },
      );
    expect(heOnly('يمكنكم', 'جاهزة')).toBe(nfc('يُمْكِنُكُم'));
  });

  it('turns a ta marbuta into ت and vowels a sound feminine plural', () => {
    expect(vowel('شركتها', 'على')).toBe('شَرِكَتِهَا');
    expect(vowel('سياراتهم', 'إلى')).toBe(nfc('سَيَّارَاتِهِم'));
    // A plural in ات the list holds is that plural, not a word in ـاة (مُحَلَّاة "sweetened").
    const plural = (word: string) =>
      vowelWithAffixes(
        word,
        {
          entry: (bare) => ({ محلات: nfc('مَحَلَّات'), محلاة: nfc('مُحَلَّاة') })[bare],
          tense: () => undefined,
        },
        { previous: 'في' },
      );
    expect(plural('محلاتهم')).toBe(nfc('مَحَلَّاتِهِم'));
  });

  it('gives a noun the accusative after إنّ and its sisters', () => {
    expect(vowel('شركتهم', 'إن')).toBe('شَرِكَتَهُم');
    expect(vowel('كتابك', 'أن')).toBe('كِتَابَك');
  });

  it('leaves a noun alone where nothing shows its case', () => {
    expect(vowel('كتابه')).toBeUndefined();
    expect(vowel('شركتها', 'قالت')).toBeUndefined();
  });

  it('reads the case off a hamza seat, and needs none after a long a', () => {
    expect(vowel('أعضاؤه')).toBe('أَعْضَاؤُه');
    expect(vowel('أعضائها')).toBe('أَعْضَائِهَا');
    expect(vowel('أعضاءهم')).toBe('أَعْضَاءَهُم');
    expect(vowel('مستواه')).toBe('مُسْتَوَاه');
    expect(vowel('ومستواهم')).toBe('وَمُسْتَوَاهُم');
  });

  it('vowels "my" without a case: ـي takes the kasra', () => {
    expect(vowel('كتابي')).toBe('كِتَابِي');
    expect(vowel('محلي')).toBe(nfc('مَحَلِّي'));
    expect(vowel('أعضائي')).toBe('أَعْضَائِي');
  });

  it('gives adverbs of place their accusative, and the genitive after a preposition', () => {
    expect(vowel('بينهم')).toBe('بَيْنَهُم');
    expect(vowel('بينهم', 'من')).toBe('بَيْنِهِم');
    // The adverbs the lexicon lacks (بعد) or the text types without their hamza (امام), after و too.
    expect(vowel('بعدها')).toBe(nfc('بَعْدَهَا'));
    expect(vowel('وبعدها')).toBe(nfc('وَبَعْدَهَا'));
    expect(vowel('امامك')).toBe(nfc('أَمَامَك'));
    expect(vowel('بعدها', 'من')).toBe(nfc('بَعْدِهَا'));
  });

  it('links a past verb with -a-, and leaves out its ـنا (he told us, or we told)', () => {
    expect(vowel('أكده')).toBe(nfc('أَكَّدَه'));
    expect(vowel('أخبرني')).toBe('أَخْبَرَنِي');
    expect(vowel('أخبرنا')).toBeUndefined();
    expect(vowel('أكدي')).toBeUndefined(); // a verb's "me" is ـني
  });

  it('reads a past verb\'s ـنا before another pronoun as "we", that pronoun its object', () => {
    expect(vowel('أكدناه')).toBe(nfc('أَكَّدْنَاه'));
    expect(vowel('واستخدمناها')).toBe(nfc('وَاسْتَخْدَمْنَاهَا'));
    expect(vowel('فأخبرناكم')).toBe(nfc('فَأَخْبَرْنَاكُم'));
    expect(vowel('كتابناه')).toBeUndefined(); // only a verb has a subject suffix
    expect(vowel('أكدته', '')).toBeUndefined(); // "I", "you" or "she" confirmed it, never a noun
  });

  it('takes the "we" of a past from its listed "we" or "she" form where the "he" spelling is a noun', () => {
    expect(vowel('شكرناه')).toBe(nfc('شَكَرْنَاه'));
    expect(vowel('فشكرناها')).toBe(nfc('فَشَكَرْنَاهَا'));
    expect(vowel('زرعناها')).toBe(nfc('زَرَعْنَاهَا'));
    // سَلَّمَت is no "she" of the name سَلْمَى.
    expect(vowel('وسلمناهم')).toBe(nfc('وَسَلَّمْنَاهُم'));
    // A hollow past's stem changes in the "we" (قالت، قلنا): its "she" form gives none.
    expect(vowel('قالناه')).toBeUndefined();
    // No verb after an attached preposition.
    expect(vowel('بشكرناه')).toBeUndefined();
    // A doubled past's "we" (حللنا حَلَلْنَا) spells another verb's too (حَلَّلْنَا): left.
    expect(vowel('رددناه')).toBeUndefined();
  });

  it("keeps a present verb's plural ـون before a suffix, with a fatha", () => {
    expect(vowel('يستخدمونها')).toBe(nfc('يَسْتَخْدِمُونَهَا'));
    expect(vowel('موظفونه')).toBeUndefined(); // a noun's plural drops its ن: موظفوه
  });

  it('links a present verb with its mood: indicative, subjunctive after أن and li-, none after لم', () => {
    expect(vowel('يمكنه')).toBe('يُمْكِنُه');
    expect(vowel('يمكننا')).toBe('يُمْكِنُنَا');
    expect(vowel('يمكنه', 'أن')).toBe('يُمْكِنَه');
    expect(vowel('ليمكنه')).toBe('لِيُمْكِنَه');
    expect(vowel('يمكنه', 'لم')).toBe('يُمْكِنْه');
    expect(vowel('يحبه', 'لم')).toBe(nfc('يُحِبَّه')); // a doubled letter keeps -a- in the jussive
    expect(vowel('بيمكنه')).toBeUndefined(); // no verb after a preposition
  });

  it('links a sound masculine plural without its ن by its long vowel', () => {
    expect(vowel('موظفيهم')).toBe(nfc('مُوَظَّفِيهِم'));
    expect(vowel('لموظفيها')).toBe(nfc('لِمُوَظَّفِيهَا'));
    expect(vowel('موظفينا')).toBe(nfc('مُوَظَّفِينَا'));
    expect(vowel('مستخدموه')).toBe(nfc('مُسْتَخْدِمُوه'));
    expect(vowel('وموظفوكم')).toBe(nfc('وَمُوَظَّفُوكُم'));
    expect(vowel('والديهم')).not.toBe(nfc('وَالِدِيهِم')); // a dual: wālidayhim
  });

  it('reads a nisba with ه as its feminine typed so, never with "his"', () => {
    const nisba = vowelWithAffixes('اضافيه', {
      entry: (bare) => (bare === 'اضافي' ? nfc('إِضَافِيّ') : undefined),
      tense: () => undefined,
    });
    expect(nisba).toBe(nfc('إِضَافِيَّه'));
  });

  it('reads a dual before its pronoun, its ن dropped, where the noun is said in pairs or no doer', () => {
    expect(vowel('والديهم')).toBe(nfc('وَالِدَيْهِم'));
    expect(vowel('لكتابيك')).toBe(nfc('لِكِتَابَيْك'));
    // A participle's ـِي is its plural's (موظفيهم above); ـيه may be a nisba typed with ه for ة.
    expect(vowel('كتابيه')).toBeUndefined();
    // Nor a present after و: وَ + the verb, not a noun in و.
    const present = vowelWithAffixes('ويليها', {
      entry: (bare) => ({ ويل: nfc('وَيْل'), يلي: nfc('يَلِي') })[bare],
      tense: () => undefined,
    });
    expect(present).not.toBe(nfc('وَيْلَيْهَا'));
  });

  it("keeps a present verb's ـون or ـين before a suffix, and a plural verb's ـو without it", () => {
    expect(vowel('يستخدمونها')).toBe(nfc('يَسْتَخْدِمُونَهَا'));
    expect(vowel('تستخدمينه')).toBe(nfc('تَسْتَخْدِمِينَه'));
    expect(vowel('وسيستخدمونه')).toBeUndefined(); // the future's س is vowelWithFuture's
    expect(vowel('استخدموها')).toBe(nfc('اسْتَخْدَمُوهَا'));
    expect(vowel('يستخدموها', 'لن')).toBe(nfc('يَسْتَخْدِمُوهَا'));
  });

  it('gives a noun the nominative at the start of a sentence, an adverb its accusative', () => {
    expect(vowel('وسيارتهم', '')).toBe(nfc('وَسَيَّارَتُهُم'));
    expect(vowel('كتابه', '')).toBe('كِتَابُه');
    expect(vowel('بينهم', '')).toBe('بَيْنَهُم');
    expect(vowel('بكتابه', '')).toBe('بِكِتَابِه');
  });

  it('gives a sound feminine plural -i in the accusative', () => {
    expect(vowel('سياراتهم', 'إن')).toBe(nfc('سَيَّارَاتِهِم'));
  });

  it('gives a noun the genitive after a noun in construct: a word in ة, a verbal noun, أفعال, without the article', () => {
    expect(governmentAfter('لحماية').noun).toBe('\u0650');
    expect(governmentAfter('شركة').noun).toBe('\u0650');
    expect(governmentAfter('بتحديث').noun).toBe('\u0650');
    expect(governmentAfter('الشركة').noun).toBeUndefined();
    for (const noun of ['إرسال', 'ارسال', 'أسعار', 'اختيار', 'انتظار', 'انسحاب', 'استخدام']) {
      expect(governmentAfter(noun).noun).toBe('\u0650');
    }
    // Pasts of the same letters: اختار، انهار (VIII, VII) and استقال (X), whose shape is also
    // that of استلام (VIII of a root in س), may have objects.
    for (const verb of ['اختار', 'انهار', 'استقال', 'استخدم']) {
      expect(governmentAfter(verb).noun).toBeUndefined();
    }
    expect(governmentAfter('للشركة').noun).toBeUndefined();
    // A present verb after it (ميزة تحميك, a relative clause) keeps its indicative.
    expect(governmentAfter('ميزة').verb).toBe('\u064F');
  });

  it('takes a verbal noun of a derived form, as the lexicon vowels it, for a noun in construct', () => {
    expect(isVerbalNoun('اِسْتِلَام')).toBe(true);
    expect(isVerbalNoun('اسْتِخْدَام')).toBe(true);
    expect(isVerbalNoun('إِرْسَال')).toBe(true);
    expect(isVerbalNoun('تَوَاصُل')).toBe(true);
    expect(isVerbalNoun('لِاسْتِخْدَام')).toBe(true);
    expect(isVerbalNoun('اِسْتَفَاد')).toBe(false); // a verb of the same letters' shape
    expect(isVerbalNoun('تَوَاصَل')).toBe(false);
    expect(isVerbalNoun('الِاسْتِخْدَام')).toBe(false);
    expect(isVerbalNoun('الْكِتَاب')).toBe(false); // the article before فِعَال, no form VIII
    expect(isVerbalNoun('الْتِزَام')).toBe(true);
    expect(isVerbalNoun('ازْدِحَام')).toBe(true);
    expect(governmentAfter(AFTER_VERBAL_NOUN)).toEqual({ noun: '\u0650', verb: '' });
  });

  /** A reader over a few entries, the pasts among them known by their listed "she" forms. */
  const readerOf = (entries: [string, string][], listed: string[]) => {
    const lexicon = new Map(entries);
    const tenses = verbTenses(listed);
    return (word: string, previous?: string) =>
      vowelWithAffixes(
        word,
        { entry: (bare) => lexicon.get(bare), tense: (entry) => tenses.get(entry) },
        { previous },
      );
  };

  it("reads a verb's spelling as the noun listed with its article where no verb can stand", () => {
    const read = readerOf(
      [
        ['طلب', 'طَلَب'],
        ['الطلب', 'الطَّلَب'],
      ],
      ['طَلَب', 'طَلَبَت'],
    );
    expect(read('طلبك', 'في')).toBe('طَلَبِك');
    expect(read('طلبك', AFTER_VERBAL_NOUN)).toBe('طَلَبِك');
    expect(read('بطلبك')).toBe('بِطَلَبِك');
    // After li- a verb is a present, never a past.
    expect(read('لطلبكم')).toBe('لِطَلَبِكُم'.normalize('NFC'));
    expect(read('طلبك')).toBe('طَلَبَك'); // "he asked you"
  });

  it('reads a past of form V or VI as its verbal noun where no verb can stand', () => {
    const read = readerOf([['تناول', 'تَنَاوَل']], ['تَنَاوَل', 'تَنَاوَلَت']);
    expect(read('تناوله', 'عن')).toBe('تَنَاوُلِه'.normalize('NFC'));
    expect(read('بتناوله')).toBe('بِتَنَاوُلِه'.normalize('NFC'));
    expect(read('تناوله', 'قد')).toBe('تَنَاوَلَه'.normalize('NFC')); // "he took it"
  });

  it('reads the word before, with its clitic و or ف', () => {
    expect(governmentAfter('وفي').noun).toBe('\u0650');
    expect(governmentAfter('وبحسب').noun).toBe('\u0650'); // bi-hasabi, a compound preposition
    expect(governmentAfter('فإن').noun).toBe('\u064E');
    expect(governmentAfter('كان').noun).toBeUndefined(); // its subject is nominative
    expect(governmentAfter('وهذه').noun).toBe('\u064F'); // a demonstrative's predicate
    expect(governmentAfter('لكن').noun).toBe('\u064E'); // lākinna before a noun
    expect(governmentAfter('حتى')).toEqual({ noun: '\u0650', verb: '\u064E' });
    expect(governmentAfter(undefined).verb).toBe('\u064F');
  });
});

describe('a whole entry after an attached preposition', () => {
  const whole = new Map([
    ['فضلكم', 'فَضَّلَكُم'],
    ['حسابك', 'حِسَابِك'],
    ['يجعله', 'يَجْعَلَه'],
  ]);
  const vowel = (word: string) =>
    vowelWithAffixes(word, {
      entry: (bare, inflected) => (inflected ? undefined : whole.get(bare)),
      tense: () => undefined,
    });

  it('is kept only with a vowel before its suffix that the preposition allows', () => {
    expect(vowel('وبفضلكم')).toBeUndefined(); // the Quran's verb فَضَّلَكُم, no genitive noun
    expect(vowel('بحسابك')).toBe('بِحِسَابِك');
    expect(vowel('ليجعله')).toBe('لِيَجْعَلَه'); // li- takes a subjunctive verb
    expect(vowelBeforeSuffix('فَضَّلَكُم')).toBe('\u064E');
    expect(vowelBeforeSuffix('أَعْضَاؤُهُم')).toBe('\u064F');
    expect(vowelBeforeSuffix('مُسْتَوَاهُم')).toBe('');
    expect(vowelBeforeSuffix('تَوَجُّه')).toBeUndefined(); // its ه is the stem's
    expect(vowelBeforeSuffix('حُكْم')).toBeUndefined();
  });
});

describe('differOnlyAtSuffix', () => {
  it('tells a case vowel before the suffix from another word', () => {
    expect(differOnlyAtSuffix('حِسَابُك', 'حِسَابِك')).toBe(true);
    expect(differOnlyAtSuffix('كِتَابُهُم', 'كِتَابِهِم')).toBe(true);
    expect(differOnlyAtSuffix('فَضْلِكُم', 'فَضَّلَكُم')).toBe(false);
    expect(differOnlyAtSuffix('كِتَاب', 'كُتَّاب')).toBe(false);
  });
});

describe('withoutPronoun', () => {
  it('takes the pronoun suffix and the vowel linking it off a vowelled word', () => {
    expect(withoutPronoun('لِاخْتِيَارِكُم')).toBe('لِاخْتِيَار');
    expect(withoutPronoun('إِرْسَالِهِمَا')).toBe('إِرْسَال');
    expect(withoutPronoun('اسْتِقْبَالُنَا')).toBe('اسْتِقْبَال');
    expect(withoutPronoun('كِتَاب')).toBeUndefined();
  });
});
