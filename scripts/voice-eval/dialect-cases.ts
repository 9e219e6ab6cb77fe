import type { DialectId } from '../../src/tts/dialects/dialects.js';

/** A word and how the dialect says it, in espeak-ng's mnemonics without stress marks. */
export type DialectCase = readonly [written: string, expected: string];

/** One rule of a dialect and words written for it. */
export interface RuleCases {
  dialect: DialectId;
  rule: string;
  words: readonly DialectCase[];
}

/** "written expected, written expected" */
const words = (list: string): DialectCase[] =>
  list.split(', ').map((pair) => {
    const [written, expected] = pair.split(' ');
    return [written, expected] as const;
  });

/** One line per rule: dialect | rule | words. */
const table = (text: string) =>
  text
    .trim()
    .split('\n')
    .map((line) => line.split(' | '));

/**
 * Words chosen so that, in each, the rule's change is what separates the dialect's form from
 * espeak-ng's MSA reading; the expected forms are written from the dialect, not from our output.
 */
export const RULE_CASES: readonly RuleCases[] = table(`
egyptian | q -> ʔ | قلب ?alb, قال ?a:l, وقت wa?t
egyptian | dʒ -> g | جميل gami:l, جمل gamal, دجاج daga:g
egyptian | θ -> t (everyday) | ثوم tu:m, ثعلب taAlab, ثلج talg
egyptian | ð -> d (everyday) | ذهب dahab, ذراع diRa:A, ذيل de:l
egyptian | ðˤ -> dˤ (everyday) | ظهر dHuhR, ظل dHill
egyptian | aj aw -> eː oː | بيت be:t, يوم jo:m, لون lo:n
saudi | q -> g | قلب galb, قال ga:l, وقت wagt
saudi | dˤ -> ðˤ | ضرب ZaRb, أرض ?aRZ, ضيف Ze:f
saudi | aj aw -> eː oː | بيت be:t, يوم jo:m
hijazi | q -> g | قلب galb, قال ga:l
hijazi | θ -> t (everyday) | ثوم tu:m, ثلج taldZ
hijazi | ð -> d (everyday) | ذهب dahab, ذراع diRa:A
hijazi | ðˤ -> dˤ (everyday) | ظهر dHuhR, ظل dHill
hijazi | aj aw -> eː oː | بيت be:t, يوم jo:m
gulf | q -> g | قلب galb, قال ga:l
gulf | dʒ -> j | جميل jami:l, جمل jamal
gulf | dˤ -> ðˤ | ضرب ZaRb, أرض ?aRZ
gulf | k -> tʃ | كلب tSalb, ديك di:tS, حالك Ha:litS
gulf | aj aw -> eː oː | بيت be:t, يوم jo:m
iraqi | q -> g | قال ga:l, قديم gadi:m, طريق t[a.Ri:g
iraqi | dˤ -> ðˤ | أرض ?aRZ, ضيف Ze:f
iraqi | k -> tʃ | ديك di:tS, حالك Ha:litS, كان tSa:n
iraqi | aj aw -> eː oː | بيت be:t, يوم jo:m
iraqi | epenthesis | اسم isim, ابن ?ibin, عقل Aagil
levantine | q -> ʔ | قلب ?alb, قال ?a:l
levantine | θ -> t (everyday) | ثوم tu:m, ثلج talZ;
levantine | ð -> d (everyday) | ذهب dahab, ذيل de:l
levantine | ðˤ -> dˤ (everyday) | ظهر dHuhR, ظل dHill
levantine | dʒ -> ʒ | جميل Z;ami:l, جمل Z;amal
levantine | aj aw -> eː oː | بيت be:t, يوم jo:m
levantine | ة -> -e (imāla) | مدرسة madRase, طاولة t[a.:wile, جامعة Z;a:miAa
moroccan | θ -> t | ثوم tu:m, ثلج t@lZ;
moroccan | ð -> d | ذيل di:l, ذهب dh@b
moroccan | ðˤ -> dˤ | ظل dH@ll
moroccan | dʒ -> ʒ | جمل Z;m@l, جميل Z;mi:l
moroccan | aj aw -> iː uː | بيت bi:t, يوم ju:m, زيت zi:t
moroccan | vowel reduction | كبير kbi:R, كتب kt@b, قلب q@lb
moroccan | feminine -a kept | مدرسة m@dRasa, جامعة Z;a:miAa
moroccan | article l- | اليوم lju:m, البيت lbi:t
`).map(([dialect, rule, list]) => ({ dialect: dialect as DialectId, rule, words: words(list) }));

/**
 * Learned words per dialect and how they are said there: as in MSA, or in the region's reading
 * style where it has one (Cairo, the Hijaz and the Levant: s, z, zˤ for θ, ð, ðˤ, q kept).
 */
export const LEARNED_CASES: ReadonlyMap<DialectId, readonly DialectCase[]> = new Map(
  table(`
egyptian | ثقافة saqa:fah, حديث Hadi:s, ذكي zaki:, ظروف zu.Ru:f, القرآن alquR?a:n, إذاعة ?iza:Aah
saudi | القرآن alquR?a:n, قانون qa:nu:n, قضية qadHijja, اقتصاد iqtis[a:d
hijazi | ثقافة saqa:fah, ذكي zaki:, القرآن alquR?a:n, حديث Hadi:s
gulf | الكتاب alkita:b, القرآن alquR?a:n, مسجد masdZid, قانون qa:nu:n
iraqi | القرآن alquR?a:n, الكتاب alkita:b, قانون qa:nu:n, ثقافة Taqa:fah
levantine | ذكية zaki:e, ثقافة saqa:fe, القرآن alquR?a:n, حديث Hadi:s
moroccan | القرآن alquR?a:n, الإسلام al?isla:m, ثقافة Taqa:fah
`).map(([dialect, list]) => [dialect as DialectId, words(list)]),
);

/**
 * Running text of several registers: learned words are only recognised in a clause whose words
 * espeak-ng says one for one, which the evaluation counts on these.
 */
export const PAIRING_SENTENCES: readonly string[] = [
  'ذهبنا صباح اليوم إلى السوق القديم، واشترينا خبزا وفاكهة طازجة. ثم جلسنا في المقهى نتحدث عن أخبار المدينة.',
  'مرحبا بكم في خدمة تحويل النص إلى كلام. كيف حالك اليوم؟ نحن سعداء بخدمتك في كل وقت.',
  'قال الرئيس إن الحكومة ستعلن خطة اقتصادية جديدة في عام 2025 بقيمة 15 مليار دولار.',
  'صلى المسلمون في المسجد وقرأوا القرآن الكريم بعد صلاة الظهر.',
  'يا أخي، هذا الكتاب جميل جدا، اقرأه في البيت مع أولادك قبل النوم.',
  'ارتفعت درجات الحرارة إلى 45 درجة مئوية في الرياض والكويت وبغداد يوم الأحد.',
];
