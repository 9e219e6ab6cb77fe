import { defaultDiacritizer } from './default-diacritizer.js';
import { Diacritizer } from './diacritizer.js';
import { speakableForm } from './speakable-form.js';

/** The default diacritiser's reading, NFC, without the tatweels set between vowelled letters. */
const readWithoutTatweel = (text: string) =>
  defaultDiacritizer
    .diacritizeText(text)
    .normalize('NFC')
    .replace(/\u0640/g, '');

describe('Diacritizer', () => {
  const diacritizer = new Diacritizer([
    'مِن',
    'الْكِتَاب',
    'إِلَى',
    'عَلِيّ',
    'عَلَى',
    'كِتَاب',
    'مَن',
    'الشَّمْس',
    'قَالُوا',
    'الَّذِين',
    'مَدْرَسَة',
    'وِزَارَة',
  ]);

  it('restores the vowels of a known word', () => {
    expect(diacritizer.diacritizeWord('الكتاب')).toBe('الْكِتَاب');
    expect(diacritizer.diacritizeWord('من')).toBe('مِن'); // the earlier (more frequent) entry wins
  });

  it('reads three root letters in ـوا without a hamzat wasl, asking several listeners, as form II', () => {
    const read = (text: string) => defaultDiacritizer.diacritizeText(text).normalize('NFC');
    expect(read('ذكروا أبناءكم بإحضار كتبهم')).toMatch(/^ذَكِّرُو/);
    expect(read('علموا اولادكم غسل ايديهم، وذكروهم بذلك')).toContain('وَذَكِّرُوهُم'.normalize('NFC'));
    // No listeners addressed: "they".
    expect(read('ذكروا أن الاجتماع تأجل')).not.toMatch(/^ذَكِّرُو/);
  });

  it("reads a caller's form II with a woman's ـي as her imperative wherever it stands", () => {
    const read = (text: string) => defaultDiacritizer.diacritizeText(text).normalize('NFC');
    expect(read('قلّبي الخليط جيدا')).toMatch(/^قَلِّبِي /);
    expect(read('أضيفي الملح وقلّبي الخليط')).toContain('وَقَلِّبِي'.normalize('NFC'));
  });

  it('reads a noun with its pronoun that a number after it measures as the nominative topic', () => {
    const read = (text: string) => defaultDiacritizer.diacritizeText(text).normalize('NFC');
    expect(read('في فرن حرارته مِئَة وَثَمَانُون درجة')).toContain('حَرَارَتُه'.normalize('NFC'));
    expect(read('بلغ عددها ثَمَانِيَةَ عَشَرَ')).toContain('عَدَدُهَا'.normalize('NFC'));
    // A verb with its object is no topic; إنّ governs the noun after it.
    expect(read('لأن حرارته تِسْعَة وَثَلَاثُون')).toContain('حَرَارَتَه'.normalize('NFC'));
  });

  it('reads a plural spelled like another word as the plural after a number', () => {
    const read = (text: string) => defaultDiacritizer.diacritizeText(text).normalize('NFC');
    expect(read('ثلاثة أشهر')).toContain('أَشْهُر'.normalize('NFC'));
    expect(read('في أشهر المطاعم')).not.toContain('أَشْهُر'.normalize('NFC'));
  });

  it('reads a final ي typed for ى after a verb stem, which takes no "my"', () => {
    expect(defaultDiacritizer.diacritizeText('يرجي ارسال')).toMatch(/^يُرْجَى /);
  });

  it('reads آخر before the noun it completes as آخِر, "last", and after a noun as آخَر, "other"', () => {
    const read = (text: string) => defaultDiacritizer.diacritizeText(text).normalize('NFC');
    expect(read('آخر موعد للتسجيل')).toMatch(/^آخِر /);
    expect(read('في آخر يوم')).toContain('آخِر');
    expect(read('لآخر مرة')).toMatch(/^لِآخِر /);
    expect(read('في مكان آخر في المدينة')).toContain('آخَر');
  });

  it('reads من before a verb as مَنْ, "who", and before anything else as مِنْ', () => {
    const read = (text: string) => defaultDiacritizer.diacritizeText(text);
    expect(read('لكل من يرغب')).toContain('مَنْ');
    expect(read('وستعطى الأولوية لمن يسجل')).toContain('لِمَنْ');
    expect(read('فمن يريد')).toContain('فَمَنْ');
    // A noun, a preposition, or a word in أ that may be an elative or a verbal noun.
    expect(read('من تقديم الطلب').split(' ')[0]).toBe('مِن');
    expect(read('من أمام المنزل').split(' ')[0]).toBe('مِن');
    expect(read('من أهم الأسباب').split(' ')[0]).toBe('مِن');
  });

  it('tells a known noun from a verb, a function word or a word no lexicon holds', () => {
    expect(defaultDiacritizer.readsAsNoun('بنظام')).toBe(true);
    expect(defaultDiacritizer.readsAsNoun('هاتف')).toBe(true);
    expect(defaultDiacritizer.readsAsNoun('يتطلب')).toBe(false);
    expect(defaultDiacritizer.readsAsNoun('وأطلقت')).toBe(false);
    expect(defaultDiacritizer.readsAsNoun('عليهم')).toBe(false);
    expect(defaultDiacritizer.readsAsNoun('كتب')).toBe(false); // two readings: no lexicon holds it
  });

  it('leaves a word the caller vowelled, even partly, as it is', () => {
    expect(diacritizer.diacritizeWord('مَن')).toBe('مَن');
    expect(diacritizer.diacritizeWord('الكتابُ')).toBe('الكتابُ');
  });

  it('finds words typed without the hamza that starts their stem, or with ى for a final ي', () => {
    expect(diacritizer.diacritizeWord('الى')).toBe('إِلَى');
    expect(diacritizer.diacritizeWord('علي')).toBe('عَلِيّ'); // exact spelling first: the name Ali
    const casual = new Diacritizer(['الْأَوَّل', 'فِي', 'بِأَيّ', 'أَمْس']);
    expect(casual.diacritizeWord('الاول')).toBe('الْأَوَّل');
    expect(casual.diacritizeWord('امس')).toBe('أَمْس');
    expect(casual.diacritizeWord('فى')).toBe('فِي');
    expect(casual.diacritizeWord('باي')).toBe('بِأَيّ'); // bi- and the stem أي: a hamza at the stem's start
    // Any word of that folded spelling, not only the first: ابدا is أَبَدًا, not أَبْدَأ.
    expect(new Diacritizer(['أَبْدَأ', 'أَبَدًا']).diacritizeWord('ابدا')).toBe('أَبَدًا');
    // Two words of other letters typed alike are left to the sentence or espeak-ng, the modern list's
    // before the Quran's.
    expect(new Diacritizer([], ['أَمَام', 'إِمَام']).diacritizeWord('امام')).toBe('امام');
    expect(new Diacritizer(['إِعْرَاض'], ['أَعْرَاض']).diacritizeWord('اعراض')).toBe('أَعْرَاض');
    // The stem of a modern word under its clitics and suffixes, and one espeak-ng reads itself.
    const modern = new Diacritizer([], ['أَرْض'], [], ['إِنْتَرْنِت']);
    expect(modern.diacritizeText('في ارضه')).toContain('أَرْضِه');
    expect(modern.diacritizeWord('انترنت')).toBe('إِنْتَرْنِت');
    expect(modern.diacritizeWord('إنترنت')).toBe('إنترنت'); // as listed: espeak-ng's to read
  });

  it('takes a typed ال before a stem the modern list holds for the article, and one casual change at a time', () => {
    const casual = new Diacritizer(['أَلْسِنَة', 'آلِيّ'], ['سَنَة']);
    expect(casual.diacritizeWord('السنة')).not.toBe('أَلْسِنَة');
    expect(casual.diacritizeWord('الى')).not.toBe('آلِيّ'.normalize('NFC')); // hamza and ي both changed
    // A pronoun after a stem in hamzat wasl: اسمك is اسْم + ك, not أَسْمَك.
    const wasl = new Diacritizer(['أَسْمَك'], ['اسْم']);
    expect(wasl.diacritizeWord('اسمك')).not.toBe('أَسْمَك');
  });

  it('reads a bare alif inside a stem as a hamza with a vowel only where no word is written so, and a typed ي as written', () => {
    expect(new Diacritizer(['سَأَل', 'سَال']).diacritizeWord('سال')).toBe('سَال');
    expect(new Diacritizer(['سَأَل']).diacritizeWord('سال')).toBe('سَأَل');
    expect(new Diacritizer(['الْقُرْآن']).diacritizeWord('القران')).toBe('الْقُرْآن');
    // A hamza with no vowel after a fatha first: تاكل is تأكل, not تآكل.
    expect(new Diacritizer(['تَآكُل', 'تَأْكُل']).diacritizeWord('تاكل')).toBe('تَأْكُل');
    expect(new Diacritizer(['الْمَشَى']).diacritizeWord('المشي')).toBe('المشي');
  });

  it('reads a verb of forms II to IV opening a sentence that speaks to the listener as the imperative', () => {
    const read = (text: string) => defaultDiacritizer.diacritizeText(text).normalize('NFC');
    expect(read('أرسل صورة هويتك على هذا الرقم')).toMatch(/^أَرْسِلْ /);
    // Not a "we" past, nor a form I past, nor a sentence that speaks to no one.
    expect(read('أرسلنا لك رمز التحقق')).not.toMatch(/^أَرْسِلْنَا/);
    expect(read('وصل طلبك إلى مركز التوزيع')).toMatch(/^وَصَل /);
    expect(read('أرسل الوزير رسالة')).not.toMatch(/^أَرْسِلْ /);
    // Nor a definite noun after it, which may be its subject, nor a feminine noun with a pronoun.
    expect(read('حدد البنك موعدا لك')).not.toMatch(/^حَدِّدْ /);
    expect(read('شقتنا الجديدة قريبة من مدارس أطفالكم')).not.toMatch(/^شَقِّت/);
  });

  it('reads a verb of forms II to IV opening an instruction that names a product in another language as the imperative', () => {
    const read = (text: string, after: string) =>
      defaultDiacritizer.diacritizeText(text, { after }).normalize('NFC');
    expect(read('حمل تطبيقنا من', 'App Store')).toMatch(/^حَمِّلْ /);
    expect(read('فعل خاصية', 'Face ID')).toMatch(/^فَعِّلْ /);
    // An indefinite noun and its adjective after the verb are its subject; a present is no form II.
    expect(read('صدر تحديث جديد للعبة', 'FIFA')).not.toMatch(/^صَدِّر/);
    expect(read('تبث قنوات', 'beIN SPORTS')).not.toMatch(/^تَبِّث/);
    // Nothing in another language: a report may open so.
    expect(defaultDiacritizer.diacritizeText('حمل تطبيقنا من المتجر')).not.toMatch(/^حَمِّلْ /);
  });

  it("reads a present before the listener's pronoun as the causative the list holds beside it", () => {
    const both = new Diacritizer([], ['يَذْكُر', 'تَذْكُر'], [], [], ['يُذَكِّر', 'تُذَكِّر']);
    expect(both.diacritizeWord('نذكركم').normalize('NFC')).toBe('نُذَكِّرُكُم'.normalize('NFC'));
    // Another pronoun keeps the list's own reading: we mention him.
    expect(both.diacritizeWord('نذكره').normalize('NFC')).toBe('نَذْكُرُه'.normalize('NFC'));
    const read = (text: string) => defaultDiacritizer.diacritizeText(text).normalize('NFC');
    expect(read('وسنبلغكم بموعد الإقلاع')).toContain('وَسَنُبْلِغُكُم'.normalize('NFC'));
  });

  it("gives a defective present's long vowel the pronoun directly, and the subjunctive its -a", () => {
    const defective = new Diacritizer([], ['يَدْعُو', 'تَدْعُو', 'يُعْطِي', 'تُعْطِي']);
    const read = (text: string) =>
      defective
        .diacritizeText(text)
        .normalize('NFC')
        .replace(/\u0640/g, '');
    expect(read('ندعوكم')).toBe('نَدْعُوكُم'.normalize('NFC'));
    expect(read('يعطيكم')).toBe('يُعْطِيكُم'.normalize('NFC'));
    expect(read('أن ندعوكم')).toContain('نَدْعُوَكُم'.normalize('NFC'));
    // The causative beside a defective present is taken the same way: we cover you.
    const causative = new Diacritizer([], ['يَغْطِي', 'تَغْطِي'], [], [], ['يُغَطِّي', 'تُغَطِّي']);
    expect(causative.diacritizeWord('نغطيكم').normalize('NFC')).toBe('نُغَطِّيكُم'.normalize('NFC'));
  });

  it('reads a plural in ات as one in ـآت where the list holds that plural, before any other madda', () => {
    const casual = new Diacritizer(['مُكَافَآت', 'تَآكُل']);
    expect(casual.diacritizeWord('مكافات')).toBe('مُكَافَآت');
    // Another madda only where no stricter reading is found.
    expect(casual.diacritizeWord('تاكل')).toBe('تَآكُل'.normalize('NFC'));
    // A hamza with sukun after a fatha typed as a bare alif (the glottal stop dropped, the a long).
    const withSukun = new Diacritizer(['تَأْخِير', 'تَأْكُل', 'تَآكُل', 'يَبْدَأ']);
    expect(withSukun.diacritizeWord('تاخير')).toBe('تَأْخِير'.normalize('NFC'));
    expect(withSukun.diacritizeWord('يبدا')).toBe('يَبْدَأ'.normalize('NFC')); // final, no vowel
    // A hamza with no vowel after a fatha before a madda: تاكل is تأكل, not تآكل.
    expect(withSukun.diacritizeWord('تاكل')).toBe('تَأْكُل'.normalize('NFC'));
  });

  it('keeps a hamza the writer typed: another seat is another word', () => {
    const withImam = new Diacritizer(['إِمَام']);
    expect(withImam.diacritizeWord('امام')).toBe('إِمَام');
    expect(withImam.diacritizeWord('أمام')).toBe('أمام');
  });

  it('vowels clitic prefixes and the article after li-', () => {
    expect(diacritizer.diacritizeWord('والكتاب')).toBe('وَالْكِتَاب');
    expect(diacritizer.diacritizeWord('بكتاب')).toBe('بِكِتَاب');
    expect(diacritizer.diacritizeWord('للكتاب')).toBe('لِلْكِتَاب');
    expect(diacritizer.diacritizeWord('وللكتاب')).toBe('وَلِلْكِتَاب');
  });

  it('leaves unknown words unchanged', () => {
    expect(diacritizer.diacritizeWord('حاسوب')).toBe('حاسوب');
    expect(diacritizer.diacritizeWord('وقط')).toBe('وقط'); // stem too short to trust a prefix split
  });

  it('writes words the way espeak-ng reads them best', () => {
    // The article's sun letter is left for espeak-ng to double; the alif after plural waw is dropped.
    expect(diacritizer.diacritizeText('الشمس قالوا مدرسة')).toBe('الشَمْس قَالُوٱ مَدْرَسَه');
    expect(diacritizer.diacritizeText('الذين')).toBe('الذين'); // espeak-ng's dictionary reads it right
  });

  it('vowels a pronoun suffix by the word before it in the clause', () => {
    const modern = new Diacritizer([], ['كِتَاب', 'مَال']);
    expect(modern.diacritizeText('في كتابه')).toBe('في كِتَابِه');
    expect(modern.diacritizeText('في، كتابه')).toBe('في، كتابه'); // no case across punctuation
    expect(modern.diacritizeWord('مالي')).toBe('مَالِي');
  });

  it('derives the forms of a word espeak-ng reads itself, leaving the word to it', () => {
    const modern = new Diacritizer([], [], [], ['سَيَّارَة']);
    expect(modern.diacritizeWord('سيارة')).toBe('سيارة');
    expect(modern.diacritizeWord('السيارات')).toBe('السَّيَّارَات');
    expect(modern.diacritizeWord('وبالسيارة')).toBe('وَبِالسَّيَّارَة');
    expect(modern.diacritizeWord('بسيارته')).toBe('بِسَيَّارَتِه');
  });

  it('gives a suffixed noun the nominative at the start of a sentence only', () => {
    const modern = new Diacritizer([], ['كِتَاب']);
    expect(modern.diacritizeText('كتابه هنا. وكتابهم هناك')).toBe('كِتَابُه هنا. وَكِتَابُهُم هناك');
    expect(modern.diacritizeText('هنا، كتابه')).toBe('هنا، كتابه');
    expect(modern.diacritizeText('قرأ كتابه')).toBe('قرأ كتابه');
  });

  it('does not take the first word after a Latin name for the start of a sentence', () => {
    const modern = new Diacritizer([], ['كِتَاب']);
    // أصدرت Samsung كتابها: the noun is the verb's object, not a subject in the nominative.
    expect(modern.diacritizeText('كتابها', { before: 'Samsung' })).toBe('كتابها');
    expect(modern.diacritizeText('كتابها', { before: 'I read it. ' })).toBe('كِتَابُهَا');
  });

  it('gives a suffixed noun after a verb and a Latin name, its subject, the accusative', () => {
    const modern = new Diacritizer([], ['كِتَاب', 'أَصْدَر', 'أَصْدَرَت']);
    const after = (wordBeforeName: string) =>
      modern.diacritizeText('كتابها', { before: 'Samsung', wordBeforeName });
    expect(after('أصدرت')).toBe('كِتَابَهَا');
    expect(after('وأصدر')).toBe('كِتَابَهَا');
    expect(after('على')).toBe('كتابها'); // no verb: nothing shows its case
  });

  it('gives a suffixed noun after a verb and its subject, a definite noun or its plural ending, the accusative', () => {
    const modern = new Diacritizer(
      [],
      ['دَرْس', 'دُرُوس', 'طُلَّاب', 'رَاجَع', 'رَاجَعَت', 'يُرَاجِع', 'تُرَاجِع', 'يُحِبّ', 'تُحِبّ', 'نَفْس', 'مُعَلِّم'],
    );
    expect(modern.diacritizeText('راجع الطالب درسه')).toContain('دَرْسَه');
    expect(modern.diacritizeText('يحبون طلابهم')).toContain(speakableForm('طُلَّابَهُم'));
    expect(modern.diacritizeText('مع المعلمين طلابهم')).toContain('طلابهم'); // no verb: case unknown
    expect(modern.diacritizeText('راجع الطالب نفسه')).toContain('نفسه'); // emphasis, in the subject's case
    // A sound plural with its pronoun, its ن dropped, is a subject too.
    expect(modern.diacritizeText('وسيراجع معلمونا دروسهم')).toContain(speakableForm('دُرُوسَهُم'));
    // A past ending in its long vowel, its "she" form listed beside it, is a verb too.
    const thrown = new Diacritizer([], ['رَمَى', 'رَمَت', 'شَبَكَة', 'صَيَّاد']);
    expect(thrown.diacritizeText('رمى الصياد شبكته')).toContain('شَبَكَتَه');
    // So is my father, brother or mother, a noun of two letters.
    expect(modern.diacritizeText('راجع أبي درسه')).toContain('دَرْسَه');
    expect(modern.diacritizeText('راجع امي درسها')).toContain(speakableForm('دَرْسَهَا'));
    // A verb the caller marked, listed only in its "she" form (its "he" form is also a noun).
    const sheOnly = new Diacritizer([], ['قَدَّمَت', 'دَرْس']);
    expect(sheOnly.diacritizeText('وقدّم الطالب درسه')).toContain('دَرْسَه');
  });

  it('gives a suffixed noun after the definite noun that begins the sentence, or a demonstrative, the nominative', () => {
    const modern = new Diacritizer([], ['شَرِكَة', 'أَرْبَاح', 'سَيَّارَة']);
    expect(modern.diacritizeText('الشركة أرباحها')).toContain('أَرْبَاحُهَا');
    expect(modern.diacritizeText('والشركة أرباحها')).toContain('أَرْبَاحُهَا');
    expect(modern.diacritizeText('هذه سيارتهم')).toContain(speakableForm('سَيَّارَتُهُم'));
    expect(modern.diacritizeText('في الشركة أرباحها')).toContain('أرباحها'); // not the topic
  });

  it('gives a suffixed noun after a verbal noun of a derived form the genitive', () => {
    const modern = new Diacritizer([], ['اِسْتِلَام', 'حِسَاب', 'اِسْتَفَاد', 'اِسْتَفَادَت']);
    expect(modern.diacritizeText('استلام حسابك')).toContain('حِسَابِك');
    // A verb's spelling right after a verb that opens the sentence is its subject, the noun listed
    // with its article (طَلَب is a past too), also after a past the caller marked passive.
    const asked = new Diacritizer([], ['وَصَل', 'وَصَلَت', 'طَلَب', 'طَلَبَت', 'الطَّلَب']);
    expect(asked.diacritizeText('وصل طلبك')).toContain('طَلَبُك');
    expect(asked.diacritizeText('قُبل طلبك')).toContain('طَلَبُك');
    // A spelling left bare for its readings but listed as a past in its "she" form (رفع: رَفَعَت),
    // then its subject: a suffixed noun after them is the object.
    expect(defaultDiacritizer.diacritizeText('رفع الهلال رصيده')).toContain('رَصِيدَه');
    // A modern word espeak-ng reads itself is a noun the lexicon knows: أرسل ملفك is an imperative.
    expect(defaultDiacritizer.diacritizeText('أرسل ملفك')).toMatch(/^أَرْسِلْ /);
    // A past listed only in its "she" form is a verb: after it and its subject, the object.
    const sheOnly = new Diacritizer([], ['قَدَّمَت', 'شَرِكَة', 'عَرْض']);
    expect(sheOnly.diacritizeText('قدمت الشركة عرضها')).toContain('عَرْضَهَا');
    // After a verb and its subject with a possessive, a suffixed noun is the object.
    expect(defaultDiacritizer.diacritizeText('قاد مهاجمنا فريقه')).toContain('فَرِيقَه');
    // After a verb with its object pronoun, "he" has his subject next, "we" a second object.
    const carrying = new Diacritizer([], ['يَفْحَص', 'تَفْحَص', 'طَبِيب']);
    expect(carrying.diacritizeText('وسيفحصك طبيبك')).toContain('طَبِيبُك');
    expect(defaultDiacritizer.diacritizeText('أرسلناه بريدكم')).toContain('بَرِيدَكُم');
    // نفسه after a noun a preposition governs takes its genitive; after a verb's subject, its nominative.
    const emphasis = new Diacritizer([], ['نَفْس', 'طَرِيقَة', 'وَزِير', 'قَال', 'قَالَت']);
    expect(emphasis.diacritizeText('في الطريقة نفسها')).toContain('نَفْسِهَا');
    expect(emphasis.diacritizeText('بالطريقة نفسها')).toContain('نَفْسِهَا');
    expect(emphasis.diacritizeText('قال الوزير نفسه')).not.toContain('نَفْسِه');
    // A verbal noun with its doer's pronoun takes its object after it, accusative.
    expect(modern.diacritizeText('استلامك حسابك')).toContain('حِسَابَك');
    // Any noun the lexicon knows, without the article, before a suffixed noun: in construct with it.
    const construct = new Diacritizer([], ['مَوْعِد', 'رِحْلَة', 'يَوْم', 'يُرْسِل', 'تُرْسِل', 'طَلَب']);
    expect(construct.diacritizeText('قبل موعد رحلتكم')).toContain('رِحْلَتِكُم');
    expect(construct.diacritizeText('الموعد رحلتكم')).not.toContain('رِحْلَتِكُم');
    expect(construct.diacritizeText('كل يوم يرسلها')).toContain('يُرْسِلُهَا');
    expect(construct.diacritizeText('بما رحلتكم')).not.toContain('رِحْلَتِكُم');
    // أنّ before a noun the lexicon knows; أنْ، إنْ before a verb (كنت) or a hollow past (شاء).
    expect(defaultDiacritizer.diacritizeText('علمنا ان موعد').normalize('NFC')).toContain(
      'أَنَّ مَوْعِد'.normalize('NFC'),
    );
    expect(defaultDiacritizer.diacritizeText('إن كنت')).not.toContain('إِنَّ');
    expect(defaultDiacritizer.diacritizeText('ان وثيقتك').normalize('NFC')).toContain(
      'إِنَّ'.normalize('NFC'),
    );
    expect(defaultDiacritizer.diacritizeText('ننصحكم بأن تأخذوا')).toContain('بِأَنْ');
    expect(defaultDiacritizer.diacritizeText('ان شاء الله')).not.toContain('إِنَّ');
    // A broken plural in a present's person letter is no verb (أنّ نتائج، أنّ نتائجها); a word that
    // may be a present stays أنْ (أن تقدم).
    const plural = new Diacritizer([], ['نَتَائِج', 'تَقَدُّم']);
    const an = (text: string) => plural.diacritizeText(text).normalize('NFC');
    const anna = 'أَنَّ'.normalize('NFC');
    expect(an('أعلنت أن نتائج')).toContain(anna);
    expect(an('أعلنت أن نتائجها')).toContain(anna);
    expect(an('أعلنت أن تقدم')).not.toContain(anna);
    // Nor is a word in ة or one shaped أَفْعَال, whatever letter it opens with (أنّ تربية، أنّ أسعار).
    const nouns = new Diacritizer([], ['تَرْبِيَة', 'أَسْعَار']);
    expect(nouns.diacritizeText('يرى أن تربية').normalize('NFC')).toContain(anna);
    expect(nouns.diacritizeText('يرى أن أسعار').normalize('NFC')).toContain(anna);
    // A past with its object and a possessed noun alike, opening a sentence before a preposition.
    expect(defaultDiacritizer.diacritizeText('طلبك في الطريق')).toMatch(/^طَلَبُك/);
    expect(defaultDiacritizer.diacritizeText('طلبك المدير')).not.toMatch(/^طَلَبُك/);
    // A word the modern list holds whole is no stem and pronoun (اشترك اشْتَرَك, not اشْتَر + ك).
    expect(defaultDiacritizer.diacritizeText('اشترك آلاف العملاء في خدمتنا')).not.toMatch(
      /^اِشْتَرُك/u,
    );
    // After a verb and a preposition with a pronoun: the subject of a "he" verb, the object of "we".
    expect(defaultDiacritizer.diacritizeText('وسيتصل بك مندوبنا')).toContain('مَنْدُوبُنَا');
    // A present to a woman has its subject in its ending: what follows is its object.
    expect(defaultDiacritizer.diacritizeText('هل تستخدمين حسابك').normalize('NFC')).toContain(
      'حِسَابَكْ'.normalize('NFC'),
    );
    expect(defaultDiacritizer.diacritizeText('حفل تخرجي').normalize('NFC')).toContain(
      'تَخَرُّجِي'.normalize('NFC'),
    );
    // A spelling in ـنا opening a clause before a noun with a possessive is a "we" and its object.
    expect(defaultDiacritizer.diacritizeText('طلبنا وجبتنا من مطعمكم').normalize('NFC')).toContain(
      'طَلَبْنَا وَجْبَتَنَا'.normalize('NFC'),
    );
    // A noun the list holds after a verb of its letters is read under the article (شَخَّص، شَخْص).
    expect(defaultDiacritizer.diacritizeText('للشخص').normalize('NFC')).toBe(
      'لِلشَّخْص'.normalize('NFC'),
    );
    expect(defaultDiacritizer.diacritizeText('القطع').normalize('NFC')).not.toContain('قَطِّع');
    // So before a noun with the article no adjective is shaped like; "our X" before its adjective.
    expect(defaultDiacritizer.diacritizeText('وضعنا العملات في خزائنها')).toMatch(/^وَضَعْنَا/u);
    expect(defaultDiacritizer.diacritizeText('فحصنا السياره')).toMatch(/^فَحَصْنَا/u);
    expect(defaultDiacritizer.diacritizeText('فرعنا الجديد')).toMatch(/^فَرْعُنَا/u);
    expect(defaultDiacritizer.diacritizeText('عملاؤنا الكرام')).toMatch(/^عُمَلَاؤُنَا/u);
    expect(defaultDiacritizer.diacritizeText('موقعنا الالكتروني')).toMatch(/^مَوْقِعُنَا/u);
    // A sun letter's adjective too (الصغير), whose shadda follows its vowel.
    expect(defaultDiacritizer.diacritizeText('ولاعبنا الصغير سجل هدفه')).toMatch(/^وَلَاعِبُنَا/u);
    // Nor before a definite noun that ends in a pronoun's letters (المالك: he informed us).
    expect(defaultDiacritizer.diacritizeText('ابلغنا المالك').normalize('NFC')).not.toContain(
      'أَبْلَغْنَا'.normalize('NFC'),
    );
    // A ت present with the listener for its object: what follows is its subject.
    expect(defaultDiacritizer.diacritizeText('وستصلكم شحنتكم غدا').normalize('NFC')).toContain(
      'شُحْنَتُكُم'.normalize('NFC'),
    );
    expect(defaultDiacritizer.diacritizeText('سنرسل لكم فاتورتكم')).toContain('فَاتُورَتَكُم');
    // The prohibition's لا behind ف or و, or opening the sentence: the jussive before the pronoun.
    expect(defaultDiacritizer.diacritizeText('فلا تشاركه')).toContain('تُشَارِكْه');
    expect(defaultDiacritizer.diacritizeText('هي لا تعرفها')).not.toContain('تَعْرِفْهَا');
    // تم's subject is a verbal noun, nominative; a verb after the future's س opens its sentence too.
    expect(defaultDiacritizer.diacritizeText('وسيتم شحنه')).toContain('شَحْنُه');
    expect(defaultDiacritizer.diacritizeText('ويمكنك استلامه')).toContain('سْتِلَامُه');
    expect(defaultDiacritizer.diacritizeText('سيصل طلبك')).toContain('طَلَبُك');
    // Any verbal noun after تم, which takes nothing else: تم شحن حسابك.
    expect(modern.diacritizeText('تم شحن حسابك')).toContain('حِسَابِك');
    expect(modern.diacritizeText('ثم شحن حسابك')).not.toContain('حِسَابِك');
    // After هل a past in ت is "you", unless a definite noun may be its subject and nothing speaks to
    // the listener.
    const questioned = new Diacritizer([], ['سَافَرَت', 'حَجَزَت', 'وَصَلَت', 'فُنْدُق', 'شُحْنَة']);
    expect(questioned.diacritizeText('هل سافرت من قبل')).toContain('سَافَرْت ');
    expect(questioned.diacritizeText('هل حجزت الفندق يا أحمد')).toContain('حَجَزْت ');
    expect(questioned.diacritizeText('هل وصلت الشحنة')).toContain('وَصَلَت ');
    // A past in ت is the speaker's "I" when a word of the speaker's own comes later in its sentence.
    const narrated = new Diacritizer([], ['حَضَر', 'حَضَرَت', 'أَرْسَل', 'أَرْسَلَت', 'عَرْض', 'رِسَالَة']);
    expect(narrated.diacritizeText('حضرت الاجتماع ثم عرضي')).toMatch(/^حَضَرْتُ /);
    expect(narrated.diacritizeText('حضرت الاجتماع وأرسلتها بنفسي')).toContain('وَأَرْسَلْتُهَا');
    expect(narrated.diacritizeText('حضرت الاجتماع')).toMatch(/^حَضَرَت /);
    // The speaker's words no suffix analysis finds: a preposition with "me", a noun of two letters
    // with "my", a noun in ف with "my" (فريقي), a final hamza seated on ya before "my" (زملائي).
    expect(narrated.diacritizeText('حضرت الاجتماع ولم يتصل بي أحد')).toMatch(/^حَضَرْتُ /);
    expect(narrated.diacritizeText('حضرت الاجتماع مع أخي')).toMatch(/^حَضَرْتُ /);
    expect(defaultDiacritizer.diacritizeText('خسرت المباراة لأن فريقي تعب')).toMatch(/^خَسِرْتُ /);
    expect(defaultDiacritizer.diacritizeText('خسرت المباراة مع زملائي')).toMatch(/^خَسِرْتُ /);
    expect(defaultDiacritizer.diacritizeText('خسرت المباراة لأنني تعبت')).toMatch(/^خَسِرْتُ /);
    // A spelling opening its sentence before a definite noun and an object is the past the list holds
    // by its "she" form: verb, subject, object. A nominal sentence's predicate is never in -an.
    const opening = new Diacritizer([], ['شَرِبَت', 'فَرْع', 'حَلِيب', 'مَاء', 'مُفِيد', 'طِفْل']);
    expect(opening.diacritizeText('شرب الطفل حليبه')).toMatch(/^شَرِب /);
    expect(opening.diacritizeText('شرب الطفل فرعا')).toMatch(/^شَرِب /);
    expect(opening.diacritizeText('شرب الماء يوميا مفيد')).not.toMatch(/^شَرِب /);
    expect(opening.diacritizeText('شرب الماء مفيد')).not.toMatch(/^شَرِب /);
    // A clause in أن is an object too, where no noun stands; the noun علم is left where none follows.
    expect(defaultDiacritizer.diacritizeText('علم الطالب أن الامتحان تأجل')).toMatch(/^عَلِم /);
    expect(defaultDiacritizer.diacritizeText('علم الفلك من أقدم العلوم')).not.toMatch(/^عَلِم /);
    // An object in construct, an adjective of the subject maybe before it; not a preposition's phrase.
    expect(defaultDiacritizer.diacritizeText('رفع البنك المركزي سعر الفائدة')).toMatch(/^رَفَع /);
    expect(defaultDiacritizer.diacritizeText('رفع البنك سعر الفائدة')).toMatch(/^رَفَع /);
    expect(defaultDiacritizer.diacritizeText('شرب الماء قبل الأكل مفيد')).not.toMatch(/^شَرِب /);
    // A whole entry with a pronoun whose stem only the older list holds takes the context's case.
    const older = new Diacritizer(['وَجْهَك', 'وَجْه'], ['ضَع', 'عَلَى']);
    expect(older.diacritizeText('على وجهك')).toContain('وَجْهِك');
    expect(older.diacritizeText('وجهك')).toContain('وَجْهُك');
    // A suffixed noun after a past read in the speaker's or the listener's person is its object.
    expect(defaultDiacritizer.diacritizeText('هل دفعت فاتورتك')).toContain('فَاتُورَتَك');
    expect(defaultDiacritizer.diacritizeText('أرسلت طلبك وسأتابعه بنفسي')).toContain('طَلَبَك');
    expect(defaultDiacritizer.diacritizeText('قدمت طلبي وسأتابعه بنفسي')).toContain('طَلَبِي');
    // A name called with يا is no "I" present: هل دفعت يا أحمد asks the listener.
    expect(defaultDiacritizer.diacritizeText('هل دفعت فاتورتك يا أحمد')).toMatch(/^هَل دَفَعْت /);
    // A present the modern list holds whole is no stem and pronoun (يشارك is no يُشَار + ك); after لا
    // it is read even where espeak-ng's dictionary holds the form VI past; a noun with the
    // listener's pronoun after it is the prohibition's object.
    expect(defaultDiacritizer.diacritizeText('يشارك اللاعب')).toMatch(/^يُشَارِكْ? /); // a final ك takes a sukun for espeak-ng
    expect(defaultDiacritizer.diacritizeText('لا تشارك رمزك')).toContain('تُشَارِك');
    expect(defaultDiacritizer.diacritizeText('لا تشارك رمزك')).toContain('رَمْزَك');
    expect(defaultDiacritizer.diacritizeText('لا تعمل خدمتنا')).not.toContain('خِدْمَتَنَا');
    // Three root letters opening a sentence an imperative asks for are form II's imperative.
    const firstWord = (text: string) =>
      defaultDiacritizer.diacritizeText(text).split(' ')[0].normalize('NFC');
    expect(firstWord('حمل التطبيق وأرسل لنا رسالة')).toBe('حَمِّلْ'.normalize('NFC'));
    expect(firstWord('حدث جهازك الآن')).toBe('حَدِّثْ'.normalize('NFC'));
    expect(firstWord('حدث خطأ في النظام')).toBe('حَدَث');
    // وكل before an indefinite noun is "and every"; before one in -an, "appointed".
    expect(firstWord('وكل عام وأنتم بخير')).toBe('وَكُلّ'.normalize('NFC'));
    expect(firstWord('وكل محاميا')).not.toBe('وَكُلّ'.normalize('NFC'));
    // Ten typed out: alone before what it counts, or a teen's after its unit.
    const tenIn = (text: string) =>
      defaultDiacritizer.diacritizeText(text).normalize('NFC').split(' ')[1];
    expect(tenIn('انتظر عشر دقائق')).toBe('عَشْر'.normalize('NFC'));
    expect(tenIn('ثلاثة عشر فرعا')).toBe('عَشَر'.normalize('NFC'));
    expect(tenIn('التاسع عشر')).toBe('عَشَر'.normalize('NFC'));
    expect(tenIn('لمدة عشرة أيام')).toBe('عَشَرَة'.normalize('NFC'));
    expect(tenIn('ثلاث عشرة ساعة')).toBe('عَشْرَة'.normalize('NFC'));
    expect(tenIn('باثنتي عشرة ساعة')).toBe('عَشْرَة'.normalize('NFC')); // the unit with bi-
    expect(tenIn('الثانيه عشره ظهرا')).toBe('عَشْرَة'.normalize('NFC')); // its ة typed as ه
    expect(tenIn('نال عشر الأرباح')).toBe('عشر');
    // A number word with ب or ل before it counts the plural after it too (بستة أشهر: أَشْهُر).
    expect(tenIn('بستة أشهر')).toBe('أَشْهُر'.normalize('NFC'));
    // The Quran's lam of oath (لَقَسَم) gives way to li- and a noun the modern list holds.
    const oath = new Diacritizer(['لَقَسَم'], ['قِسْم']);
    expect(oath.diacritizeText('لقسم')).toBe('لِقِسْم'.normalize('NFC'));
    // What a clause asks of someone is a verbal noun: after نرجو من and a noun, or على opening it.
    const askedOf = (text: string) => defaultDiacritizer.diacritizeText(text).normalize('NFC');
    expect(askedOf('نرجو من المسافرين ربط أحزمتهم')).toContain('رَبْط'.normalize('NFC'));
    expect(askedOf('وعلى الركاب ربط أحزمتهم')).toContain('رَبْط'.normalize('NFC'));
    // Not على inside the clause, however many nouns follow it.
    expect(askedOf('حرص الناس على قراءة القرآن وإطعام الصائمين ربط الأرحام')).not.toContain(
      'رَبْط'.normalize('NFC'),
    );
    // يرجى takes a verbal noun, in construct with what follows (يرجى دفع فاتورتك).
    expect(defaultDiacritizer.diacritizeText('يرجى دفع فاتورتك').normalize('NFC')).toContain(
      'دَفْع فَاتُورَتِك'.normalize('NFC'),
    );
    // A verb's spelling read as its noun (الرَّبْط) is in construct with a suffixed noun after it.
    expect(defaultDiacritizer.diacritizeText('يمكنكم ربط حساباتكم').normalize('NFC')).toContain(
      'رَبْط حِسَابَاتِكُم'.normalize('NFC'),
    );
    // So does a whole Quran-derived entry with the article (الرُّبُع) to the modern list's noun.
    const quarter = new Diacritizer(['الرُّبُع'], ['رُبْع']);
    expect(quarter.diacritizeText('الربع')).toBe('الرُبْع'.normalize('NFC'));
    expect(new Diacritizer(['الرُّبُع']).diacritizeText('الربع')).toBe('الرُبُع'.normalize('NFC'));
    // So is a present whose subject is "I".
    expect(defaultDiacritizer.diacritizeText('أرسلت الملف وأرجو ردكم')).toMatch(/^أَرْسَلْتُ /);
    // A noun with "our" called at the start, its adjective and a comma after it: accusative.
    const called = new Diacritizer([], ['عَمِيل', 'عَزِيز', 'سَيَّارَة', 'جَدِيد']);
    expect(called.diacritizeText('عميلنا العزيز، مرحبا')).toMatch(/^عَمِيلَنَا /);
    expect(called.diacritizeText('سيارته الجديدة، وهي')).not.toMatch(/^سَيَّارَتَه /);
    // After a verb whose subject is "we", its object.
    const we = new Diacritizer([], ['حِسَاب', 'يُؤَكِّد', 'تُؤَكِّد', 'اسْتَلَم', 'اسْتَلَمَت', 'اسْتَلَمْنَا']);
    expect(we.diacritizeText('ثم نؤكد حسابك')).toContain('حِسَابَك');
    expect(we.diacritizeText('ثم استلمنا حسابك')).toContain('حِسَابَك');
    // A "we" after the li- of a command or purpose too.
    expect(we.diacritizeText('فلنؤكد حسابك')).toContain('حِسَابَك');
    // A past read with a sukun before نا is "we" even where the lexicon lists no "she" form of it
    // (وجدنا، a و of its root), but for a preposition (لدينا).
    expect(defaultDiacritizer.diacritizeText('وجدنا حقيبتك')).toContain('حَقِيبَتَك');
    expect(defaultDiacritizer.diacritizeText('لدينا حقيبتك')).not.toContain('حَقِيبَتَك');
    // Its whole entry keeps its sukun at the start too: قرأنا is no noun with "our".
    expect(defaultDiacritizer.diacritizeText('قرأنا الكتاب')).toMatch(/^قَرَأْنَا /);
    // A past in ى in its "she" form opens a sentence before its subject: انتهت باقتُك.
    expect(defaultDiacritizer.diacritizeText('انتهت باقتك')).toContain('بَاقَتُك');
    // So is "I", in a present shaped like one (not أمام, whose يمام and تمام are other words).
    expect(defaultDiacritizer.diacritizeText('لم أفهم مشكلتك')).toContain('مُشْكِلَتَك');
    expect(defaultDiacritizer.diacritizeText('أمام جمهورنا')).not.toContain('جُمْهُورَنَا');
    // After a verb, its subject where the verb opens the sentence; elsewhere subject or object.
    expect(modern.diacritizeText('استفاد حسابك')).toContain('حِسَابُك');
    expect(modern.diacritizeText('ثم استفاد حسابك')).toContain(' حسابك');
  });

  it('takes a Latin word right after the last word for its next word', () => {
    expect(diacritizer.diacritizeText('أكد أن', { after: 'Apple' })).toMatch(/ن\u0651/);
    expect(diacritizer.diacritizeText('أكد أن.', { after: 'Apple' })).not.toMatch(/ن\u0651/);
  });

  it('leaves a suffixed reading alone where espeak-ng reads the word otherwise', () => {
    const modern = new Diacritizer([], ['كِتَاب', 'مَال'], ['مالي']);
    expect(modern.diacritizeWord('مالي')).toBe('مالي'); // mālī, "financial"
    expect(modern.diacritizeWord('كتابي')).toBe('كِتَابِي');
  });

  it('reads a word in أ after لن or لم as the "I" of a present verb, after قد as it is', () => {
    const verbs = new Diacritizer([], ['أَرْسَل', 'أَرْسَلَت', 'يُرْسِل', 'تُرْسِل']);
    expect(verbs.diacritizeWord('أرسلها', 'لن')).toBe('أُرْسِلَهَا');
    expect(verbs.diacritizeWord('أرسل', 'لم')).toBe('أُرْسِل');
    expect(verbs.diacritizeWord('أرسل', 'قد')).toBe('أَرْسَل'); // قد أرسل: "he has sent"
    const espeakReads = new Diacritizer([], ['أَرْسَل', 'أَرْسَلَت', 'يُرْسِل', 'تُرْسِل'], ['أرسل']);
    expect(espeakReads.diacritizeWord('أرسل', 'لم')).toBe('أُرْسِل'); // not espeak-ng's arsala
    expect(espeakReads.diacritizeWord('أرسل')).toBe('أرسل');
  });

  it('says a final ة -at only before the definite noun of a construct, -a at a pause', () => {
    expect(diacritizer.diacritizeText('وزارة الكتاب')).toBe('وِزَارَة الْكِتَاب');
    expect(diacritizer.diacritizeText('وزارة، الكتاب')).toBe('وِزَارَه، الْكِتَاب');
    expect(diacritizer.diacritizeText('مدرسة جديدة')).toBe('مَدْرَسَه جديدَه');
  });
});

describe('defaultDiacritizer (lexicon learnt from the vowelled Quran text)', () => {
  it('holds thousands of entries', () => {
    expect(defaultDiacritizer.size).toBeGreaterThan(10000);
  });

  it.each([
    ['قال', 'قَال'],
    ['في', 'فِي'],
    ['الأرض', 'الْأَرْض'],
    ['السماوات', 'السَّمَاوَات'],
    ['الكتاب', 'الْكِتَاب'],
  ])('restores the frequent word %s as %s', (bare, vowelled) => {
    expect(defaultDiacritizer.diacritizeWord(bare)).toBe(vowelled);
  });

  it.each([
    ['كتابَيْن', 'كِتَابَيْن'], // the bare dual's reading is a plural, كِتَابِين
    ['ولدَان', 'وَلَدَان'], // the bare dual's is another word, وِلْدَان; the noun of an ambiguous stem
    ['مستشفيَيْن', 'مُسْتَشْفَيَيْن'], // a stem in ى
    ['طالبَان', 'طَالِبَان'], // a stem read as a verb (طَالَب): the whole word's reading
  ])('vowels the stem of a dual marked on its ending only, %s as %s', (marked, vowelled) => {
    expect(defaultDiacritizer.diacritizeText(marked).normalize('NFC')).toBe(
      speakableForm(vowelled).normalize('NFC'),
    );
  });

  it('gives no noun ending to the "she" form of a past: بلغتين is bi- and a dual, no dual of بَلَغَت', () => {
    expect(defaultDiacritizer.diacritizeWord('بلغتين').normalize('NFC')).toBe('بِلُغَتَيْن');
  });

  it("reads li- before a noun the Quran's lexicon holds with its emphatic la-, and a word whose ل is its own as it is", () => {
    expect(defaultDiacritizer.diacritizeWord('لجميع')).toBe('لِجَمِيع');
    expect(defaultDiacritizer.diacritizeWord('لطيف')).toBe('لَطِيف');
    expect(defaultDiacritizer.diacritizeWord('لجنة')).not.toMatch(/^لِ/);
  });

  it('takes no bare alif before a form I or VIII verb for the hamza of an "I" present', () => {
    expect(defaultDiacritizer.diacritizeText('اغسل الخضار')).not.toMatch(/^أَ/);
    expect(defaultDiacritizer.diacritizeText('فاحتفظ بها')).not.toMatch(/^فَأَ/);
  });

  it('reads من قبل before a doer as min qibal, and the verb opening its sentence as passive', () => {
    const done = new Diacritizer([], ['حَدَّد', 'حَدَّدَت', 'مَوْعِد', 'جَرَّاح', 'لَجْنَة', 'قَبْل']);
    const said = done.diacritizeText('حدد الموعد من قبل الجراح');
    expect(said).toMatch(new RegExp(`^${speakableForm('حُدِّد')} `));
    expect(said).toContain('قِبَل');
    expect(done.diacritizeText('حدد الموعد من قبل لجنة')).toContain('قِبَل');
    expect(done.diacritizeText('حدد الموعد من قبل')).not.toContain('قِبَل');
    expect(done.diacritizeText('حدد الموعد. من قبل الجراح')).not.toMatch(/^حُ/);
    // A "she" past whose "he" form the list holds as a noun only is passive all the same.
    const weighed = new Diacritizer([], ['وَزْن', 'وَزَنَت', 'إِطَار', 'فَنِّيّ', 'قَبْل']);
    expect(weighed.diacritizeText('وزنت الاطارات من قبل الفني')).toMatch(/^وُزِنَت /);
  });

  it("reads the modern list's noun kept as a stem only after a preposition", () => {
    const contracts = new Diacritizer([], [], ['عقد'], ['عَقْد']);
    expect(contracts.diacritizeText('على عقد')).toBe('على عَقْد'.normalize('NFC'));
    expect(contracts.diacritizeText('عقد')).toBe('عقد');
  });

  it('reads a present left to espeak-ng after an indefinite plural and before its object', () => {
    expect(readWithoutTatweel('بأسعار تناسب الجميع')).toContain('تُنَاسِب'.normalize('NFC'));
    expect(readWithoutTatweel('معاطف تناسب طقس مدينتكم')).toContain('تُنَاسِب'.normalize('NFC'));
    // A singular noun before it is in construct with its noun: عدم تَوَفُّر.
    expect(readWithoutTatweel('لعدم توفر الوجبة')).not.toContain('تُوَفِّر'.normalize('NFC'));
    expect(readWithoutTatweel('بأسعار تناسب في')).not.toContain('تُنَاسِب'.normalize('NFC'));
  });

  it('reads a past in ى typed with its ي in the person its sentence gives it', () => {
    expect(readWithoutTatweel('الغيت رحلتي')).toMatch(/^أَلْغَيْتُ /u);
    expect(readWithoutTatweel('هل الغيت حجزك')).toContain('أَلْغَيْت '.normalize('NFC'));
    // After لكن or لأن a noun is its clause's subject, not the speaker's chain of pasts.
    expect(readWithoutTatweel('وصلت متأخرا لأن الحافلة تعطلت')).toMatch(/تَعَطَّلَت$/u);
  });

  it("reads إن before a past the lists hold, or كان, as the condition's إنْ", () => {
    expect(readWithoutTatweel('فإن انقطع الاتصال')).toMatch(/^فَإِنْ /u);
    expect(readWithoutTatweel('إن كنت تحتاج مساعدة')).toMatch(/^إِنْ /u);
    expect(readWithoutTatweel('قال إن الاجتماع انتهى')).toContain('إِنَّ'.normalize('NFC'));
  });

  it('reads an imperative of two letters as one: the noun with a pronoun after it is its object', () => {
    expect(readWithoutTatweel('خذ رقمك من الجهاز')).toContain('رَقْمَك'.normalize('NFC'));
    // And an imperative joined to it by و is one too.
    expect(readWithoutTatweel('خذ دواءك واخبر طبيبك')).toContain('وَأَخْبِرْ'.normalize('NFC'));
  });

  it('reads a verbal noun spelled like a past after li- and where no past stands', () => {
    expect(readWithoutTatweel('حملة لجمع التبرعات')).toContain('لِجَمْع'.normalize('NFC'));
    expect(readWithoutTatweel('يرجى ترك الأكياس هنا')).toContain('تَرْك'.normalize('NFC'));
  });

  it('reads لكن before a noun as لٰكِنَّ, the noun its accusative subject, and never as a verb', () => {
    expect(readWithoutTatweel('ضبط الفني ساعتك، لكن بطاريتها ضعيفة')).toMatch(/لٰكِنَّ بَطَّارِيَّتَهَا ضَعِيفَ/u);
    // After a greeting to the listener a clause's first word may be an imperative, but no conjunction.
    expect(readWithoutTatweel('السلام عليكم، لكن انقطع الاتصال')).toContain(' لكن ');
    expect(readWithoutTatweel('السلام عليكم، لقد وصل طلبك')).toContain('لَقَد'.normalize('NFC'));
    // A past with ـني, "me", is a verb: لكن stays before it.
    expect(readWithoutTatweel('لكن وصلني طرد واحد')).toMatch(/^لكن /u);
  });

  it('reads باسم before a noun with its pronoun as بِاسْم, in construct with it', () => {
    expect(readWithoutTatweel('سجلت علامتك باسم شركتك')).toMatch(/بِٱسْم شَرِكَتِكْ$/u);
    expect(readWithoutTatweel('قال باسم')).toMatch(/ باسم$/u);
  });

  it('reads a past before its subject and object after a phrase of a preposition opening the sentence', () => {
    expect(readWithoutTatweel('وبهذا الفوز رفع الفريق رصيده إلى 30 نقطة')).toContain(
      ' رَفَع '.normalize('NFC'),
    );
    // Not a preposition, nor in a run that does not open its sentence.
    expect(readWithoutTatweel('وفي الحفل دون الحاجة')).not.toContain('دَوَّن'.normalize('NFC'));
  });

  it('reads a noun with its possessive spelled like a past opening a clause after a comma as the topic', () => {
    expect(readWithoutTatweel('أهلا بك، طلبك جاهز الآن')).toContain('طَلَبُكْ'.normalize('NFC'));
    expect(readWithoutTatweel('مرحبا احمد، طلبك في الطريق اليك')).toContain(
      'طَلَبُكْ'.normalize('NFC'),
    );
  });

  it('reads a present in ي or ن with its object after a noun listed with the article as the verb that describes it', () => {
    expect(readWithoutTatweel('لكل جهاز نؤجره دليل')).toContain('نُؤَجِّرُه'.normalize('NFC'));
    // A verb's spelling read as its noun is still in construct with a noun after it.
    expect(readWithoutTatweel('يمكنكم ربط حساباتكم')).toContain(speakableForm('حِسَابَاتِكُم'));
  });

  it('reads a verb of handling after أنّ and the thing handled, no doer, as passive', () => {
    expect(readWithoutTatweel('علمت أن جلسة الشهادة أجلت إلى الأسبوع المقبل')).toContain(
      'أُجِّلَت'.normalize('NFC'),
    );
    expect(readWithoutTatweel('وجدنا ان الباب كسر من الخارج')).toContain('كُسِرَ'.normalize('NFC'));
    // And a present of handling (ذكر في العقد أن الإيجار يدفع شهريا).
    expect(readWithoutTatweel('ذكر في العقد أن الإيجار يدفع شهريا')).toContain(
      'يُدْفَع'.normalize('NFC'),
    );
    // A doer is the verb's subject.
    expect(readWithoutTatweel('علمت أن المدير نشر التقرير')).not.toContain('نُشِرَ'.normalize('NFC'));
  });

  it('reads the request after a purpose phrase with no comma as an imperative', () => {
    expect(readWithoutTatweel('لتفعيل باقتك أرسل الرمز إلينا')).toContain('أَرْسِلْ'.normalize('NFC'));
    expect(readWithoutTatweel('لتسجيل قطتك ارفق صورتها')).toContain('أَرْفِقْ'.normalize('NFC'));
    // The phrase goes on in construct after a noun that has neither.
    expect(readWithoutTatweel('لتنظيم نوم رضيعكم')).not.toContain('نَوِّمْ'.normalize('NFC'));
    // A phrase of one word, li- and the article on it, before a verb and its preposition.
    expect(readWithoutTatweel('للاستفسار اتصل على الرقم المجاني')).toContain(
      'اِتَّصِلْ'.normalize('NFC'),
    );
    // Not a heading's noun (للبيع ارض سكنيه: a nisba typed with ه is no noun with "his").
    expect(readWithoutTatweel('للبيع ارض سكنيه')).not.toContain('أَرِضْ'.normalize('NFC'));
  });

  it('reads ركب as fitted, and as rode before a vehicle', () => {
    const read = readWithoutTatweel;
    expect(read('ركبنا الالواح')).toMatch(new RegExp(`^${'رَكَّبْنَا'.normalize('NFC')} `, 'u'));
    expect(read('ركبنا القطار')).toMatch(/^رَكِبْنَا /u);
    expect(read('سيركب الاطفال الدراجات')).toMatch(/^سَيَرْكَب /u);
  });

  it('reads the noun listed with the article where no verb can stand, for a past or unknown spelling', () => {
    const paying = new Diacritizer([], ['الدَّفْع', 'نَشَر', 'نَشَرَت', 'النَّشْر', 'رَسْم', 'رُسُوم']);
    expect(paying.diacritizeText('في دفع الرسوم')).toContain('دَفْع');
    expect(paying.diacritizeText('تم دفع الرسوم')).toContain('دَفْع');
    expect(paying.diacritizeText('يمكنك نشر')).toContain('نَشْر');
    expect(paying.diacritizeText('ثم نشر')).toContain('نَشَر');
    // A past of form V or VI there is its verbal noun, after the article too.
    const formV = new Diacritizer([], ['تَوَجَّه', 'تَوَجَّهَت']);
    expect(formV.diacritizeText('في توجه')).toContain(speakableForm('تَوَجُّه'));
    expect(formV.diacritizeText('التوجه')).toContain(
      'وَجُّه'.normalize('NFC').replace(/(\u064F)(\u0651)/, '$2$1'),
    );
    // After قبل، بعد، عند too, and a noun with a pronoun after it is in construct with it.
    const taking = new Diacritizer([], ['تَنَاوَل', 'تَنَاوَلَت', 'دَوَاء', 'قَبْل']);
    expect(taking.diacritizeText('قبل تناول دوائك')).toContain('تَنَاوُل');
    expect(taking.diacritizeText('قبل تناول دوائك')).toMatch(/دَ\S*وَائِك\S*$/);
    // A past with no noun listed is no reading there either: left to espeak-ng.
    const unlisted = new Diacritizer([], ['كَشَف', 'كَشَفَت']);
    expect(unlisted.diacritizeText('في كشف')).toBe('في كشف');
    expect(unlisted.diacritizeText('ثم كشف')).toContain('كَشَف');
    // Not a word of two letters: ان is no آن (الآن) there.
    expect(defaultDiacritizer.diacritizeText('يجب ان تدفع')).not.toContain('آن');
  });

  it("reads an ambiguous spelling's noun after a preposition or تم, and leaves it bare elsewhere", () => {
    expect(defaultDiacritizer.diacritizeText('بعد شرب الماء')).toContain('شُرْب');
    expect(defaultDiacritizer.diacritizeText('وبعد شرب الماء')).toContain('شُرْب');
    expect(defaultDiacritizer.diacritizeText('تم فتح الحساب')).toContain('فَتْح');
    expect(defaultDiacritizer.diacritizeText('وسيتم وصف')).toContain('وَصْف');
    expect(defaultDiacritizer.diacritizeText('فتح الحساب')).toMatch(/^فتح /);
  });

  it('reads a word in أ as the "I" of a present verb where only a verb follows, or after أنا', () => {
    const diacritizer = new Diacritizer(
      [],
      ['أَرْسَل', 'أَرْسَلَت', 'يُرْسِل', 'تُرْسِل', 'أَفْضَل', 'يُفَضِّل', 'تُفَضِّل'],
    );
    expect(diacritizer.diacritizeText('لن أرسل')).toMatch(/ أُرْسِل$/);
    expect(diacritizer.diacritizeText('سوف أرسل')).toMatch(/ أُرْسِل$/);
    expect(diacritizer.diacritizeText('أنا أرسل')).toMatch(/ أُرْسِل$/);
    // An elative is a predicate: أنا أفضل "I am better".
    expect(diacritizer.diacritizeText('أنا أفضل')).toMatch(/ أَفْضَل$/);
    expect(diacritizer.diacritizeText('قد أرسل')).toMatch(/ أَرْسَل$/);
    // Typed without the hamza, also a form I imperative's spelling: no imperative follows أنا.
    expect(diacritizer.diacritizeText('وانا ارسل')).toMatch(/ أُرْسِل$/);
    const drinking = new Diacritizer([], ['يَشْرَب', 'تَشْرَب', 'أَكْبَر', 'يَكْبُر', 'تَكْبُر']);
    expect(drinking.diacritizeText('انا اشرب')).toMatch(/ أَشْرَب$/);
    expect(drinking.diacritizeText('انا اكبر')).toMatch(/ أَكْبَر$/);
  });

  it("reads a defective present after the prohibition's لا as its jussive, whatever else the spelling is", () => {
    const diacritizer = new Diacritizer(['تِنِس'], ['يَنْسَى', 'تَنْسَى', 'يَبْكِي', 'تَبْكِي']);
    expect(diacritizer.diacritizeText('فلا تنس')).toBe('فَلَا تَنْسَ');
    expect(diacritizer.diacritizeText('لا تبك')).toMatch(/ تَبْكِ$/);
    expect(diacritizer.diacritizeText('تنس')).toBe('تِنِس');
  });

  it('reads a present verb after أن where only a present can follow, over espeak-ng', () => {
    // تَدْفَع is a stem only: espeak-ng's dictionary reads تدفع (as تَدَفُّع).
    const diacritizer = new Diacritizer([], ['يَدْفَع'], [], ['تَدْفَع']);
    expect(diacritizer.diacritizeText('يجب أن تدفع')).toMatch(/ تَدْفَع$/);
    expect(diacritizer.diacritizeText('قبل أن ندفع')).toMatch(/ نَدْفَع$/);
    // After بعد أن a past may follow too, and a lone تدفع is espeak-ng's.
    expect(diacritizer.diacritizeText('بعد أن تدفع')).toMatch(/ تدفع$/);
    expect(diacritizer.diacritizeText('تدفع')).toBe('تدفع');
    // The "I" and أريد typed without their hamza.
    expect(diacritizer.diacritizeText('اريد ان ادفع')).toMatch(/ أَدْفَع$/);
  });

  it('gives a suffixed noun after a verb and its definite subject the accusative of an object', () => {
    // نود is a verb, "we would like", whose subject it carries: إعلامكم is its object.
    expect(defaultDiacritizer.diacritizeText('نود إعلامكم بأن')).toContain('إِعْلَامَكُم');
    expect(defaultDiacritizer.diacritizeText('أعلنت الشركة أرباحها')).toMatch(/ أَرْبَاحَهَا$/);
    expect(defaultDiacritizer.diacritizeText('أطلقت الشركة هاتفها')).toMatch(/ هَاتِفَهَا$/);
    // Not after a noun in construct, nor a word of emphasis.
    expect(defaultDiacritizer.diacritizeText('أرباح الشركة أرباحها')).not.toMatch(/ أَرْبَاحَهَا$/);
    expect(defaultDiacritizer.diacritizeText('أكد الوزير نفسه')).not.toMatch(/ نَفْسَه$/);
  });

  it('reads و or ف before a modern present verb as that verb, not as a Quran-only entry', () => {
    const diacritizer = new Diacritizer(['وَيُتِمّ', 'وَتَبَيَّن'], ['يَتِمّ', 'تَتِمّ', 'يُبَيِّن', 'تُبَيِّن']);
    expect(diacritizer.diacritizeWord('ويتم')).toBe('وَيَتِمّ');
    // A ت-person is also a form V past: the whole entry is kept.
    expect(diacritizer.diacritizeWord('وتبين')).toBe('وَتَبَيَّن');
    expect(defaultDiacritizer.diacritizeWord('ويتم')).toBe('وَيَتِمّ');
    // A "we" of three letters, from the listed "he" form (ونرد: وَنَرُدّ, not the Quran's وَنُرَدّ).
    const we = new Diacritizer(['وَنُرَدّ'], ['يَرُدّ', 'تَرُدّ']);
    expect(we.diacritizeWord('ونرد')).toBe('وَنَرُدّ'.normalize('NFC'));
    // A form I present with its plural ending over a Quran-derived passive (تتركوا: تَتْرُكُوا).
    const plural = new Diacritizer(['تُتْرَكُوا'], ['يَتْرُك', 'تَتْرُك']);
    expect(plural.diacritizeWord('تتركوا')).toBe('تَتْرُكُوا'.normalize('NFC'));
  });

  it('reads a past after من فضلك or رجاء as the imperative', () => {
    const diacritizer = new Diacritizer([], ['انْتَظَر', 'اتَّصَل', 'اسْتَمَع', 'أَرْسَل']);
    expect(diacritizer.diacritizeText('من فضلك انتظر')).toContain('اِنْتَظِرْ');
    expect(diacritizer.diacritizeText('رجاء اتصل')).toContain(speakableForm('اتَّصِلْ'));
    // A form IV past is one only where its "she" form is listed too (أَرْسَلَت): not here.
    expect(diacritizer.diacritizeText('من فضلك أرسل')).toContain('أَرْسَل');
    expect(diacritizer.diacritizeText('انتظر')).toBe('اِنْتَظَر');
  });

  it('reads the answer of a condition written with ف as the imperative, and a form I one at the start', () => {
    const diacritizer = new Diacritizer([], ['اتَّصَل', 'أَرْسَل', 'أَرْسَلَت', 'يَكْتُب', 'تَكْتُب', 'كُنْت']);
    expect(diacritizer.diacritizeText('إن كنت هنا فاتصل بنا')).toContain(speakableForm('فَاتَّصِلْ'));
    expect(diacritizer.diacritizeText('إذا وصلت فأرسل رسالة')).toContain('فَأَرْسِلْ');
    // No condition, or another sentence: the past.
    expect(diacritizer.diacritizeText('وصل فأرسل رسالة')).toContain('فَأَرْسَل');
    expect(diacritizer.diacritizeText('إذا وصلت. فأرسل رسالة')).toContain('فَأَرْسَل');
    expect(diacritizer.diacritizeText('الرجاء أرسل')).toContain('أَرْسِلْ');
    expect(diacritizer.diacritizeText('اكتب اسمك')).toMatch(/^اُكْتُبْ/);
    expect(diacritizer.diacritizeText('لم اكتب')).not.toContain('اُكْتُبْ');
    // A suffixed noun after the imperative is its object.
    expect(defaultDiacritizer.diacritizeText('من فضلك انتظر دورك')).toMatch(/ دَوْرَكْ$/);
    // Over the "I" a supposed hamza gives (أَكْتُب), not over an elative (أَكْبَر).
    expect(defaultDiacritizer.diacritizeText('اكتب اسمك')).toMatch(/^اُكْتُبْ? /);
    expect(defaultDiacritizer.diacritizeText('اكبر شركة')).toMatch(/^أَكْبَر /);
  });

  it("reads a past before the speaker as its object, or opening a sentence before the listener's noun, as the imperative", () => {
    const diacritizer = new Diacritizer(
      [],
      ['اتَّصَل', 'أَرْسَل', 'أَرْسَلَت', 'أَكَّد', 'أَكَّدَت', 'حَجْز', 'وَزِير', 'رِسَالَة', 'يَضْغَط', 'تَضْغَط', 'بُنّ'],
    );
    expect(diacritizer.diacritizeText('للاستفسار اتصل بنا')).toContain(speakableForm('اتَّصِلْ'));
    expect(diacritizer.diacritizeText('أرسل لي رسالة')).toMatch(/^أَرْسِلْ /);
    expect(diacritizer.diacritizeText('أكد حجزك')).toContain(speakableForm('أَكِّدْ'));
    expect(diacritizer.diacritizeText('أرسل رسالتك')).toMatch(/^أَرْسِلْ /);
    expect(diacritizer.diacritizeText('اضغط هنا ثم أرسل رسالة')).toContain('أَرْسِلْ');
    // Its subject after it, or the listener's noun not at the start: the past.
    expect(diacritizer.diacritizeText('أرسل الوزير رسالة')).not.toContain('أَرْسِلْ');
    expect(diacritizer.diacritizeText('أرسل البنك رسالة')).not.toContain('أَرْسِلْ');
    expect(diacritizer.diacritizeText('وصل ثم أرسل رسالتك')).not.toContain('أَرْسِلْ');
    // After the comma ending a condition or an opening purpose, and joined by و to an imperative.
    expect(diacritizer.diacritizeText('إذا وصلت، أرسل رسالة')).toContain('أَرْسِلْ');
    expect(diacritizer.diacritizeText('للحجز، اتصل')).toContain(speakableForm('اتَّصِلْ'));
    expect(diacritizer.diacritizeText('اضغط هنا وأرسل رسالة')).toContain('وَأَرْسِلْ');
    expect(diacritizer.diacritizeText('إذا وصلت وأرسلت رسالة')).not.toContain('أَرْسِلْ');
  });

  it("reads a past opening a sentence before the listener's noun spelled like a past as the imperative", () => {
    // طلبك: the noun listed with its article (الطَّلَب), not only the past طَلَب.
    expect(defaultDiacritizer.diacritizeText('قدم طلبك عبر المنصة')).toMatch(
      new RegExp(`^${speakableForm('قَدِّمْ')} `),
    );
    // So does one joined later to an imperative the lexicon lists by its shape.
    const later = new Diacritizer([], ['أَرْسَل', 'أَرْسَلَت', 'أَدْخِل', 'الْبَيَانَات']);
    expect(later.diacritizeText('أرسل البيانات وأدخل الرمز')).toMatch(/^أَرْسِلْ /);
    expect(later.diacritizeText('أرسل البيانات ووصل')).not.toMatch(/^أَرْسِلْ /);
    // A verb the caller marked as form II opens a sentence that speaks to the listener as the
    // imperative, its listener's noun later too (ابنك: a noun in hamzat wasl).
    expect(defaultDiacritizer.diacritizeText('سجّل رقم هاتفك')).toMatch(
      new RegExp(`^${speakableForm('سَجِّلْ')} `),
    );
    expect(defaultDiacritizer.diacritizeText('سجل ابنك')).toMatch(
      new RegExp(`^${speakableForm('سَجِّلْ')} `),
    );
    expect(defaultDiacritizer.diacritizeText('سجّل الطالب اسمه')).not.toMatch(/^سَجِّل/);
    // A function word is no verb: كيف حالك.
    expect(defaultDiacritizer.diacritizeText('كيف حالك')).toMatch(/^كَيْف /);
  });

  it('reads a noun\'s spelling as the imperative of a past listed in its "she" form where one is asked for', () => {
    const diacritizer = new Diacritizer([], ['حَوْل', 'حَوَّلَت', 'قَدَم', 'قَدَّمَت', 'حِسَاب', 'مَبْلَغ']);
    expect(diacritizer.diacritizeText('حول لي المبلغ')).toMatch(
      new RegExp(`^${speakableForm('حَوِّلْ')} `),
    );
    expect(diacritizer.diacritizeText('قدم حسابك')).toContain(speakableForm('قَدِّمْ'));
    expect(diacritizer.diacritizeText('حول المبلغ')).toMatch(/^حَوْل /);
  });

  it('reads an imperative with its object pronoun, and one the lexicon lists, where an imperative is asked for', () => {
    const diacritizer = new Diacritizer(
      [],
      ['أَرْسَل', 'أَرْسَلَت', 'حَمَّل', 'حَمَّلَت', 'أَضِف', 'أَدْخِل', 'اضْغَط', 'رِسَالَة'],
    );
    expect(diacritizer.diacritizeText('إذا وصلتك رسالة فأرسلها لنا')).toContain('فَأَرْسِلْهَا');
    expect(diacritizer.diacritizeText('اضغط هنا ثم حمله')).toContain(speakableForm('حَمِّلْه'));
    // A listed imperative opening a sentence lets the verbs joined to it be imperatives too.
    expect(diacritizer.diacritizeText('أضف رسالة ثم حمله')).toMatch(/^أَضِفْ /);
    expect(diacritizer.diacritizeText('أضف رسالة ثم حمله')).toContain(speakableForm('حَمِّلْه'));
    expect(diacritizer.diacritizeText('اضغط هنا ثم أدخل رسالة')).toContain('أَدْخِلْ');
    // So does one the lexicon reads by its shape after ف, a comma before it.
    const keep = new Diacritizer([], ['احْتَفِظ', 'أَظْهَر', 'أَظْهَرَت']);
    expect(keep.diacritizeText('سنرسلها، فاحتفظ بها وأظهرها')).toContain('وَأَظْهِرْهَا');
    expect(keep.diacritizeText('سنرسلها، وأظهرها')).not.toContain('وَأَظْهِرْهَا');
    // A shadda alone, the caller's, is form II's in its past and its imperative alike.
    const marked = new Diacritizer([], ['سَجَّل', 'سَجَّلَت', 'مَادَّة', 'مَوَادّ']);
    expect(marked.diacritizeText('سجّل موادك')).toMatch(new RegExp(`^${speakableForm('سَجِّلْ')} `));
    // Form I addressed to several opens a sentence, its object after it too.
    expect(defaultDiacritizer.diacritizeText('احجزوا رحلتكم')).toMatch(/^اِحْجِزُو/);
    expect(defaultDiacritizer.diacritizeText('اجتمعوا امس')).not.toMatch(/^اِجْتَمِعُو/);
    // Addressed to a woman: ـِي, an object pronoun after it.
    expect(defaultDiacritizer.diacritizeText('من فضلك حركيها')).toMatch(
      new RegExp(` ${speakableForm('حَرِّكِيهَا')}$`),
    );
    // Addressed to several: ـُوا, or ـُو before the object نا.
    expect(defaultDiacritizer.diacritizeText('للمزيد من المعلومات، تابعونا')).toMatch(/ تَابِعُونَا$/);
    // A function word with the listener's pronoun is no noun of theirs (أرسلنا إليكم: the past).
    expect(defaultDiacritizer.diacritizeText('أرسلنا إليكم الفاتورة')).toMatch(/^أَرْسَلْنَا /);
    // Nothing asks for one: the past with its object.
    expect(diacritizer.diacritizeText('وصل فأرسلها')).not.toContain('أَرْسِلْ');
  });

  it('reads a verb in ـوا opening a clause as the imperative where the sentence speaks to several', () => {
    const several = new Diacritizer([], ['جَهَّز', 'جَهَّزَت', 'غُرْفَة', 'امْنَح', 'يَمْنَح', 'تَمْنَح']);
    expect(several.diacritizeText('وصلوا فجهزوا لهم غرفتكم')).toContain(speakableForm('فَجَهِّزُوا'));
    expect(several.diacritizeText('وصلوا فجهزوا لهم غرفته')).not.toContain(speakableForm('فَجَهِّزُوا'));
    // After the clitic the hamzat wasl keeps no vowel of its own.
    expect(several.diacritizeText('اشربوا، وامنحوا غرفتكم')).toContain(speakableForm('وَامْنَحُوا'));
    // After a comma, ف opens the imperative of a sentence that speaks to one listener.
    const one = new Diacritizer([], ['أَرْسَل', 'أَرْسَلَت', 'رَصِيد', 'وَصَل', 'وَصَلَت']);
    expect(one.diacritizeText('وصل رصيدك، فأرسله')).toMatch(/فَأَرْسِلْه\S*$/);
    expect(one.diacritizeText('وصل رصيده، فأرسله')).not.toMatch(/فَأَرْسِلْه\S*$/);
    // A و in the middle of three letters may be a hollow verb's long vowel: not form II.
    const hollow = new Diacritizer([], ['زَوَّر', 'زَوَّرَت', 'غُرْفَة']);
    expect(hollow.diacritizeText('زوروا غرفتكم')).not.toContain(speakableForm('زَوِّرُوا'));
  });

  it('gives a noun with a pronoun joined by و the case of the noun with a pronoun before it', () => {
    const text = 'يرجى تجهيز بطاقاتهم وجوازاتهم';
    expect(defaultDiacritizer.diacritizeText(text)).toMatch(/وَجَ\S*وَازَاتِهِم$/);
    // Not a verbal noun, joined to the one further back, nor a past with its object.
    expect(defaultDiacritizer.diacritizeText('نرجو تحديث بياناتكم وإرسالها')).toMatch(/ وإرسالها$/);
    expect(defaultDiacritizer.diacritizeText('فرح الأرنب بأصدقائه وشكرهم')).toMatch(/ وشكرهم$/);
    expect(defaultDiacritizer.diacritizeText('خدماتنا ونعدكم')).toMatch(/ ونعدكم$/);
    // After a sound feminine plural in -i, the place it stood in: the imperative's object here.
    expect(defaultDiacritizer.diacritizeText('وأرسل إلينا شهاداتك ووثائقك')).toMatch(/ثَائِقَك\S*$/);
  });

  it('reads a final ه typed for ة, or ي for ى, as that ending where the lexicon knows the word so', () => {
    expect(defaultDiacritizer.diacritizeText('الحكومه')).toBe('الْحُكُومَه');
    expect(defaultDiacritizer.diacritizeText('المستشفي')).toBe('الْمُسْتَشْفَى');
    expect(defaultDiacritizer.diacritizeText('نهايه الشهر')).toMatch(/^نِهَايَة /);
    // An adjective takes no "his": a nisba, or one after the feminine noun it agrees with.
    expect(defaultDiacritizer.diacritizeText('رسوم شهريه')).toContain(speakableForm('شَهْرِيَّه'));
    expect(defaultDiacritizer.diacritizeText('غرفة كبيره')).toContain('كَبِيرَه');
    // A plural of things takes its adjective in the feminine singular.
    expect(defaultDiacritizer.diacritizeText('بأحجام مختلفه')).toContain('مُخْتَلِفَه');
    expect(defaultDiacritizer.diacritizeText('لمسافات طويله')).toContain('طَـوِيلَه');
    expect(defaultDiacritizer.diacritizeText('سيارة صاحبه')).not.toContain('صَاحِبَه');
    // Form I participles too, after a feminine noun with its pronoun as well (سيارتكم مشموله).
    expect(defaultDiacritizer.diacritizeText('اجازتهم السنويه كامله')).toContain('كَامِلَه');
    expect(defaultDiacritizer.diacritizeText('وسيارتكم مشموله')).toContain('مَشْمُولَه');
    // Adjectives of a doubled root (خَاصّ) after a feminine noun, and a number, which takes none.
    expect(defaultDiacritizer.diacritizeText('احذيه خاصه').normalize('NFC')).toContain(
      speakableForm('خَاصَّه').normalize('NFC'),
    );
    expect(defaultDiacritizer.diacritizeText('كل سته اشهر').normalize('NFC')).toContain(
      'سِتَّه'.normalize('NFC'),
    );
    // "His" after a stem the lexicon knows, a plural's "his", or a word whose hamza is left out too.
    expect(defaultDiacritizer.diacritizeText('ربه')).not.toContain('ة');
    expect(defaultDiacritizer.diacritizeText('بالتزاماته')).not.toContain('ة');
    expect(defaultDiacritizer.diacritizeText('واقليه')).not.toContain('ة');
    // After the article a left-out hamza is the other habit allowed (الاقمشه الْأَقْمِشَه).
    expect(defaultDiacritizer.diacritizeText('الاقمشه')).toBe('الْأَقْمِشَه');
  });

  it('reads a past in تني or تنا before a noun that may be its subject as "she" with "me" or "us" for its object', () => {
    const read = (text: string) => defaultDiacritizer.diacritizeText(text).normalize('NFC');
    expect(read('أعجبتني الخدمة')).toMatch(new RegExp(`^${'أَعْجَبَتْنِي'.normalize('NFC')} `));
    // Alone it may be "you": left.
    expect(read('ساعدتني كثيرا')).toMatch(/^ساعدتني /);
    // With "us" too, the noun after it its subject; not a noun in ة with "our" and its adjective.
    expect(read('وصلتنا رسالتك')).toMatch(new RegExp(`^${'وَصَلَتْنَا رِسَالَتُك'.normalize('NFC')}`));
    expect(read('وصلت شحنتنا الجديده')).toContain('شُحْنَتُنَا'.normalize('NFC'));
    // و taken for a clitic may be a noun's own letter (وزارتنا: وِزَارَتُنَا, not وَزَارَتْنَا).
    expect(read('تعلن وزارتنا لمواطنيها')).not.toContain('زَارَتْنَا'.normalize('NFC'));
    // With "you" too, where no noun in ة with "your" is spelled so (رحلتكم، شحنتك).
    expect(read('فاتتك الحفلة؟')).toMatch(/^فَاتَتْكْ /u);
    expect(read('تقلع رحلتكم الساعة الثانية')).toContain('رِحْلَتُكُم'.normalize('NFC'));
  });

  it('reads an ambiguous past in ت as "I" before a future in سأ of any verb, its object after it', () => {
    expect(readWithoutTatweel('قرأت رسالتك وسأرد عليك')).toMatch(
      new RegExp(`^${'قَرَأْتُ رِسَالَتَك'.normalize('NFC')}`),
    );
    // Without the speaker's word it stays to espeak-ng.
    expect(readWithoutTatweel('قرأت رسالتك')).toMatch(/^قرأت /);
  });

  it('reads a past in ـتم as the past of several listeners, over a Quran-derived passive', () => {
    const read = (text: string) => defaultDiacritizer.diacritizeText(text).normalize('NFC');
    expect(read('أرسلتم')).toBe('أَرْسَلْتُم'.normalize('NFC'));
    expect(read('ارسلتم')).toBe('أَرْسَلْتُم'.normalize('NFC'));
    expect(read('اذا لاحظتم')).toContain('لَاحَظْتُم'.normalize('NFC'));
  });

  it('reads a verb opening a text before a preposition as the imperative: no "he" to mean, no subject', () => {
    const imperative = 'اِنْتَظِرْ'.normalize('NFC');
    expect(readWithoutTatweel('انتظر خلف الخط')).toMatch(new RegExp(`^${imperative} `));
    // Not a "we" past, nor a report's form IV, its impersonal passive.
    expect(readWithoutTatweel('أرسلنا لكم الطلب')).not.toMatch(/^أَرْسِلْ/);
    expect(readWithoutTatweel('أعلن عن الموعد')).not.toMatch(/^أَعْلِنْ/);
    // Nor inside a text.
    expect(readWithoutTatweel('وصل القطار. انتظر خلف الخط')).not.toContain(imperative);
  });

  it('reads a verb in ـوا opening a text, or after a phrase of a preposition opening it or a sentence, as the imperative', () => {
    const read = (text: string) => defaultDiacritizer.diacritizeText(text).normalize('NFC');
    const imperative = speakableForm('رَاجِعُوا').normalize('NFC');
    expect(read('راجعوا الدرس الرابع')).toContain(imperative);
    expect(read('بعد العلاج راجعوا الطبيب')).toContain(imperative);
    // A phrase of purpose joined by و to what came before opens the text all the same.
    expect(read('وللمتابعة راجعوا الطبيب')).toContain(imperative);
    // Not where a noun before it may be its subject, nor inside a text.
    expect(read('كل الطلاب راجعوا الدرس')).not.toContain(imperative);
    expect(read('وصل الطلاب. راجعوا الدرس')).not.toContain(imperative);
    // But after a phrase of a preposition opening a later sentence, as opening the text.
    expect(read('وصل الطلاب. للاستفسار راجعوا المكتب')).toContain(imperative);
    // Nor a report's impersonal "they".
    expect(read('راجعوا أن الدرس طويل')).not.toContain(imperative);
  });

  it('reads a verb of forms II to IV opening a clause after a comma as the imperative the sentence asks', () => {
    const read = (text: string) => defaultDiacritizer.diacritizeText(text).normalize('NFC');
    expect(read('باقتك تنتهي غدا، جدد اشتراكك')).toContain(speakableForm('جَدِّدْ').normalize('NFC'));
    expect(read('شكرا لاتصالك بنا، سجل رقم هاتفك')).toContain('سَجِّلْ'.normalize('NFC'));
    // Not where a definite noun after it may be its subject, nor where no listener is spoken to.
    expect(read('قال المدير، سجل الطالب هدفا')).not.toContain('سَجِّلْ'.normalize('NFC'));
  });

  it('gives an adverb with a pronoun its accusative though its shape reads as a present in أ', () => {
    expect(defaultDiacritizer.diacritizeText('أمامك')).toBe(speakableForm('أَمَامَكْ'));
  });

  it('reads a ه after a known stem as ة where the text types ة as ه elsewhere', () => {
    const read = (text: string) => defaultDiacritizer.diacritizeText(text);
    // The article shows the habit (الرحله); then خدمه is خِدْمَة, not خَدَمَهُ; اداره loses its hamza too.
    expect(read('نشكركم على خدمه ممتازه في الرحله')).toMatch(/ خِدْمَ[هة] /);
    expect(read('قررت اداره المدرسه الغاء الرحله')).toMatch(/^\S+ إِدَارَ[هة] /);
    // Without it, the ه after a known stem stays "his".
    expect(read('نشكركم على خدمه ممتازه')).not.toMatch(/ خِدْمَ[هة] /);
    // Nor is a form that only the affix rules make with ة (تغييرة), a verbal noun, read so.
    expect(read('طلب تغييره بعد الرحله')).not.toContain('ة');
  });

  it('reads a present of form II or IV after its subject with no object after it as passive', () => {
    const read = (text: string) => defaultDiacritizer.diacritizeText(text);
    expect(read('أعلنت الشرطة أن الطريق سيغلق يوم الجمعة')).toContain(speakableForm('سَيُغْلَق'));
    expect(read('نحيطكم علما بأن فروعنا ستغلق غدا')).toContain(speakableForm('سَتُغْلَق'));
    // With an object after it, or a preposition of its own, active.
    expect(read('ذكرت الصحيفة أن المصنع سيغلق أبوابه')).not.toContain(speakableForm('سَيُغْلَق'));
    expect(read('وأكدت الوزارة أنها ستعلن قراراتها')).not.toContain(speakableForm('سَتُعْلَن'));
  });

  it("gives كل with its pronoun after the noun it emphasises that noun's case", () => {
    const read = (text: string) => defaultDiacritizer.diacritizeText(text);
    expect(read('قرأت الكتاب كله أمس.')).toContain(speakableForm('كُلَّه'));
    expect(read('وسياراتنا كلها حديثة')).toContain(speakableForm('كُلُّهَا'));
    expect(read('للعائلة كلها')).toContain(speakableForm('كُلِّهَا'));
  });

  it('reads a past in ت sent to the listener, no subject after it, as the speaker\'s "I"', () => {
    const read = (text: string) => defaultDiacritizer.diacritizeText(text);
    expect(read('أرسلت لك الرابط في بريدك.')).toMatch(/^أَرْسَلْتُ /);
    expect(read('ارسلت اليكم شكواي مرتين.')).toMatch(/^أَرْسَلْتُ /);
    // A noun after the phrase that follows: that phrase is the subject, "she".
    expect(read('أرسلت لك الشركة رسالة تأكيد.')).toMatch(/^أَرْسَلَت /);
    expect(read('أرسلت إليكم معلمة ابنتكم ملاحظاتها')).toMatch(/^أَرْسَلَت /);
  });

  it('reads a final ه after a number as the ة of the noun it counts', () => {
    expect(defaultDiacritizer.diacritizeText('ثمانين درجه')).toMatch(/ دَرَجَ/);
  });

  it('reads a final ه after كل، أي، أول or آخر as the ة of a noun listed with it, not "his"', () => {
    const read = (text: string) => defaultDiacritizer.diacritizeText(text).normalize('NFC');
    expect(read('لاول مره')).toContain(speakableForm('مَرَّه').normalize('NFC'));
    expect(read('كل ليله')).toContain(speakableForm('لَيْلَه').normalize('NFC'));
    // كل takes a possessed noun too: "all his time".
    expect(read('كل وقته')).toContain(speakableForm('وَقْتِه').normalize('NFC'));
  });

  it('reads إن after a verb of saying and its subject as إنّ', () => {
    expect(defaultDiacritizer.diacritizeText('قال المدير ان الرواتب')).toContain(
      speakableForm('إِنَّ'),
    );
    // Not one further on, a condition's before its past.
    expect(defaultDiacritizer.diacritizeText('قال إنه سيحضر إن استطاع')).toContain(' إِنْ ');
    // Or whom it is said to, a preposition with a pronoun.
    expect(defaultDiacritizer.diacritizeText('فقالت لي انها تتغير')).toContain(
      speakableForm('إِنَّهَا'),
    );
  });

  it('gives a suffixed noun after a word the lexicon reads as an imperative its object, accusative', () => {
    const listed = new Diacritizer([], ['اطْلُب', 'رِحْلَة']);
    expect(listed.diacritizeText('ثم اطلب رحلتك')).toContain('رِحْلَتَك');
  });

  it('gives a noun with a pronoun opening a clause after a comma, its predicate after it, the nominative', () => {
    const text = 'أهلا بكم في فندقنا، غرفتكم جاهزة';
    expect(defaultDiacritizer.diacritizeText(text)).toContain('غُرْفَتُكُم');
    // Not a verb's spelling, nor before a word in و.
    expect(defaultDiacritizer.diacritizeText('زارت طبيبها، ففحصها ونصحها')).not.toContain('فَحْصُهَا');
  });

  it('gives a suffixed noun after a third-person verb opening a clause the nominative of its subject', () => {
    const read = (text: string) => defaultDiacritizer.diacritizeText(text).normalize('NFC');
    expect(read('إذا تعرضت سيارتك لحادث فاتصل بنا')).toContain('سَيَّارَتُكْ');
    expect(read('شكرا لكم، فقد وصلت هديتكم إلى الأسر')).toContain('هَدِيَّتُكُم');
    expect(read('نأسف، تأخرت رحلتك قليلا')).toContain('رِحْلَتُكْ');
    // A past in the listener's person has its subject in its ending: the noun is its object.
    expect(read('هل دفعت فاتورتك؟')).not.toContain('فَاتُورَتُكْ');
    // A verb in the middle of its clause, after its subject, is not taken.
    expect(read('الحكومة أعلنت خطتها')).not.toContain('خُطَّتُهَا');
  });

  it('gives a suffixed noun after a clause subject and its verb the accusative of an object', () => {
    const read = (text: string) => defaultDiacritizer.diacritizeText(text).normalize('NFC');
    expect(read('أعلنت الوزارة أن المدارس ستفتح أبوابها الأحد')).toContain('أَبْوَابَهَا');
    expect(read('لأن الضباب يحجب رؤيتهم')).toContain('رُؤْيَتَهُم');
    // Not after a relative pronoun, nor where the definite word ends a phrase (an adjective).
    expect(read('الطلاب الذين تقل معدلاتهم')).not.toContain('مُعَدَّلَاتَهُم');
    expect(read('وبفوزه الأخير عزز فريقنا صدارته')).not.toContain('فَرِيقَنَا');
  });

  it('reads a form III verbal noun with the article after a definite noun as the participle, its adjective', () => {
    const read = (text: string) => defaultDiacritizer.diacritizeText(text).normalize('NFC');
    expect(read('زار الوزير الدول المجاورة')).toContain('الْمُجَاوِرَة');
    // Its ة typed ه: a word with the article takes no pronoun.
    expect(read('زار الوزير الدول المجاوره')).toContain('الْمُجَاوِرَة');
    // Not after a noun with a preposition, whose phrase may end there, nor a defective one (المباراة).
    expect(read('يحق للموظفين المطالبة بمستحقاتهم')).not.toContain('الْمُطَالِبَة');
    expect(read('أكمل اللاعب المباراة')).not.toContain('الْمُبَارِاة');
    // After a noun with bi- or a possessive, it is one all the same.
    expect(read('سنضيف الكلور بالكمية المناسبة')).toContain('الْمُنَاسِبَة');
    expect(read('خياراتنا المناسبة لميزانيتك')).toContain('الْمُنَاسِبَة');
  });

  it('reads such a word without the article as the participle where a noun it describes comes before', () => {
    const read = (text: string) => defaultDiacritizer.diacritizeText(text).normalize('NFC');
    expect(read('والأسعار مناسبة جدا')).toContain('مُنَاسِبَة');
    expect(read('هل اللعبة مناسبة لطفل')).toContain('مُنَاسِبَة');
    expect(read('نبيع قطعا أصلية بأسعار مناسبة')).toContain('مُنَاسِبَة');
    // The verbal noun after a preposition or a quantity, and "directly" after a masculine noun.
    expect(read('بمناسبة العيد')).not.toContain('مُنَاسِبَة');
    expect(read('لكل مناسبة')).not.toContain('مُنَاسِبَة');
    expect(read('بعد الدفع مباشرة')).not.toContain('مُبَاشِرَة');
  });

  it('reads a defective past in ـِيَت in its person: "you" after هل, and a verb before its subject', () => {
    const read = (text: string) => defaultDiacritizer.diacritizeText(text).normalize('NFC');
    expect(read('هل نسيت كلمة مرورك؟')).toMatch(/^هَل نَسِيت /);
    expect(read('نسيت هاتفي في السيارة وأرجو مساعدتي')).toMatch(/^نَسِيتُ /);
    // Its subject after it, a suffixed noun after that is its object.
    expect(read('نسيت الطالبة كتابها')).toContain('كِتَابَهَا');
  });

  it('reads a past in ت after إن or إذا as "you" where the sentence speaks to one listener', () => {
    const read = (text: string) => defaultDiacritizer.diacritizeText(text);
    expect(read('إن شعرت بدوار فتوقف عنه واتصل بطبيبك.')).toMatch(/^إن شَعَرْت /);
    // The answer of the condition, form V, is its imperative.
    expect(read('إن شعرت بدوار فتوقف عنه واتصل بطبيبك.')).toContain(speakableForm('فَتَوَقَّفْ'));
    // A noun after it may be its subject: "she" stays.
    expect(read('إذا انتهت صلاحية بطاقتك فجددها.')).toContain('اِنْتَهَت ');
    // Not a masculine singular by its shape, which "she" cannot agree with.
    expect(read('إذا نسيت الرقم السري لبطاقتك، يمكنك تغييره')).toMatch(/^إِذَا نَسِيت /);
    // Nothing in the sentence speaks to the listener.
    expect(read('إذا تأخرت في الرد سنتصل بالشركة.')).not.toContain('تَأَخَّرْت');
  });

  it('reads a hollow verb of form IV spelled without its long vowel as its imperative where one is asked', () => {
    const read = (text: string) => defaultDiacritizer.diacritizeText(text).normalize('NFC');
    expect(read('اضغط هنا وأعد المحاولة')).toContain('وَأَعِدْ');
    expect(read('إذا انقطعت خدمتك فاعد تشغيل جهازك')).toContain('فَأَعِدْ');
    // Alone it is the past the same letters spell.
    expect(read('أعد الطعام للضيوف')).toMatch(/^أَعَدّ /);
    // A "we" past opening the sentence stays one before an imperative joined later.
    expect(read('أرسلنا إليكم نموذج مطالبتكم فاملؤوه ووقعوه ثم أعيدوه إلينا')).toMatch(/^أَرْسَلْنَا /);
  });

  it('brings back the long vowel of a hollow imperative before an ending', () => {
    const read = (text: string) => defaultDiacritizer.diacritizeText(text);
    expect(read('من فضلك أضيفوا الملح')).toContain(' أَضِيفُو');
  });

  it('reads an imperative after أو joining it to one, and a form I one typed with a bare alif', () => {
    const read = (text: string) => defaultDiacritizer.diacritizeText(text);
    expect(read('اضغط على الرقم واحد، أو انتظر قليلا.')).toContain(speakableForm('اِنْتَظِرْ'));
    expect(read('اختر شخصيتك وابدأ مغامرتك الآن.')).toContain(speakableForm('وَٱبْدَأْ'));
    // A form IV past's hamza stays: احضروا is أَحْضِرُوا, "bring".
    expect(read('احضر الكتاب وأحضر دفترك')).not.toContain('اُحْضُرْ');
  });

  it('joins a verb by و to an imperative the word before was read as, a hollow one to a woman too', () => {
    const read = (text: string) => defaultDiacritizer.diacritizeText(text).normalize('NFC');
    expect(read('ثم اضيفي البصل وقلبيه حتى يذبل')).toContain('وَقَلِّبِيه'.normalize('NFC'));
    // To a woman opening a sentence before a definite noun, its object: no nisba stands there.
    expect(read('قلبي الخليط جيدا')).toMatch(/^قَلِّبِي /u);
    expect(read('عربي الأصل')).toMatch(/^عَرَبِي /u);
    // A past read without its last vowel is spelled as an imperative in a sukun: not one.
    expect(read('تقبل الله منا ومنكم صالح أعمالكم')).toContain('أَعْمَالِكُم'.normalize('NFC'));
  });

  it('reads an ambiguous spelling as its noun after a verb or a verb and its subject, before its second term', () => {
    const read = (text: string) => defaultDiacritizer.diacritizeText(text).normalize('NFC');
    expect(read('يمنع حمل الأشياء الثقيلة')).toContain(' حَمْل '.normalize('NFC'));
    expect(read('وقع العميل عقد الايجار')).toContain(' عَقْد '.normalize('NFC'));
    // A verb of being may be followed by a verb.
    expect(read('كان عقد الاجتماع')).not.toContain('عَقْد'.normalize('NFC'));
  });

  it('reads a form II verb the caller marked, joined by و to an imperative, as the imperative', () => {
    expect(defaultDiacritizer.diacritizeText('ادفع فاتورتك ووفّر وقتك')).toContain(
      speakableForm('وَوَفِّرْ'),
    );
  });

  it('reads a verb of expecting or requiring that opens a sentence right before أن as passive', () => {
    const read = (text: string) => defaultDiacritizer.diacritizeText(text);
    expect(read('يتوقع أن تهطل أمطار.')).toMatch(/^يُتَ/);
    expect(read('يشترط أن يكون المتقدم')).toMatch(/^يُشْتَرَط /);
    // With its subject between, active.
    expect(read('يتوقع الخبراء أن ترتفع الأسعار.')).toMatch(/^يَتَ/);
    // With و, after كما or a comma, and before the verbal noun of what is expected.
    expect(read('ويتوقع أن يستفيد منه الكثير.')).toMatch(/^وَـ?يُتَ/u);
    expect(read('كما يفضل أن يشارك الأب.')).toMatch(/ يُفَضّ/u);
    expect(read('يتوقع هطول أمطار غزيرة.')).toMatch(/^يُتَ/);
    expect(read('يتوقع وصول الشحنة يوم الخميس.')).toMatch(/^يُتَ/);
  });

  it("gives a suffixed noun after an imperative and a preposition's pronoun the accusative", () => {
    const text = 'تابعونا، واكتبوا لنا ملاحظاتكم';
    expect(defaultDiacritizer.diacritizeText(text)).toMatch(/ مُلَاحَظَاتِكُم$/);
  });
});

describe('adjectives after a masculine dual', () => {
  const read = (text: string) => defaultDiacritizer.diacritizeText(text).normalize('NFC');

  it('give a stem that names people the dual -ayn, not its plural -īn', () => {
    expect(read('في قفصين منفصلين')).toContain(speakableForm('مُنْفَصِلَيْن').normalize('NFC'));
    expect(read('خلال اليومين القادمين')).toContain(speakableForm('الْقَادِمَيْن').normalize('NFC'));
    expect(read('كم تكلفة المقعدين الأماميين')).toContain(
      speakableForm('الْأَمَامِيَّيْن').normalize('NFC'),
    );
  });

  it('only of the same definiteness, and not behind و, which opens a noun of its own', () => {
    expect(read('بين المتسابقين')).toContain(speakableForm('الْمُتَسَابِقِين').normalize('NFC'));
    expect(read('مقعدين الأماميين')).not.toContain('يَّيْن');
    expect(read('عينا مهندسين جديدين ومحاسبين')).toContain(
      speakableForm('وَمُحَاسِبِين').normalize('NFC'),
    );
  });
});

describe('the feminine ة of a listed stem', () => {
  it('is not put on a noun of place or tool, whose letters in ة are another word', () => {
    const lexicon = new Diacritizer([], ['مِبْرَد', 'مَخْزَن', 'كَبِير']);
    expect(lexicon.diacritizeWord('مبردة')).not.toBe('مِبْرَدَة');
    expect(lexicon.diacritizeWord('المخزنة')).not.toBe('الْمَخْزَنَة');
    expect(lexicon.diacritizeWord('كبيرة')).toBe('كَبِيرَة');
  });
});

describe('a verb before the speaker it is done to', () => {
  const read = (text: string) => defaultDiacritizer.diacritizeText(text).normalize('NFC');

  it('is no imperative where a person who may be its doer follows, and more', () => {
    expect(read('أصدر لي طبيبكم إجازة مرضية')).not.toMatch(/^أَصْدِرْ/u);
    expect(read('أرسل لنا موظفكم الرابط')).not.toMatch(/^أَرْسِلْ/u);
    // A thing after the speaker is what the listener is asked for.
    expect(read('أرسل لي رسالتك الآن')).toMatch(/^أَرْسِلْ/u);
    // With no speaker after the verb, a person two words on stops nothing.
    expect(read('أرسل نسخة طبيبك اليوم')).toMatch(/^أَرْسِلْ/u);
    expect(read('أرفق تقرير طبيبك بالطلب')).toMatch(/^أَرْفِقْ/u);
  });
});

describe('a nisba typed with ه for its ة', () => {
  it("is no hollow verb's passive present with a pronoun: يعانيه is yuʿānīhi", () => {
    expect(defaultDiacritizer.diacritizeWord('يعانيه')).not.toContain('يَّ');
    expect(defaultDiacritizer.diacritizeWord('اضافيه').normalize('NFC')).toBe(
      'إِضَافِيَّه'.normalize('NFC'),
    );
  });
});

describe('a past in ت with "him", "her" or "them" for its object', () => {
  const read = (text: string) => defaultDiacritizer.diacritizeText(text).normalize('NFC');

  it('is the "she" past before a woman or a body who may do it', () => {
    expect(read('فحصتها الممرضة بعناية')).toMatch(/^فَحَصَتْهَا /u);
    expect(read('أرسلتها الشركة أمس')).toMatch(/^أَرْسَلَتْهَا /u);
  });

  it('is left before a thing, a man, or a rank or a time shaped like a doer', () => {
    expect(read('سلمتها الأوراق')).not.toMatch(/^سَلَّمَتْهَا/u);
    expect(read('أرسلتها المدير')).not.toMatch(/^أَرْسَلَتْهَا/u);
    expect(read('في جلستهم القادمة')).not.toContain('جَلَسَتْهُم');
    expect(read('احتفلت المدرسة بدفعتها الخامسة')).not.toContain('دَفَعَتْهَا');
  });
});

describe('a verb joined to a passive of handling', () => {
  it('goes on with it after و, ثم or أو', () => {
    const read = (text: string) => defaultDiacritizer.diacritizeText(text).normalize('NFC');
    expect(read('يزرع القمح في الخريف ثم يحصد في الربيع')).toContain('يُحْصَد');
    expect(read('يزرع القمح في الخريف أو يحصد في الربيع')).toContain('يُحْصَد');
  });
});

describe('a present of the speaker', () => {
  it('takes no pronoun of the speaker for its object', () => {
    expect(defaultDiacritizer.diacritizeWord('أخرجنا').normalize('NFC')).not.toBe(
      'أَخْرُجُنَا'.normalize('NFC'),
    );
    // Another's present does: يخبرنا.
    expect(defaultDiacritizer.diacritizeWord('يخبرنا')).toMatch(/نَا$/u);
  });
});

describe("a verb in ـنا right before a noun with the listener's pronoun", () => {
  const read = (text: string) => defaultDiacritizer.diacritizeText(text).normalize('NFC');

  it('is the "we" past, not an imperative with "us" and a second object', () => {
    expect(read('راجعنا ملفاتكم')).toMatch(/^رَاجَعْنَا /u);
    expect(read('ثبتنا خزانكم على السطح')).toMatch(/^ثَبَّتْنَا /u);
  });

  it('asks where a verb of giving takes two objects, or a preposition stands between', () => {
    expect(read('سلمنا مفاتيحك')).toMatch(/^سَلِّمْنَا /u);
    expect(read('راسلنا بمشكلتك')).toMatch(/^رَاسِلْنَا /u);
  });
});

describe('the prohibition of a defective verb to several', () => {
  it('drops the weak letter for their ending', () => {
    const read = (text: string) => defaultDiacritizer.diacritizeText(text).normalize('NFC');
    expect(read('ولا ترموا البقايا')).toContain(speakableForm('تَرْمُوا').normalize('NFC'));
    expect(read('لا تنسوا حقائبكم')).toContain(speakableForm('تَنْسَوْا').normalize('NFC'));
  });
});

describe('a present of form II or IV after its subject', () => {
  it('is passive before the week, month or year it happens in, as before a time adverb', () => {
    const read = (text: string) => defaultDiacritizer.diacritizeText(text).normalize('NFC');
    expect(read('أعلنت البلدية أن الطريق سيغلق الشهر المقبل')).toContain('يُغْلَق');
    expect(read('أن المحلات ستغلق الأسبوع القادم')).toContain('تُغْلَق');
  });
});
