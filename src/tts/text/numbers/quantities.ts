import { MAX_CARDINAL, cardinalWords } from './cardinal.js';
import { countedPhrase, NOUNS, type CountedNoun } from './counted-noun.js';
import { NUMERAL_SOURCE, numeralWords, parseNumeral, type Numeral } from './numeral.js';

/**
 * Numbers that carry a unit: money, percentages, measures and calendar eras. The unit decides the
 * agreement of the noun, so these are read before bare numbers.
 */

interface Currency {
  main: CountedNoun;
  /** Hundredth subdivision, for amounts like 3.50. */
  minor: CountedNoun;
}

const USD: Currency = { main: NOUNS.dollar, minor: NOUNS.cent };
const EUR: Currency = { main: NOUNS.euro, minor: NOUNS.cent };
const GBP: Currency = { main: NOUNS.pound, minor: NOUNS.penny };
const SAR: Currency = { main: NOUNS.saudiRiyal, minor: NOUNS.halala };
const RIYAL: Currency = { main: NOUNS.riyal, minor: NOUNS.halala };
const EGP: Currency = { main: NOUNS.egyptianPound, minor: NOUNS.piastre };
const GENAIH: Currency = { main: NOUNS.genaih, minor: NOUNS.piastre };
const AED: Currency = { main: NOUNS.emiratiDirham, minor: NOUNS.fils };
const MAD: Currency = { main: NOUNS.moroccanDirham, minor: NOUNS.cent };
const DIRHAM: Currency = { main: NOUNS.dirham, minor: NOUNS.fils };
const KWD: Currency = { main: NOUNS.kuwaitiDinar, minor: NOUNS.fils };
const DINAR: Currency = { main: NOUNS.dinar, minor: NOUNS.fils };
const LIRA: Currency = { main: NOUNS.lira, minor: NOUNS.piastre };

const PREFIX_SYMBOLS: Record<string, Currency> = { $: USD, '€': EUR, '£': GBP };

/** Everything written after an amount, longest spellings first so "ريال سعودي" beats "ريال". */
const SUFFIX_CURRENCIES: [string, Currency][] = [
  ['USD', USD],
  ['EUR', EUR],
  ['GBP', GBP],
  ['SAR', SAR],
  ['EGP', EGP],
  ['AED', AED],
  ['MAD', MAD],
  ['KWD', KWD],
  ['ر.س', SAR],
  ['ج.م', EGP],
  ['د.إ', AED],
  ['د.م', MAD],
  ['د.ك', KWD],
  ['$', USD],
  ['€', EUR],
  ['£', GBP],
  ['دولار أمريكي', USD],
  ['دولارات', USD],
  ['دولارًا', USD],
  ['دولارا', USD],
  ['دولار', USD],
  ['يورو', EUR],
  ['ريال سعودي', SAR],
  ['ريالات سعودية', SAR],
  ['ريالات', RIYAL],
  ['ريالًا', RIYAL],
  ['ريالا', RIYAL],
  ['ريال', RIYAL],
  ['جنيه مصري', EGP],
  ['جنيهات مصرية', EGP],
  ['جنيه إسترليني', GBP],
  ['جنيهات', GENAIH],
  ['جنيهًا', GENAIH],
  ['جنيها', GENAIH],
  ['جنيه', GENAIH],
  ['درهم إماراتي', AED],
  ['درهم مغربي', MAD],
  ['دراهم', DIRHAM],
  ['درهمًا', DIRHAM],
  ['درهما', DIRHAM],
  ['درهم', DIRHAM],
  ['دينار كويتي', KWD],
  ['دنانير', DINAR],
  ['دينارًا', DINAR],
  ['دينارا', DINAR],
  ['دينار', DINAR],
  ['ليرات', LIRA],
  ['ليرة', LIRA],
];

/** Abbreviated units, only after a number where they cannot be read another way. */
const SUFFIX_UNITS: [string, CountedNoun][] = [
  ['كم', NOUNS.kilometre],
  ['كلم', NOUNS.kilometre],
  ['سم', NOUNS.centimetre],
  ['مم', NOUNS.millimetre],
  ['كغم', NOUNS.kilogram],
  ['كجم', NOUNS.kilogram],
  ['كغ', NOUNS.kilogram],
  ['km', NOUNS.kilometre],
  ['kg', NOUNS.kilogram],
];

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const alternation = (keys: string[]) => keys.map(escape).join('|');
/** A suffix must end the word: "كم" is a unit, "كمية" is not. */
const WORD_END = '(?![\\u0621-\\u064A\\u064B-\\u0652A-Za-z])';

const CURRENCY_BY_SUFFIX = new Map(SUFFIX_CURRENCIES);
const UNIT_BY_SUFFIX = new Map(SUFFIX_UNITS);

const PREFIXED_AMOUNT = new RegExp(`([$€£])\\s?${NUMERAL_SOURCE}`, 'g');
const SUFFIXED_AMOUNT = new RegExp(
  `${NUMERAL_SOURCE}\\s?(${alternation(SUFFIX_CURRENCIES.map(([k]) => k))})${WORD_END}`,
  'g',
);
const MEASURE = new RegExp(
  `${NUMERAL_SOURCE}\\s?(${alternation(SUFFIX_UNITS.map(([k]) => k))})${WORD_END}`,
  'g',
);
const PERCENT = new RegExp(`${NUMERAL_SOURCE}\\s?%`, 'g');
const SCALE_VALUES: Record<string, number> = {
  ألف: 1e3,
  آلاف: 1e3,
  مليون: 1e6,
  ملايين: 1e6,
  مليار: 1e9,
  مليارات: 1e9,
};
/** "12 ألف" is written half in digits; read the whole quantity so the scale word agrees ("اثنا عشر ألفًا"). */
/* eslint-disable no-misleading-character-class -- WORD_END's class holds Arabic combining marks on purpose */
const SCALED = new RegExp(
  `(?<![\\d.,])(\\d{1,3})\\s?(${Object.keys(SCALE_VALUES).join('|')})${WORD_END}`,
  'g',
);
/** A year followed by هـ (Hijri) or م (Gregorian). */
const ERA_YEAR = new RegExp(`(?<![\\d.,])(\\d{3,4})\\s?(هـ|ه|م)${WORD_END}\\.?`, 'g');
/* eslint-enable no-misleading-character-class */

export function readQuantities(text: string): string {
  return text
    .replace(SCALED, (_m, count: string, scale: string) =>
      cardinalWords(Number(count) * SCALE_VALUES[scale]),
    )
    .replace(PREFIXED_AMOUNT, (_m, symbol: string, integer: string, fraction?: string) =>
      moneyWords(parseNumeral(integer, fraction), PREFIX_SYMBOLS[symbol]),
    )
    .replace(SUFFIXED_AMOUNT, (_m, integer: string, fraction: string | undefined, unit: string) =>
      moneyWords(parseNumeral(integer, fraction), CURRENCY_BY_SUFFIX.get(unit)!),
    )
    .replace(MEASURE, (_m, integer: string, fraction: string | undefined, unit: string) =>
      measureWords(parseNumeral(integer, fraction), UNIT_BY_SUFFIX.get(unit)!),
    )
    .replace(
      PERCENT,
      (_m, integer: string, fraction?: string) =>
        `${numeralWords(parseNumeral(integer, fraction))} بالمئة`,
    )
    .replace(
      ERA_YEAR,
      (_m, year: string, era: string) =>
        `${cardinalWords(+year)} ${era === 'م' ? 'ميلادي' : 'هجري'}`,
    );
}

/** "3.50 $" -> "ثلاثة دولارات وخمسون سنتًا"; more than two decimals is not money, read it as a decimal. */
function moneyWords(amount: Numeral, currency: Currency): string {
  const unreadable =
    Number(amount.integer) > MAX_CARDINAL ||
    (amount.integer.length > 1 && amount.integer.startsWith('0'));
  if (unreadable || (amount.fraction && amount.fraction.length > 2))
    return `${numeralWords(amount)} ${currency.main.plural}`;
  const whole = Number(amount.integer);
  const minor = amount.fraction ? Number(amount.fraction.padEnd(2, '0')) : 0;
  if (minor === 0) return countedPhrase(whole, currency.main);
  if (whole === 0) return countedPhrase(minor, currency.minor);
  return `${countedPhrase(whole, currency.main)} و${countedPhrase(minor, currency.minor)}`;
}

/** Integers agree with the unit; a decimal measure reads the number and then the unit's plural. */
function measureWords(amount: Numeral, unit: CountedNoun): string {
  if (amount.fraction || Number(amount.integer) > MAX_CARDINAL)
    return `${numeralWords(amount)} ${unit.plural}`;
  return countedPhrase(Number(amount.integer), unit);
}
