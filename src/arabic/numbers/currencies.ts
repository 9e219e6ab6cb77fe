import { MAX_CARDINAL, type GrammaticalCase } from './cardinal.js';
import { countedPhrase, NOUNS, type CountedNoun } from './counted-noun.js';
import { numeralWords, type Numeral } from './numeral.js';
import { withWa } from './vowelled.js';

/** Currencies by symbol and by the words written after an amount, and how an amount of them is said. */

export interface Currency {
  main: CountedNoun;
  /** Hundredth subdivision, for amounts like 3.50. */
  minor: CountedNoun;
  /** The dinars of Kuwait, Bahrain, Jordan, Iraq and Libya (and a dinar unnamed) count a thousand fils: "٧٫٥٠٠ د.ك". */
  thousandths?: true;
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
const KWD: Currency = { main: NOUNS.kuwaitiDinar, minor: NOUNS.fils, thousandths: true };
const DINAR: Currency = { main: NOUNS.dinar, minor: NOUNS.fils, thousandths: true };
const LIRA: Currency = { main: NOUNS.lira, minor: NOUNS.piastre };
const QAR: Currency = { main: NOUNS.qatariRiyal, minor: NOUNS.dirham };
const OMR: Currency = { main: NOUNS.omaniRiyal, minor: NOUNS.fils };
const BHD: Currency = { main: NOUNS.bahrainiDinar, minor: NOUNS.fils, thousandths: true };
const JOD: Currency = { main: NOUNS.jordanianDinar, minor: NOUNS.fils, thousandths: true };
const TRY: Currency = { main: NOUNS.turkishLira, minor: NOUNS.piastre };
const IQD: Currency = { main: NOUNS.iraqiDinar, minor: NOUNS.fils, thousandths: true };
const DZD: Currency = { main: NOUNS.algerianDinar, minor: NOUNS.cent };
const TND: Currency = { main: NOUNS.tunisianDinar, minor: NOUNS.cent };
const LYD: Currency = { main: NOUNS.libyanDinar, minor: NOUNS.dirham, thousandths: true };
const LBP: Currency = { main: NOUNS.lebanesePound, minor: NOUNS.piastre };
const SYP: Currency = { main: NOUNS.syrianPound, minor: NOUNS.piastre };
const YER: Currency = { main: NOUNS.yemeniRiyal, minor: NOUNS.fils };
const JPY: Currency = { main: NOUNS.yen, minor: NOUNS.cent };

export const PREFIX_SYMBOLS: Record<string, Currency> = {
  $: USD,
  '€': EUR,
  '£': GBP,
  '¥': JPY,
};

/** Everything written after an amount (the reader tries the longest spelling first). */
export const SUFFIX_CURRENCIES: [string, Currency][] = [
  ['ر.س', SAR],
  ['ج.م', EGP],
  ['د.إ', AED],
  ['د.م', MAD],
  ['د.ك', KWD],
  ['ر.ق', QAR],
  ['ر.ع', OMR],
  ['د.ب', BHD],
  ['د.أ', JOD],
  ['د.ا', JOD],
  ['د.ع', IQD],
  ['د.ج', DZD],
  ['دج', DZD],
  ['ل.ت', TRY],
  ['د.ت', TND],
  ['د.ل', LYD],
  ['ل.ل', LBP],
  ['ل.س', SYP],
  ['ر.ي', YER],
  ['دينار عراقي', IQD],
  ['دينار جزائري', DZD],
  ['دينار تونسي', TND],
  ['دينار ليبي', LYD],
  ['ليرة لبنانية', LBP],
  ['ليرة سورية', SYP],
  ['ريال يمني', YER],
  ['$', USD],
  ['€', EUR],
  ['£', GBP],
  ['¥', JPY],
  ['ين', JPY],
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
  ['دينار بحريني', BHD],
  ['دينار أردني', JOD],
  ['ريال قطري', QAR],
  ['ريال عماني', OMR],
  ['ليرة تركية', TRY],
  ['دنانير', DINAR],
  ['دينارًا', DINAR],
  ['دينارا', DINAR],
  ['دينار', DINAR],
  ['ليرات', LIRA],
  ['ليرة', LIRA],
];

/**
 * "3.50 $" -> "ثَلَاثَة دُولَارَات وَخَمْسُون سِنْتًا", "٧٫٥٠٠ د.ك" -> "سَبْعَة دَنَانِير وَخَمْسُمِئَة فِلْس"; more
 * decimals than the currency has is not money, read it as a decimal.
 */
export function moneyWords(
  amount: Numeral,
  currency: Currency,
  grammaticalCase: GrammaticalCase,
): string {
  const form = { gender: 'masculine', grammaticalCase } as const;
  const unreadable =
    Number(amount.integer) > MAX_CARDINAL ||
    (amount.integer.length > 1 && amount.integer.startsWith('0'));
  const places = currency.thousandths ? 3 : 2;
  if (unreadable || (amount.fraction && amount.fraction.length > places))
    return `${numeralWords(amount, form)} ${currency.main.singular}`;
  const whole = Number(amount.integer);
  const minor = amount.fraction ? Number(amount.fraction.padEnd(places, '0')) : 0;
  if (minor === 0) return countedPhrase(whole, currency.main, grammaticalCase);
  if (whole === 0) return countedPhrase(minor, currency.minor, grammaticalCase);
  return `${countedPhrase(whole, currency.main, grammaticalCase)} ${withWa(countedPhrase(minor, currency.minor, grammaticalCase))}`;
}
