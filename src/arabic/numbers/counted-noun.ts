import { cardinalWords, type Gender, type GrammaticalCase } from './cardinal.js';
import { declension, withWa } from './vowelled.js';

/**
 * A noun that numbers count (currencies, units, minutes), vowelled, with the forms agreement picks from:
 *   1 -> singular + "وَاحِد"   2 -> dual   3-10 -> number + genitive plural
 *   11-99 -> number + accusative singular   100, 1000, ... -> number (in construct) + genitive singular
 * A compound (e.g. 103) agrees with its last part, so 103 takes the plural and 111 the accusative singular.
 * A feminine noun in ة keeps its pausal form where the accusative would add tanween ("خَمْسَ عَشْرَة دَقِيقَة").
 */
export interface CountedNoun {
  gender: Gender;
  singular: string;
  dualNominative: string;
  dualOblique: string;
  plural: string;
  accusative: string;
}

export function countedPhrase(
  n: number,
  noun: CountedNoun,
  grammaticalCase: GrammaticalCase = 'nominative',
): string {
  if (n === 0) return `صِفْر ${noun.singular}`;
  if (n === 1) return `${noun.singular} ${noun.gender === 'feminine' ? 'وَاحِدَة' : 'وَاحِد'}`;
  if (n === 2) return grammaticalCase === 'nominative' ? noun.dualNominative : noun.dualOblique;
  const lastTwo = n % 100;
  const form = { gender: noun.gender, grammaticalCase };
  if (n > 100 && (lastTwo === 1 || lastTwo === 2)) {
    // "مِئَة دُولَار وَدُولَار": the round part counts the noun, the 1 or 2 is the noun itself added on.
    const round = cardinalWords(n - lastTwo, { ...form, beforeNoun: true });
    const added =
      lastTwo === 1
        ? noun.singular
        : grammaticalCase === 'nominative'
          ? noun.dualNominative
          : noun.dualOblique;
    return `${round} ${noun.singular} ${withWa(added)}`;
  }
  const words = cardinalWords(n, { ...form, beforeNoun: true });
  if (lastTwo >= 3 && lastTwo <= 10) return `${words} ${noun.plural}`;
  if (lastTwo >= 11) return `${words} ${noun.accusative}`;
  return `${words} ${noun.singular}`;
}

/** A noun whose dual and accusative follow from its singular: "دُولَار", "سَاعَة". */
function noun(gender: Gender, singular: string, plural: string): CountedNoun {
  return { gender, singular, plural, ...declension(singular) };
}

/** A loanword that does not decline: "عِشْرُون يُورُو", "مِئَة غِيغَابَايْت". */
function indeclinable(singular: string): CountedNoun {
  return { ...noun('masculine', singular, singular), accusative: singular };
}

/**
 * A noun with a nisba adjective ("رِيَال سُعُودِي"): the adjective agrees, and a non-human plural takes
 * the feminine singular ("رِيَالَات سُعُودِيَّة"). `nisba` is the adjective without its final ي.
 */
function withNisba(base: CountedNoun, nisba: string): CountedNoun {
  const doubled = `${nisba}ي\u0651`;
  const feminine = base.gender === 'feminine';
  return {
    gender: base.gender,
    singular: `${base.singular} ${feminine ? `${doubled}َة` : `${nisba}ي`}`,
    dualNominative: `${base.dualNominative} ${doubled}${feminine ? 'َتَان' : 'َان'}`,
    dualOblique: `${base.dualOblique} ${doubled}${feminine ? 'َتَيْن' : 'َيْن'}`,
    plural: `${base.plural} ${doubled}َة`,
    accusative: `${base.accusative} ${feminine ? `${doubled}َة` : `${doubled}ًا`}`,
  };
}

/** A noun followed by words that never change: "كِيلُومِتْرًا فِي السَاعَة". */
function withTail(base: CountedNoun, tail: string): CountedNoun {
  return {
    gender: base.gender,
    singular: `${base.singular} ${tail}`,
    dualNominative: `${base.dualNominative} ${tail}`,
    dualOblique: `${base.dualOblique} ${tail}`,
    plural: `${base.plural} ${tail}`,
    accusative: `${base.accusative} ${tail}`,
  };
}

/**
 * A masculine unit with an adjective that agrees with it ("مِتْرَان مُرَبَّعَان"); a non-human plural
 * takes the feminine singular ("أَمْتَار مُرَبَّعَة").
 */
function withAdjective(base: CountedNoun, adjective: string): CountedNoun {
  return {
    gender: base.gender,
    singular: `${base.singular} ${adjective}`,
    dualNominative: `${base.dualNominative} ${adjective}َان`,
    dualOblique: `${base.dualOblique} ${adjective}َيْن`,
    plural: `${base.plural} ${adjective}َة`,
    accusative: `${base.accusative} ${adjective}ًا`,
  };
}

const SQUARE = 'مُرَب\u0651\u064eع';
const CUBIC = 'مُكَع\u0651\u064eب';

const dollar = noun('masculine', 'دُولَار', 'دُولَارَات');
const riyal = noun('masculine', 'رِيَال', 'رِيَالَات');
const dirham = noun('masculine', 'دِرْهَم', 'دَرَاهِم');
const dinar = noun('masculine', 'دِينَار', 'دَنَانِير');
const genaih = noun('masculine', 'جُنَيْه', 'جُنَيْهَات');
const lira = noun('feminine', 'لِيرَة', 'لِيرَات');
const metre = noun('masculine', 'مِتْر', 'أَمْتَار');
const kilometre = noun('masculine', 'كِيلُومِتْر', 'كِيلُومِتْرَات');
const degree = noun('feminine', 'دَرَجَة', 'دَرَجَات');
const centimetre = noun('masculine', 'سَنْتِيمِتْر', 'سَنْتِيمِتْرَات');
const mile = noun('masculine', 'مِيل', 'أَمْيَال');

export const NOUNS = {
  dollar,
  cent: noun('masculine', 'سِنْت', 'سِنْتَات'),
  euro: indeclinable('يُورُو'),
  yen: indeclinable('يِن'),
  pound: withNisba(genaih, 'إِسْتَرْلِينِ'),
  penny: noun('masculine', 'بِنْس', 'بِنْسَات'),
  saudiRiyal: withNisba(riyal, 'سُعُودِ'),
  qatariRiyal: withNisba(riyal, 'قَطَرِ'),
  omaniRiyal: withNisba(riyal, 'عُمَانِ'),
  riyal,
  halala: noun('feminine', 'هَلَلَة', 'هَلَلَات'),
  egyptianPound: withNisba(genaih, 'مِصْرِ'),
  genaih,
  piastre: noun('masculine', 'قِرْش', 'قُرُوش'),
  emiratiDirham: withNisba(dirham, 'إِمَارَاتِ'),
  moroccanDirham: withNisba(dirham, 'مَغْرِبِ'),
  dirham,
  kuwaitiDinar: withNisba(dinar, 'كُوَيْتِ'),
  bahrainiDinar: withNisba(dinar, 'بَحْرَيْنِ'),
  jordanianDinar: withNisba(dinar, 'أُرْدُنِ'),
  dinar,
  fils: noun('masculine', 'فِلْس', 'فُلُوس'),
  lira,
  turkishLira: withNisba(lira, 'تُرْكِ'),
  lebanesePound: withNisba(lira, 'لُبْنَانِ'),
  syrianPound: withNisba(lira, 'سُورِ'),
  iraqiDinar: withNisba(dinar, 'عِرَاقِ'),
  algerianDinar: withNisba(dinar, 'جَزَائِرِ'),
  tunisianDinar: withNisba(dinar, 'تُونُسِ'),
  libyanDinar: withNisba(dinar, 'لِيبِ'),
  yemeniRiyal: withNisba(riyal, 'يَمَنِ'),
  kilometre,
  kilometrePerHour: withTail(kilometre, 'فِي السَاعَة'),
  metre,
  squareMetre: withAdjective(metre, SQUARE),
  squareKilometre: withAdjective(kilometre, SQUARE),
  squareCentimetre: withAdjective(centimetre, SQUARE),
  cubicMetre: withAdjective(metre, CUBIC),
  cubicCentimetre: withAdjective(centimetre, CUBIC),
  mile,
  milePerHour: withTail(mile, 'فِي السَاعَة'),
  centimetre,
  millimetre: noun('masculine', 'مِلِّيمِتْر', 'مِلِّيمِتْرَات'),
  kilogram: noun('masculine', 'كِيلُوغْرَام', 'كِيلُوغْرَامَات'),
  gram: noun('masculine', 'غِرَام', 'غِرَامَات'),
  millilitre: noun('masculine', 'مِلِّيلِتْر', 'مِلِّيلِتْرَات'),
  milligram: noun('masculine', 'مِلِّيغْرَام', 'مِلِّيغْرَامَات'),
  watt: noun('masculine', 'وَاط', 'وَاطَات'),
  kilowatt: noun('masculine', 'كِيلُووَاط', 'كِيلُووَاطَات'),
  megawatt: noun('masculine', 'مِيغَاوَاط', 'مِيغَاوَاطَات'),
  kilowattHour: withTail(noun('masculine', 'كِيلُووَاط', 'كِيلُووَاطَات'), 'سَاعَة'),
  litre: noun('masculine', 'لِتْر', 'لِتْرَات'),
  gigabyte: indeclinable('غِيغَابَايْت'),
  megabyte: indeclinable('مِيغَابَايْت'),
  kilobyte: indeclinable('كِيلُوبَايْت'),
  megabit: indeclinable('مِيغَابِت'),
  megabitPerSecond: withTail(indeclinable('مِيغَابِت'), 'فِي الثَانِيَة'),
  gigahertz: indeclinable('غِيغَاهِرْتْز'),
  megahertz: indeclinable('مِيغَاهِرْتْز'),
  terabyte: indeclinable('تِيرَابَايْت'),
  // A battery's capacity (mAh), said without its hour: "خَمْسَة آلَاف مِلِّي أَمْبِير".
  milliampereHour: indeclinable('مِلِّي أَمْبِير'),
  megapixel: indeclinable('مِيغَابِكْسِل'),
  degree,
  celsius: withNisba(degree, 'مِئَوِ'),
  fahrenheit: withTail(degree, 'فَهْرَنْهَايْت'),
  metrePerSecond: withTail(metre, 'فِي الثَانِيَة'),
  ton: noun('masculine', 'طُن\u0651', 'أَطْنَان'),
  hectare: noun('masculine', 'هِكْتَار', 'هِكْتَارَات'),
  feddan: noun('masculine', 'فَد\u0651َان', 'أَفْدِنَة'),
  inch: noun('masculine', 'إِنْش', 'إِنْشَات'),
  // The time words a count takes most (٣ يوم is ثَلَاثَة أَيَّام; ١٥ دقيقة, خَمْسَ عَشْرَةَ دَقِيقَة).
  day: noun('masculine', 'يَوْم', 'أَي\u0651َام'),
  week: noun('masculine', 'أُسْبُوع', 'أَسَابِيع'),
  month: noun('masculine', 'شَهْر', 'أَشْهُر'),
  year: noun('feminine', 'سَنَة', 'سَنَوَات'),
  yearAam: noun('masculine', 'عَام', 'أَعْوَام'),
  hour: noun('feminine', 'سَاعَة', 'سَاعَات'),
  minute: noun('feminine', 'دَقِيقَة', 'دَقَائِق'),
  second: noun('feminine', 'ثَانِيَة', 'ثَوَانٍ'),
} satisfies Record<string, CountedNoun>;
