import { stripHarakat } from '../arabic-script.js';
import lexicon from './diacritics-lexicon.json' with { type: 'json' };
import modern from './modern-lexicon.json' with { type: 'json' };
import modernStems from './modern-stems.json' with { type: 'json' };
import {
  adjectiveOrNoun,
  amountOf,
  AMBIGUOUS_SPELLINGS,
  calledOn,
  inTheNameOf,
  NOUN_READINGS,
  pleases,
  flagRaised,
  propertyOf,
  takesVerbalNoun,
  thatIs,
  withoutAmbiguousSpellings,
} from './ambiguous-spellings.js';

describe('spellings with two common readings', () => {
  it('are in no committed lexicon (the build leaves them to espeak-ng)', () => {
    const listed = [...lexicon.words, ...modern.words, ...modernStems.words].filter((word) =>
      AMBIGUOUS_SPELLINGS.has(stripHarakat(word)),
    );
    expect(listed).toEqual([]);
  });

  it('are left out of a list of entries by their bare spelling, whatever their vowels', () => {
    expect(withoutAmbiguousSpellings(['عِلْم', 'عُلِمَ', 'عِلْمِيّ', 'وَلَد', 'أَوْلَاد'])).toEqual([
      'عِلْمِيّ',
      'أَوْلَاد',
    ]);
  });
});

describe('noun readings of ambiguous spellings', () => {
  it('are only for spellings listed as ambiguous, whose noun has one reading', () => {
    for (const bare of NOUN_READINGS.keys()) expect(AMBIGUOUS_SPELLINGS.has(bare)).toBe(true);
    expect(NOUN_READINGS.has('علم')).toBe(false);
  });
});

describe('words before a verbal noun', () => {
  it('are تم and يتم with their clitics, future and feminine forms', () => {
    for (const word of ['تم', 'تمت', 'يتم', 'ويتم', 'سيتم', 'وسيتم', 'فتم', 'تتم']) {
      expect(takesVerbalNoun(word)).toBe(true);
    }
    expect(takesVerbalNoun('يتمم')).toBe(false);
    expect(takesVerbalNoun('أتم')).toBe(false);
  });
});

describe('spellings of two words the words around tell apart', () => {
  it('reads ودعت as و with دعت, "called on", where إلى follows, and leaves it to the lexicon elsewhere', () => {
    expect(calledOn('ودعت', ['الوزارة', 'المواطنين', 'إلى'])).toBe('وَدَعَت'.normalize('NFC'));
    expect(calledOn('ودعت', ['صديقتها', 'في', 'المطار'])).toBeUndefined();
  });

  it('reads باسم before the noun it completes as بِاسْم', () => {
    expect(inTheNameOf('باسم', true)).toBe('بِاسْم'.normalize('NFC'));
    expect(inTheNameOf('وباسم', true)).toBe('وَبِاسْم'.normalize('NFC'));
    expect(inTheNameOf('باسم', false)).toBeUndefined();
  });

  it('reads أي after a comma as أَيْ, "that is"', () => {
    expect(thatIs('أي', true)).toBe('أَيْ');
    expect(thatIs('اي', true)).toBe('أَيْ'); // typed without its hamza
    expect(thatIs('أي', false)).toBeUndefined();
  });

  it('reads العام and الحر as adjectives after a definite noun, else as nouns', () => {
    expect(adjectiveOrNoun('العام', 'المدير', 'للشركة')).toBe('الْعَامّ'.normalize('NFC'));
    expect(adjectiveOrNoun('والعام', 'الخاص', undefined)).toBe('وَالْعَامّ'.normalize('NFC'));
    expect(adjectiveOrNoun('العام', 'الفريق', 'الماضي')).toBeUndefined();
    expect(adjectiveOrNoun('العام', 'هذا', undefined)).toBeUndefined();
    expect(adjectiveOrNoun('العام', 'في', 'المقبل')).toBeUndefined();
    expect(adjectiveOrNoun('الحر', 'موجة', undefined)).toBe('الْحَرّ'.normalize('NFC'));
    expect(adjectiveOrNoun('الحر', 'السوق', undefined)).toBe('الْحُرّ'.normalize('NFC'));
  });

  it('reads ملك before li- as مِلْك, "property of"', () => {
    expect(propertyOf('ملك', 'للدولة')).toBe('مِلْك'.normalize('NFC'));
    expect(propertyOf('ملك', 'لي')).toBe('مِلْك'.normalize('NFC'));
    expect(propertyOf('ملك', 'الأردن')).toBeUndefined();
    expect(propertyOf('الملك', 'للدولة')).toBeUndefined();
  });

  it('reads العلم raised, lowered or of a colour as the flag, elsewhere not', () => {
    expect(flagRaised('العلم', ['الطلاب', 'رفع'], 'في')).toBe('الْعَلَم'.normalize('NFC'));
    expect(flagRaised('العلم', ['يرفع'], undefined)).toBe('الْعَلَم'.normalize('NFC'));
    expect(flagRaised('والعلم', [], 'الأحمر')).toBe('وَالْعَلَم'.normalize('NFC'));
    expect(flagRaised('العلم', ['طلب'], 'فريضة')).toBeUndefined();
    expect(flagRaised('العلم', ['في', 'الطلاب', 'رفع'], 'الحديث')).toBeUndefined();
  });

  it('reads يسر opening a clause before its subject as the verb "pleases", elsewhere not', () => {
    expect(pleases('يسر', true, 'إدارة')).toBe('يَسُرُّ'.normalize('NFC'));
    expect(pleases('ويسر', true, 'الشركة')).toBe('وَيَسُرُّ'.normalize('NFC'));
    expect(pleases('يسر', false, 'وسهولة')).toBeUndefined();
  });

  it('reads قدر with a pronoun after a noun as its amount', () => {
    expect(amountOf('قدرها', true)).toBe('قَدْرُهَا'.normalize('NFC'));
    expect(amountOf('قدره', true)).toBe('قَدْرُهُ'.normalize('NFC'));
    expect(amountOf('قدرها', false)).toBeUndefined();
  });
});
