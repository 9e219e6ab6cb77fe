import { cardinalWords, type Gender, type GrammaticalCase } from './cardinal.js';

/**
 * A noun that numbers count (currencies, units, minutes), with the forms Arabic number agreement picks from:
 *   1 -> singular + "واحد"   2 -> dual   3-10 -> number + genitive plural
 *   11-99 -> number + accusative singular   100, 1000, ... -> number + genitive singular
 * A compound (e.g. 103) agrees with its last part, so 103 takes the plural and 111 the accusative singular.
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
  const form = { gender: noun.gender, grammaticalCase };
  if (n === 0) return `صفر ${noun.singular}`;
  if (n === 1) return `${noun.singular} ${noun.gender === 'feminine' ? 'واحدة' : 'واحد'}`;
  if (n === 2) return grammaticalCase === 'nominative' ? noun.dualNominative : noun.dualOblique;
  const lastTwo = n % 100;
  if (n > 100 && (lastTwo === 1 || lastTwo === 2)) {
    // "مئة دولار ودولار": the round part counts the noun, the 1 or 2 is the noun itself added on.
    const round = n - lastTwo;
    const added =
      lastTwo === 1
        ? noun.singular
        : grammaticalCase === 'nominative'
          ? noun.dualNominative
          : noun.dualOblique;
    return `${cardinalWords(round, form)} ${noun.singular} و${added}`;
  }
  const words = cardinalWords(n, form);
  if (lastTwo >= 3 && lastTwo <= 10) return `${words} ${noun.plural}`;
  if (lastTwo >= 11) return `${words} ${noun.accusative}`;
  return `${constructState(words)} ${noun.singular}`;
}

/** A dual that owns the noun after it loses its nun: "مئتا دولار", "ألفي ريال". */
function constructState(words: string): string {
  return words.replace(
    /(مئت|ألف|مليون|مليار|تريليون)(ان|ين)$/,
    (_m, stem: string, ending: string) => (ending === 'ان' ? `${stem}ا` : `${stem}ي`),
  );
}

function noun(
  gender: Gender,
  singular: string,
  dualNominative: string,
  dualOblique: string,
  plural: string,
  accusative: string,
): CountedNoun {
  return { gender, singular, dualNominative, dualOblique, plural, accusative };
}

export const NOUNS = {
  dollar: noun('masculine', 'دولار', 'دولاران', 'دولارين', 'دولارات', 'دولارًا'),
  cent: noun('masculine', 'سنت', 'سنتان', 'سنتين', 'سنتات', 'سنتًا'),
  // Loanword, indeclinable in common usage: "ثلاثة يورو", "عشرون يورو".
  euro: noun('masculine', 'يورو', 'يوروان', 'يوروين', 'يورو', 'يورو'),
  pound: noun(
    'masculine',
    'جنيه إسترليني',
    'جنيهان إسترلينيان',
    'جنيهين إسترلينيين',
    'جنيهات إسترلينية',
    'جنيهًا إسترلينيًا',
  ),
  penny: noun('masculine', 'بنس', 'بنسان', 'بنسين', 'بنسات', 'بنسًا'),
  saudiRiyal: noun(
    'masculine',
    'ريال سعودي',
    'ريالان سعوديان',
    'ريالين سعوديين',
    'ريالات سعودية',
    'ريالًا سعوديًا',
  ),
  riyal: noun('masculine', 'ريال', 'ريالان', 'ريالين', 'ريالات', 'ريالًا'),
  halala: noun('feminine', 'هللة', 'هللتان', 'هللتين', 'هللات', 'هللةً'),
  egyptianPound: noun(
    'masculine',
    'جنيه مصري',
    'جنيهان مصريان',
    'جنيهين مصريين',
    'جنيهات مصرية',
    'جنيهًا مصريًا',
  ),
  genaih: noun('masculine', 'جنيه', 'جنيهان', 'جنيهين', 'جنيهات', 'جنيهًا'),
  piastre: noun('masculine', 'قرش', 'قرشان', 'قرشين', 'قروش', 'قرشًا'),
  emiratiDirham: noun(
    'masculine',
    'درهم إماراتي',
    'درهمان إماراتيان',
    'درهمين إماراتيين',
    'دراهم إماراتية',
    'درهمًا إماراتيًا',
  ),
  moroccanDirham: noun(
    'masculine',
    'درهم مغربي',
    'درهمان مغربيان',
    'درهمين مغربيين',
    'دراهم مغربية',
    'درهمًا مغربيًا',
  ),
  dirham: noun('masculine', 'درهم', 'درهمان', 'درهمين', 'دراهم', 'درهمًا'),
  kuwaitiDinar: noun(
    'masculine',
    'دينار كويتي',
    'ديناران كويتيان',
    'دينارين كويتيين',
    'دنانير كويتية',
    'دينارًا كويتيًا',
  ),
  dinar: noun('masculine', 'دينار', 'ديناران', 'دينارين', 'دنانير', 'دينارًا'),
  fils: noun('masculine', 'فلس', 'فلسان', 'فلسين', 'فلوس', 'فلسًا'),
  lira: noun('feminine', 'ليرة', 'ليرتان', 'ليرتين', 'ليرات', 'ليرةً'),
  kilometre: noun('masculine', 'كيلومتر', 'كيلومتران', 'كيلومترين', 'كيلومترات', 'كيلومترًا'),
  metre: noun('masculine', 'متر', 'متران', 'مترين', 'أمتار', 'مترًا'),
  centimetre: noun('masculine', 'سنتيمتر', 'سنتيمتران', 'سنتيمترين', 'سنتيمترات', 'سنتيمترًا'),
  millimetre: noun('masculine', 'مليمتر', 'مليمتران', 'مليمترين', 'مليمترات', 'مليمترًا'),
  kilogram: noun('masculine', 'كيلوغرام', 'كيلوغرامان', 'كيلوغرامين', 'كيلوغرامات', 'كيلوغرامًا'),
  gram: noun('masculine', 'غرام', 'غرامان', 'غرامين', 'غرامات', 'غرامًا'),
  minute: noun('feminine', 'دقيقة', 'دقيقتان', 'دقيقتين', 'دقائق', 'دقيقةً'),
} satisfies Record<string, CountedNoun>;
