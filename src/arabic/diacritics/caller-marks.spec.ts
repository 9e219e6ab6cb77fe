import {
  completeCallerMarks,
  lacksVowels,
  markedFormIIPast,
  markedFormIIPresent,
  markedParticle,
  markedPassive,
  passiveOf,
  splitTypedProclitics,
  tanweenBeforeAlif,
  typedGovernment,
} from './caller-marks.js';
import { Diacritizer } from './diacritizer.js';
import { speakableForm } from './speakable-form.js';

describe('caller marks', () => {
  it('move a tanween typed after a final alif before it, where espeak-ng reads it', () => {
    expect(tanweenBeforeAlif('جداً')).toBe('جدًا');
    expect(tanweenBeforeAlif('كتابًا')).toBe('كتابًا');
    expect(tanweenBeforeAlif('شكراً جزيلاً')).toBe('شكرًا جزيلًا');
  });

  it('leave a word lacking vowels when a consonant before its last letter has none', () => {
    expect(lacksVowels('فوراً')).toBe(true);
    expect(lacksVowels('مدرّسة')).toBe(true);
    expect(lacksVowels('الشَمْسُ')).toBe(false);
    expect(lacksVowels('خَمْسَة')).toBe(false);
    expect(lacksVowels('ثَمَانِـيَة')).toBe(false);
    // A shadda without its vowel, on a glide too.
    expect(lacksVowels('عُيّن')).toBe(true);
    expect(lacksVowels('عُيِّن')).toBe(false);
  });

  it('are completed from a reading that agrees with them, the typed case ending kept', () => {
    expect(completeCallerMarks('فوراً', 'فَوْرًا')).toBe('فَوْرًا');
    expect(completeCallerMarks('عادةً', 'عَادَة')).toBe('عَادَةً');
    expect(completeCallerMarks('جداً', 'جِدًّا')).toBe('جِدًّا');
    expect(completeCallerMarks('مدرّسة', 'مُدَرِّسَة')).toBe('مُدَرِّسَة');
  });

  it('are kept alone when the reading disagrees with them (another word)', () => {
    expect(completeCallerMarks('كُتب', 'كَتَب')).toBeUndefined();
    expect(completeCallerMarks('مدرَسة', 'مُدَرِّسَة')).toBeUndefined();
  });
});

describe('Diacritizer with caller marks', () => {
  const diacritizer = new Diacritizer(['فَوْرًا', 'صَبَاحًا', 'كَتَب'], ['مُدَرِّسَة']);

  it('completes a word typed with a tanween or a shadda instead of leaving it to espeak-ng', () => {
    expect(diacritizer.diacritizeText('فوراً صباحاً')).toBe('فَوْرًا صَبَاحًا');
    expect(diacritizer.diacritizeText('مدرّسة')).toBe('مُدَرّ\u0650سَه');
  });

  it('completes an accusative typed with its tanween from the entry without the alif', () => {
    expect(new Diacritizer(['أَمْطَار']).diacritizeText('أمطاراً')).toBe('أَمْطَارًا');
  });

  it('completes from readings a bare word does not get: a stem espeak-ng reads, a derived form', () => {
    const modern = new Diacritizer([], ['مَدْرَسَة', 'مُدَرِّس'], [], ['مُؤَكَّد', 'سَيَّارَة']);
    expect(modern.diacritizeText('مؤكَّد')).toBe(speakableForm('مُؤَكَّد'.normalize('NFC'))); // مؤكد alone is espeak-ng's
    expect(modern.diacritizeText('مدرّسة')).toBe('مُدَرّ\u0650سَه'); // not the entry مَدْرَسَة
    expect(modern.diacritizeText('والمدرّسة')).toBe(speakableForm('وَالْمُدَرِّسَه'.normalize('NFC')));
    expect(modern.diacritizeText('مدرَسة')).toBe('مَدْرَسَه');
  });

  it('takes the case or mood the caller typed before a pronoun suffix', () => {
    const modern = new Diacritizer([], ['بِطَاقَة']);
    expect(typedGovernment('بطاقتَك')).toEqual({ noun: '\u064E', verb: '\u064E' });
    expect(typedGovernment('بطاقتك')).toBeUndefined();
    expect(modern.diacritizeText('بطاقتَك')).toBe(speakableForm('بِطَاقَتَك'.normalize('NFC')));
    expect(modern.diacritizeText('بطاقتِكم')).toBe('بِطَاقَتِكُم');
  });

  it('keeps marks that make another word than the lexicon’s', () => {
    expect(diacritizer.diacritizeText('كُتِب')).toBe('كُتِب');
  });

  it('make the passive of a verb with sound letters, and leave a weak one alone', () => {
    expect(passiveOf('رَفَع', 'past')).toBe('رُفِع');
    expect(passiveOf('قَدَّم', 'past')).toBe('قُدِّم');
    expect(passiveOf('أَعْلَن', 'past')).toBe('أُعْلِن');
    expect(passiveOf('يَتَوَقَّع', 'present')).toBe('يُتَوَقَّع');
    expect(passiveOf('يَكْتُب', 'present')).toBe('يُكْتَب');
    expect(passiveOf('قَال', 'past')).toBeUndefined();
    expect(passiveOf('يَقُول', 'present')).toBeUndefined();
    expect(passiveOf('اجْتَمَع', 'past')).toBeUndefined();
  });

  it('read a verb the caller marked with a damma on its first letter as a passive', () => {
    const diacritizer = new Diacritizer(['رَفْع'], ['يَتَوَقَّع', 'تَتَوَقَّع'], [], ['رَفَعَت', 'وُلِدَت']);
    expect(diacritizer.diacritizeText('يُتوقع')).toBe(speakableForm('يُتَوَقَّع'));
    expect(diacritizer.diacritizeText('رُفع')).toBe('رُفِع');
    expect(diacritizer.diacritizeText('وُلد')).toBe('وُلِد');
    expect(diacritizer.diacritizeText('رَفع')).toBe('رَفْع');
    const announced = new Diacritizer([], ['أَعْلَن', 'أَعْلَنَت']);
    expect(announced.diacritizeText('أُعلنت')).toBe('أُعْلِنَت'); // the "she" form's passive
    // A present of form IV with nothing but its person letter's damma: its active needs no mark.
    const sent = new Diacritizer([], ['يُرْسِل', 'تُرْسِل']);
    expect(sent.diacritizeText('يُرسل')).toBe('يُرْسَل');
    expect(sent.diacritizeText('ستُرسل')).toBe('سَتُرْسَل');
    expect(sent.diacritizeText('يُرسِل')).toBe('يُرْسِل');
  });

  it("complete a marked verb behind و، ف or the future's س as the bare verb would be", () => {
    const diacritizer = new Diacritizer(['رَفْع'], ['يُرْسِل', 'تُرْسِل'], [], ['رَفَعَت']);
    expect(splitTypedProclitics('وَرُفع')).toEqual({ vowelled: 'وَ', word: 'رُفع' });
    expect(splitTypedProclitics('فسيُرسَل')).toEqual({ vowelled: 'فَسَ', word: 'يُرسَل' });
    expect(splitTypedProclitics('وصَل')).toBeUndefined(); // no و + صل
    expect(diacritizer.diacritizeText('فرُفع')).toBe('فَرُفِع');
    expect(diacritizer.diacritizeText('سيُرسَل')).toBe(speakableForm('سَيُرْسَل'));
    expect(diacritizer.diacritizeText('وسيُرسِل')).toBe(speakableForm('وَسَيُرْسِل'));
  });

  it('pick a later vowelling of the spelling, with its clitics, where the marks agree with it', () => {
    const diacritizer = new Diacritizer([], ['مُنْتَج'], [], [], ['مُنْتِج']);
    expect(diacritizer.diacritizeText('المنتِج')).toBe('الْمُنْتِج');
    expect(diacritizer.diacritizeText('منتِج')).toBe('مُنْتِج');
    expect(diacritizer.diacritizeText('المنتج')).toBe('الْمُنْتَج');
  });
});

describe('markedPassive', () => {
  it('reads a past marked passive on its first letter as form I or IV, sound letters only', () => {
    expect(markedPassive('كُتب')).toBe('كُتِب');
    expect(markedPassive('سُرقت')).toBe('سُرِقَت');
    expect(markedPassive('أُرسل')).toBe('أُرْسِل');
    expect(markedPassive('قُال')).toBeUndefined(); // a long vowel changes the passive's letters
    expect(markedPassive('كتب')).toBeUndefined(); // unmarked: no passive to read
  });

  it('reads form II by a shadda typed on its second letter, and the endings of the past persons', () => {
    expect(markedPassive('عُيّن')).toBe('عُيِّن');
    expect(markedPassive('وُقّع')).toBe('وُقِّع');
    expect(markedPassive('أُجّلت')).toBe('أُجِّلَت'.normalize('NFC')); // a root in hamza
    expect(markedPassive('رُزقتم')).toBe('رُزِقْتُم');
    expect(markedPassive('عُيّنوا')).toBe('عُيِّنُوا');
  });

  it('reads a present of three root letters marked on its person letter as يُفْعَل', () => {
    expect(markedPassive('يُعرض')).toBe('يُعْرَض');
    expect(markedPassive('تُصرف')).toBe('تُصْرَف');
    expect(markedPassive('يُعرَض')).toBe('يُعْرَض');
    expect(markedPassive('يُعرِض')).toBeUndefined(); // the caller typed the active's i
    // Forms VIII and X by the damma on their ت.
    expect(markedPassive('اكتُشف')).toBe('اُكْتُشِف');
    expect(markedPassive('استُخدمت')).toBe('اُسْتُخْدِمَت');
  });
});

describe('markedFormIIPast', () => {
  it("reads a shadda on the second letter and a person's vowel on the ت as a past of form II", () => {
    expect(markedFormIIPast('علّمتُ')).toBe('عَلَّمْتُ');
    expect(markedFormIIPast('درّستَ')).toBe('دَرَّسْتَ');
    expect(markedFormIIPast('علّمت')).toBeUndefined(); // no person's vowel: she, I or you
    expect(markedFormIIPast('سكّر')).toBeUndefined();
  });
});

describe('markedParticle', () => {
  it('vowels أنّ and إنّ the caller marked by their shadda', () => {
    expect(markedParticle('إنّ')).toBe('إِنَّ'.normalize('NFC'));
    expect(markedParticle('وأنّ')).toBe('وَأَنَّ'.normalize('NFC'));
    expect(markedParticle('إن')).toBeUndefined();
  });
});

describe('a present the caller marked as form II', () => {
  it('is completed from its shape, active unless a fatha stands under its doubled letter', () => {
    expect(markedFormIIPresent('نُذكّر')).toBe('نُذَكِّر'.normalize('NFC'));
    expect(markedFormIIPresent('تُسلَّم')).toBe('تُسَلَّم'.normalize('NFC'));
    expect(markedFormIIPresent('نذكّر')).toBeUndefined(); // no damma on its person's prefix
    expect(markedFormIIPresent('يُقيّم')).toBeUndefined(); // a weak middle letter: not guessed
  });
});
