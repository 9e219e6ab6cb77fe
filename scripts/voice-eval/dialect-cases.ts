import type { DialectId } from '../../src/tts/dialects/dialects.js';

/** A word and how the dialect says it, in espeak-ng's mnemonics without stress marks. */
export type DialectCase = readonly [written: string, expected: string];

/** One rule of a dialect and words written for it. */
export interface RuleCases {
  dialect: DialectId;
  rule: string;
  words: readonly DialectCase[];
}

/**
 * Words chosen so that, in each, the rule's change is what separates the dialect's form from
 * espeak-ng's MSA reading; the expected forms are written from the dialect, not from our output.
 */
export const RULE_CASES: readonly RuleCases[] = [
  {
    dialect: 'egyptian',
    rule: 'q -> ʔ',
    words: [
      ['قلب', '?alb'],
      ['قال', '?a:l'],
      ['وقت', 'wa?t'],
    ],
  },
  {
    dialect: 'egyptian',
    rule: 'dʒ -> g',
    words: [
      ['جميل', 'gami:l'],
      ['جمل', 'gamal'],
      ['دجاج', 'daga:g'],
    ],
  },
  {
    dialect: 'egyptian',
    rule: 'θ -> t (everyday)',
    words: [
      ['ثوم', 'tu:m'],
      ['ثعلب', 'taAlab'],
      ['ثلج', 'talg'],
    ],
  },
  {
    dialect: 'egyptian',
    rule: 'ð -> d (everyday)',
    words: [
      ['ذهب', 'dahab'],
      ['ذراع', 'diRa:A'],
      ['ذيل', 'de:l'],
    ],
  },
  {
    dialect: 'egyptian',
    rule: 'ðˤ -> dˤ (everyday)',
    words: [
      ['ظهر', 'dHuhR'],
      ['ظل', 'dHill'],
    ],
  },
  {
    dialect: 'egyptian',
    rule: 'aj aw -> eː oː',
    words: [
      ['بيت', 'be:t'],
      ['يوم', 'jo:m'],
      ['لون', 'lo:n'],
    ],
  },
  {
    dialect: 'saudi',
    rule: 'q -> g',
    words: [
      ['قلب', 'galb'],
      ['قال', 'ga:l'],
      ['وقت', 'wagt'],
    ],
  },
  {
    dialect: 'saudi',
    rule: 'dˤ -> ðˤ',
    words: [
      ['ضرب', 'ZaRb'],
      ['أرض', '?aRZ'],
      ['ضيف', 'Ze:f'],
    ],
  },
  {
    dialect: 'saudi',
    rule: 'aj aw -> eː oː',
    words: [
      ['بيت', 'be:t'],
      ['يوم', 'jo:m'],
    ],
  },
  {
    dialect: 'hijazi',
    rule: 'q -> g',
    words: [
      ['قلب', 'galb'],
      ['قال', 'ga:l'],
    ],
  },
  {
    dialect: 'hijazi',
    rule: 'θ -> t (everyday)',
    words: [
      ['ثوم', 'tu:m'],
      ['ثلج', 'taldZ'],
    ],
  },
  {
    dialect: 'hijazi',
    rule: 'ð -> d (everyday)',
    words: [
      ['ذهب', 'dahab'],
      ['ذراع', 'diRa:A'],
    ],
  },
  {
    dialect: 'hijazi',
    rule: 'ðˤ -> dˤ (everyday)',
    words: [
      ['ظهر', 'dHuhR'],
      ['ظل', 'dHill'],
    ],
  },
  {
    dialect: 'hijazi',
    rule: 'aj aw -> eː oː',
    words: [
      ['بيت', 'be:t'],
      ['يوم', 'jo:m'],
    ],
  },
  {
    dialect: 'gulf',
    rule: 'q -> g',
    words: [
      ['قلب', 'galb'],
      ['قال', 'ga:l'],
    ],
  },
  {
    dialect: 'gulf',
    rule: 'dʒ -> j',
    words: [
      ['جميل', 'jami:l'],
      ['جمل', 'jamal'],
    ],
  },
  {
    dialect: 'gulf',
    rule: 'dˤ -> ðˤ',
    words: [
      ['ضرب', 'ZaRb'],
      ['أرض', '?aRZ'],
    ],
  },
  {
    dialect: 'gulf',
    rule: 'k -> tʃ',
    words: [
      ['كلب', 'tSalb'],
      ['ديك', 'di:tS'],
      ['حالك', 'Ha:litS'],
    ],
  },
  {
    dialect: 'gulf',
    rule: 'aj aw -> eː oː',
    words: [
      ['بيت', 'be:t'],
      ['يوم', 'jo:m'],
    ],
  },
  {
    dialect: 'iraqi',
    rule: 'q -> g',
    words: [
      ['قال', 'ga:l'],
      ['قديم', 'gadi:m'],
      ['طريق', 't[a.Ri:g'],
    ],
  },
  {
    dialect: 'iraqi',
    rule: 'dˤ -> ðˤ',
    words: [
      ['أرض', '?aRZ'],
      ['ضيف', 'Ze:f'],
    ],
  },
  {
    dialect: 'iraqi',
    rule: 'k -> tʃ',
    words: [
      ['ديك', 'di:tS'],
      ['حالك', 'Ha:litS'],
      ['كان', 'tSa:n'],
    ],
  },
  {
    dialect: 'iraqi',
    rule: 'aj aw -> eː oː',
    words: [
      ['بيت', 'be:t'],
      ['يوم', 'jo:m'],
    ],
  },
  {
    dialect: 'iraqi',
    rule: 'epenthesis',
    words: [
      ['اسم', 'isim'],
      ['ابن', '?ibin'],
      ['عقل', 'Aagil'],
    ],
  },
  {
    dialect: 'levantine',
    rule: 'q -> ʔ',
    words: [
      ['قلب', '?alb'],
      ['قال', '?a:l'],
    ],
  },
  {
    dialect: 'levantine',
    rule: 'θ -> t (everyday)',
    words: [
      ['ثوم', 'tu:m'],
      ['ثلج', 'talZ;'],
    ],
  },
  {
    dialect: 'levantine',
    rule: 'ð -> d (everyday)',
    words: [
      ['ذهب', 'dahab'],
      ['ذيل', 'de:l'],
    ],
  },
  {
    dialect: 'levantine',
    rule: 'ðˤ -> dˤ (everyday)',
    words: [
      ['ظهر', 'dHuhR'],
      ['ظل', 'dHill'],
    ],
  },
  {
    dialect: 'levantine',
    rule: 'dʒ -> ʒ',
    words: [
      ['جميل', 'Z;ami:l'],
      ['جمل', 'Z;amal'],
    ],
  },
  {
    dialect: 'levantine',
    rule: 'aj aw -> eː oː',
    words: [
      ['بيت', 'be:t'],
      ['يوم', 'jo:m'],
    ],
  },
  {
    dialect: 'levantine',
    rule: 'ة -> -e (imāla)',
    words: [
      ['مدرسة', 'madRase'],
      ['طاولة', 't[a.:wile'],
      ['جامعة', 'Z;a:miAa'],
    ],
  },
  {
    dialect: 'moroccan',
    rule: 'θ -> t',
    words: [
      ['ثوم', 'tu:m'],
      ['ثلج', 't@lZ;'],
    ],
  },
  {
    dialect: 'moroccan',
    rule: 'ð -> d',
    words: [
      ['ذيل', 'di:l'],
      ['ذهب', 'dh@b'],
    ],
  },
  { dialect: 'moroccan', rule: 'ðˤ -> dˤ', words: [['ظل', 'dH@ll']] },
  {
    dialect: 'moroccan',
    rule: 'dʒ -> ʒ',
    words: [
      ['جمل', 'Z;m@l'],
      ['جميل', 'Z;mi:l'],
    ],
  },
  {
    dialect: 'moroccan',
    rule: 'aj aw -> iː uː',
    words: [
      ['بيت', 'bi:t'],
      ['يوم', 'ju:m'],
      ['زيت', 'zi:t'],
    ],
  },
  {
    dialect: 'moroccan',
    rule: 'vowel reduction',
    words: [
      ['كبير', 'kbi:R'],
      ['كتب', 'kt@b'],
      ['قلب', 'q@lb'],
    ],
  },
  {
    dialect: 'moroccan',
    rule: 'feminine -a kept',
    words: [
      ['مدرسة', 'm@dRasa'],
      ['جامعة', 'Z;a:miAa'],
    ],
  },
  {
    dialect: 'moroccan',
    rule: 'article l-',
    words: [
      ['اليوم', 'lju:m'],
      ['البيت', 'lbi:t'],
    ],
  },
];

/**
 * Learned words per dialect and how they are said there: as in MSA, or in the region's reading
 * style where it has one (Cairo, the Hijaz and the Levant: s, z, zˤ for θ, ð, ðˤ, q kept).
 */
export const LEARNED_CASES: Readonly<Partial<Record<DialectId, readonly DialectCase[]>>> = {
  egyptian: [
    ['ثقافة', 'saqa:fah'],
    ['حديث', 'Hadi:s'],
    ['ذكي', 'zaki:'],
    ['ظروف', 'zu.Ru:f'],
    ['القرآن', 'alquR?a:n'],
    ['إذاعة', '?iza:Aah'],
  ],
  saudi: [
    ['القرآن', 'alquR?a:n'],
    ['قانون', 'qa:nu:n'],
    ['قضية', 'qadHijja'],
    ['اقتصاد', 'iqtis[a:d'],
  ],
  hijazi: [
    ['ثقافة', 'saqa:fah'],
    ['ذكي', 'zaki:'],
    ['القرآن', 'alquR?a:n'],
    ['حديث', 'Hadi:s'],
  ],
  gulf: [
    ['الكتاب', 'alkita:b'],
    ['القرآن', 'alquR?a:n'],
    ['مسجد', 'masdZid'],
    ['قانون', 'qa:nu:n'],
  ],
  iraqi: [
    ['القرآن', 'alquR?a:n'],
    ['الكتاب', 'alkita:b'],
    ['قانون', 'qa:nu:n'],
    ['ثقافة', 'Taqa:fah'],
  ],
  levantine: [
    ['ذكية', 'zaki:e'],
    ['ثقافة', 'saqa:fe'],
    ['القرآن', 'alquR?a:n'],
    ['حديث', 'Hadi:s'],
  ],
  moroccan: [
    ['القرآن', 'alquR?a:n'],
    ['الإسلام', 'al?isla:m'],
    ['ثقافة', 'Taqa:fah'],
  ],
};
