import { WordList } from './arabic-words.js';

/**
 * Learned words: religious, formal and newly borrowed from MSA. Speakers of every region say
 * them as they are read (القرآن keeps its q in Riyadh and Baghdad, ثقافة is saqāfa in Cairo,
 * not talāfa), so a dialect's everyday rules leave them alone and its formal register, if it
 * has one, reads them. Entries are bare stems; clitics and common endings are matched.
 */
export const LEARNED_WORDS = new WordList([
  // Religion
  'قرآن',
  'الله',
  'إسلام',
  'قيامة',
  'قدس',
  'قبلة',
  'تقوى',
  'ذكر',
  'ثواب',
  'مسجد',
  'صلاة',
  'زكاة',
  'حج',
  'ملائكة',
  'كعبة',
  'جنة',
  'ذنب',
  'حديث',
  'شريعة',
  'فقه',
  'ظلم',
  'كتاب',
  // Public life, learning and the news
  'قانون',
  'اقتصاد',
  'ثقافة',
  'ثورة',
  'قضية',
  'قاضي',
  'مستقبل',
  'استقلال',
  'قمة',
  'قطاع',
  'تقرير',
  'حكومة',
  'جمهورية',
  'مؤتمر',
  'إذاعة',
  'ذكاء',
  'ذكي',
  'حادث',
  'ظروف',
  'ظاهرة',
  'مثلا',
  'ذكرى',
  'تكنولوجيا',
  'إنتاج',
]);

/**
 * Everyday words whose ك is ch in the Gulf and Iraq (kēf, chalb, chibīr, simach, dīch); ك is
 * kept elsewhere (الكتاب, مكان).
 */
export const CH_WORDS = new WordList(['كيف', 'كلب', 'كبير', 'كثير', 'سمك', 'ديك', 'كذب', 'كرسي']);

/** Iraqi also says چان for كان (was). */
export const IRAQI_CH_WORDS = new WordList(['كان', 'كانت']);
