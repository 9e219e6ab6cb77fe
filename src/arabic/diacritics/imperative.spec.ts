import { defaultDiacritizer } from './default-diacritizer.js';
import type { AffixLexicon } from './endings.js';
import {
  addressed,
  formOneImperative,
  formTwoOfRootLetters,
  imperativeOfPast,
  imperativeOfVerbalNoun,
  markedFormIIImperative,
  readsAsImperative,
  listedImperative,
  listedImperativeWithObject,
} from './imperative.js';
import { verbTenses } from './verb-forms.js';

const nfc = (text: string) => text.normalize('NFC');

/** A lexicon of verbs listed with their other persons, as the modern list writes them. */
function lexiconOf(entries: string[]): AffixLexicon {
  const words = entries.map(nfc);
  const tenses = verbTenses(words);
  const byBare = new Map(words.map((word) => [word.replace(/[\u064B-\u0652]/g, ''), word]));
  return { entry: (bare) => byBare.get(bare), tense: (entry) => tenses.get(entry) };
}

describe('imperatives', () => {
  const lexicon = lexiconOf([
    'حَمَّل',
    'حَمَّلَت',
    'تَابَع',
    'تَابَعَت',
    'أَرْسَل',
    'أَرْسَلَت',
    'يَكْتُب',
    'تَكْتُب',
    'يَدْفَع',
    'تَدْفَع',
    'يُرْسِل',
    'تُرْسِل',
  ]);

  it('of forms VII, VIII and X take i on the last consonant but one, whatever the lexicon says', () => {
    expect(imperativeOfPast('انْتَظَر', lexicon)).toBe('انْتَظِرْ');
    expect(imperativeOfPast(nfc('اتَّصَل'), lexicon)).toBe(nfc('اتَّصِلْ'));
    expect(imperativeOfPast('اسْتَمَع', lexicon)).toBe('اسْتَمِعْ');
    // The "she" form of a past in ى is shaped like a sound one: انْتَهَت has no imperative.
    expect(imperativeOfPast('انْتَهَت', lexiconOf(['انْتَهَى']))).toBeUndefined();
  });

  it('of forms II, III and IV do so only for a past the lexicon lists with its persons', () => {
    expect(imperativeOfPast(nfc('حَمَّل'), lexicon)).toBe(nfc('حَمِّلْ'));
    // Form II's doubled letter may be و or ي, a consonant there.
    expect(imperativeOfPast(nfc('حَوَّل'), lexiconOf(['حَوَّل', 'حَوَّلَت']))).toBe(nfc('حَوِّلْ'));
    expect(imperativeOfPast('تَابَع', lexicon)).toBe('تَابِعْ');
    expect(imperativeOfPast('أَرْسَل', lexicon)).toBe('أَرْسِلْ');
    // A noun vowelled like a past (عَالَم "world") is not a verb.
    expect(imperativeOfPast('عَالَم', lexicon)).toBeUndefined();
    // Forms V and VI keep the past's vowels.
    expect(imperativeOfPast(nfc('تَوَقَّف'), lexiconOf(['تَوَقَّف', 'تَوَقَّفَت']))).toBe(nfc('تَوَقَّفْ'));
    expect(imperativeOfPast('تَوَاصَل', lexiconOf(['تَوَاصَل', 'تَوَاصَلَت']))).toBe('تَوَاصَلْ');
  });

  it('are not guessed for weak or doubled stems, nor for a present', () => {
    expect(imperativeOfPast('اشْتَرَى', lexicon)).toBeUndefined();
    expect(imperativeOfPast('يُرْسِل', lexicon)).toBeUndefined();
  });

  it('of form I come from the present: u where its stem has u, i otherwise', () => {
    expect(formOneImperative('اكتب', lexicon)).toBe('اُكْتُبْ');
    expect(formOneImperative('ادفع', lexicon)).toBe('اِدْفَعْ');
    // A form IV present (يُرْسِل) makes no form I imperative.
    expect(formOneImperative('ارسل', lexicon)).toBeUndefined();
    expect(formOneImperative('كتب', lexicon)).toBeUndefined();
  });

  it('of forms V and VI are spelled like their verbal noun, which gives their vowels', () => {
    expect(imperativeOfVerbalNoun('تَجَنُّب')).toBe(nfc('تَجَنَّبْ'));
    expect(imperativeOfVerbalNoun('تَوَاصُل')).toBe(nfc('تَوَاصَلْ'));
    expect(imperativeOfVerbalNoun('تَسْجِيل')).toBeUndefined(); // form II's noun is spelled otherwise
  });

  it('are known where the lexicon lists them, by shapes no past, noun or adjective has', () => {
    for (const listed of ['اضْغَط', 'حَمِّل', 'أَدْخِل', 'أَضِف', 'اسْتَخْدِم', 'اِنْتَظِر'])
      expect(listedImperative(listed)).toBe(nfc(`${listed}\u0652`));
    // A past, a participle (also form III's imperative), an adjective, a noun.
    for (const other of ['حَمَّل', 'أَدْخَل', 'اسْتَخْدَم', 'تَابِع', 'سَيِّد', 'أَكْبَر', 'كِتَاب'])
      expect(listedImperative(other)).toBeUndefined();
  });

  it('address one, a woman or several, an object pronoun after them', () => {
    const single = nfc('حَمِّلْ');
    expect(addressed(single, 'one', 'ه')).toBe(nfc('حَمِّلْه'));
    expect(addressed(single, 'woman', 'ها')).toBe(nfc('حَمِّلِيهَا'));
    expect(addressed(single, 'several')).toBe(nfc('حَمِّلُوا'));
    expect(addressed(single, 'several', 'ه')).toBe(nfc('حَمِّلُوه'));
  });

  it('of form II are built from a verb the caller marked with its shadda alone', () => {
    expect(markedFormIIImperative('سجّل')).toBe(nfc('سَجِّلْ'));
    expect(markedFormIIImperative('علّمي')).toBe(nfc('عَلِّمِي'));
    expect(markedFormIIImperative('وفّروا')).toBe(nfc('وَفِّرُوا'));
    expect(markedFormIIImperative('فقدّمها')).toBe(nfc('فَقَدِّمْهَا'));
    expect(markedFormIIImperative('سجل')).toBeUndefined();
    expect(markedFormIIImperative('مدرّسة')).toBeUndefined();
  });

  it('are read as such to a woman, to several and with an object pronoun', () => {
    for (const reading of ['اتْرُكِيه', 'اعْجِنِي', 'اُطْلُبُوا', 'أَدْخِلْهُ', 'اضْغَطْ'])
      expect(readsAsImperative(reading)).toBe(true);
    for (const reading of ['أَدْخَلَه', 'كِتَابِي', 'سَيِّدِي'])
      expect(readsAsImperative(reading)).toBe(false);
  });

  it('take an object pronoun after their sukun or long vowel when the list holds them', () => {
    const listed = lexiconOf(['اغْسِل', 'أَدْخِل', 'أَعْرِف', 'يَعْرِف', 'تَعْرِف']);
    expect(listedImperativeWithObject('اغسله', listed)).toBe(nfc('اغْسِلْه'));
    expect(listedImperativeWithObject('واغسليها', listed)).toBe(nfc('وَاغْسِلِيهَا'));
    expect(listedImperativeWithObject('اغسلوه', listed)).toBe(nfc('اغْسِلُوه'));
    expect(listedImperativeWithObject('أدخله', listed)).toBe(nfc('أَدْخِلْه'));
    // أَعْرِف is the "I" of يَعْرِف, no imperative (لا اعرفها).
    expect(listedImperativeWithObject('أعرفها', listed)).toBeUndefined();
    expect(listedImperativeWithObject('كتابه', listed)).toBeUndefined();
  });

  it('of three root letters alone are form II, and no weak letter makes one', () => {
    expect(formTwoOfRootLetters('حمل')).toBe(nfc('حَمِّلْ'));
    expect(formTwoOfRootLetters('حدث')).toBe(nfc('حَدِّثْ'));
    for (const bare of ['قول', 'سعى', 'بدأ', 'اكتب', 'شركة'])
      expect(formTwoOfRootLetters(bare)).toBeUndefined();
  });

  it('of form II are read from the past whether or not its other persons are listed', () => {
    expect(imperativeOfPast('فَعَّل', lexiconOf([]))).toBe(nfc('فَعِّلْ'));
  });
});

describe('imperatives read in a text', () => {
  const read = (text: string) => defaultDiacritizer.diacritizeText(text).normalize('NFC');

  it('of a verb whose و drops in the present come from that present (ضع، قف)', () => {
    expect(read('ضعيها في الفرن')).toContain(nfc('ضَعِيهَا '));
    expect(read('وضعوها في مكان بارد')).toContain(nfc('وَضَعُوهَا '));
    // صلوا is listed as "pray" (صَلُّوا), no imperative of وصل.
    expect(read('وصلوا على نبيكم')).not.toContain(nfc('صِلُوا'));
  });

  it('are found among the list later vowellings too, and a defective one in ī to a woman', () => {
    // قطع: the list holds قَطَّع, then the imperative قَطِّع.
    expect(read('اغسلي الخضار ثم قطعيها')).toContain(nfc('قَطِّعِيهَا'));
    // قلى يَقْلِي: اِقْلِي, not أقال's أَقِلْ.
    expect(read('قطعي البصل واقليه بالزيت')).toContain(nfc('قْلِيه'));
    // A noun with a possessive left bare for its case is no imperative (أيديهم).
    expect(read('علموا اولادكم غسل ايديهم')).not.toContain(nfc('أَيِّدِي'));
  });

  it("of form IV where a bare alif stands for its hamza and the object follows, form I's before a preposition", () => {
    expect(read('ادخل رقم هويتك')).toMatch(/^أَدْخِلْ /u);
    expect(read('ارجع المنتج خلال اسبوع')).toMatch(/^أَرْجِعْ /u);
    expect(read('ادخل إلى حسابك')).toMatch(/^ادْخُلْ |^اُدْخُلْ /u);
    // Wherever it is read: after و or ف, its object a pronoun.
    expect(read('حمل التطبيق وادخل رقمك')).toContain(nfc('وَأَدْخِلْ '));
    expect(read('ارسلنا لكم الرمز فادخلوه في التطبيق')).toContain(nfc('فَأَدْخِلُوه'));
    // أحجز is form I's "I" present: احجز stays form I's imperative.
    expect(read('احجز جولتك عبر موقعنا')).toMatch(/^اِحْجِزْ /u);
  });
});
