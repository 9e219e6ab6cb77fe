import type { Gender } from './cardinal.js';

/**
 * The gender of the noun a number counts, read from its written form: a number agrees with the
 * singular, so "ساعات" (plural of the feminine ساعة) makes "ثَلَاث ساعات" and "أيام" makes "ثَلَاثَة أيام".
 * A final ة or a plural in ـات is feminine unless listed as the plural of a masculine noun; broken plurals
 * of feminine nouns are listed. Anything else is masculine, Arabic's default.
 */

/** Plurals in ـات (and a few in ة) whose singular is masculine: "ثَلَاثَة مطارات". */
const MASCULINE_PLURALS = new Set([
  'مطارات',
  'تطبيقات',
  'مشروعات',
  'اجتماعات',
  'ملفات',
  'حسابات',
  'قطارات',
  'امتحانات',
  'مستشفيات',
  'فيديوهات',
  'مليارات',
  'تريليونات',
  'دولارات',
  'ريالات',
  'جنيهات',
  'كيلومترات',
  'سنتيمترات',
  'مليمترات',
  'كيلوغرامات',
  'غرامات',
  'لترات',
  'تعليقات',
  'طلبات',
  'منتجات',
  'مسلسلات',
  'مقالات',
  'إعلانات',
  'مؤتمرات',
  'مهرجانات',
  'تحديثات',
  'استثمارات',
  'انتخابات',
  'حيوانات',
  'مختبرات',
  'مستودعات',
  'محلات',
  'بيانات',
  'مكونات',
  'مشروبات',
  'مستندات',
  'مرفقات',
  'منشورات',
  'مستلزمات',
  'ملصقات',
  'مؤشرات',
  'محركات',
  'مكيفات',
  'مسارات',
  'حمامات',
  'جوازات',
  'سجلات',
  'نباتات',
  'مقررات',
  'ملاعب',
  'أجهزة',
  'أسئلة',
  'أنظمة',
  'أدوية',
  'أندية',
  'أمثلة',
  'أسلحة',
  'أطعمة',
  'أبنية',
  // فَعْلَى plurals of فَعِيل, people counted: "ثَلَاثَة جرحى".
  'جرحى',
  'قتلى',
  'أسرى',
  'مرضى',
  'صرعى',
  'غرقى',
  'موتى',
]);

/** Broken plurals (and feminine words without ة) that count as feminine: "ثَمَانِي دول". */
const FEMININE_WORDS = new Set([
  'نساء',
  'دول',
  'مدن',
  'قرى',
  'غرف',
  'أسر',
  'فرص',
  'صور',
  'قصص',
  'خطط',
  'نقاط',
  'جوائز',
  'وظائف',
  'مراحل',
  'دقائق',
  'مدارس',
  'مناطق',
  'حقائب',
  'رسائل',
  'وسائل',
  'شقق',
  'مواد',
  'حصص',
  'قطع',
  'سنين',
  'ليال',
  'أمم',
  'طرق',
  'عيون',
  'أيد',
  'شمس',
  'أرض',
  'حرب',
  'نفس',
  'ذكرى',
  'ثوان',
  // Plurals of feminine nouns in ة: فِرَق (فرقة), نُسَخ (نسخة), سِلَع (سلعة), قِمَم (قمة), لِجَان (لجنة) ...
  'فرق',
  'نسخ',
  'سلع',
  'قمم',
  'لجان',
  'سفن',
  'ورش',
  'قواعد',
  'مسائل',
  'حدائق',
  'ملاعق',
]);

/**
 * The broken plural أَفْعِلَة (أحصنة، أجهزة، أسئلة، أنظمة، أطعمة): its singular is a masculine noun of three
 * root letters and a long vowel (حصان، جهاز، سؤال، نظام، طعام), so "ثَلَاثَة أحصنة", also typed without its
 * hamza (اجنحة). Only three strong letters between أ and ة: the few feminine singulars of that shape
 * are listed out.
 */
const AFILA_PLURAL = /^[أا][^اويى]{3}ة$/;
const FEMININE_SINGULARS_LIKE_AFILA = new Set(['أرملة', 'أنملة', 'امرأة', 'ارملة']);

const FA3LA = /^[^مأاوي][^ا]{2}ى$/;

/**
 * Plurals in ـات of the verbal nouns of derived forms, masculine: تَفْعِيل (تحديثات، تعديلات) and
 * تَفْعَال (تكرارات، تصريحات),
 * إِفْعَال (إشعارات، إصدارات، إجراءات), اِفْتِعَال and اِنْفِعَال (اختبارات، اشتراكات، اتصالات) and
 * اِسْتِفْعَال (استفسارات), so "أربعة إشعارات", إِفْعَال typed without its hamza too (اشعارات). Sound letters only, so a feminine singular of a weak root
 * (تسمية تسميات، إفادة إفادات) does not match; استمارة, a feminine noun of that shape, is listed out.
 */
const VERBAL_NOUN_PLURAL =
  /^(?:ت[^اويى]{2}[يا][^اويى]|[إا][^اويى]{2}ا[^اويى]|ا[^اويى]{3}ا[^اويى])ات$/;
const FEMININE_LIKE_VERBAL_NOUN_PLURALS = new Set(['استمارات']);

/** Masculine nouns whose ه is a root letter after a consonant. */
const MASCULINE_IN_HA = new Set(['وجه', 'أوجه', 'اوجه', 'شبه', 'فقه']);

export function genderOfCountedNoun(word: string): Gender {
  const bare = word.replace(/[\u064B-\u0652]/g, '').replace(/^(?:ال)/, '');
  if (MASCULINE_PLURALS.has(bare)) return 'masculine';
  if (AFILA_PLURAL.test(bare) && !FEMININE_SINGULARS_LIKE_AFILA.has(bare)) return 'masculine';
  if (VERBAL_NOUN_PLURAL.test(bare) && !FEMININE_LIKE_VERBAL_NOUN_PLURALS.has(bare))
    return 'masculine';
  // A defective plural is typed with its ي too (٣ ليالي، ١٠ ثواني).
  if (FEMININE_WORDS.has(bare) || FEMININE_WORDS.has(bare.replace(/(?<=..)ي$/, '')))
    return 'feminine';
  if (/(?:ة|ات|اتٍ)$/.test(bare)) return 'feminine';
  // A ه typed for ة (٦٤ شقه): a counted noun takes no pronoun. Not after a long vowel (تنبيه، اتجاه),
  // nor وجه and its plural.
  if (/^[\u0621-\u064A]+[^اويه]ه$/.test(bare) && !MASCULINE_IN_HA.has(bare)) return 'feminine';
  // فَعْلَى، فُعْلَى، فِعْلَى (شكوى، دعوى، فتوى، حلوى) end in a feminine alif; مَفْعَل (مبنى، مقهى) does not.
  if (FA3LA.test(bare)) return 'feminine';
  return 'masculine';
}
