/**
 * Modern Standard Arabic news-style prose with numbers, so the text front end (digits to
 * words, punctuation) is part of what is timed.
 */
const PARAGRAPH =
  'في عام 2024 زار أكثر من 1500 شخص مكتبة المدينة الجديدة، التي تضم 35000 كتاب باللغة العربية ' +
  'ولغات أخرى. يقول مدير المكتبة إن الهدف هو تشجيع القراءة بين الشباب، وإن الأبواب تفتح من ' +
  'الساعة 9 صباحا حتى الساعة 10 مساء كل يوم. وقد شارك 120 متطوعا في تنظيم الرفوف وترتيب ' +
  'القاعات قبل الافتتاح بثلاثة أسابيع. ';

/** Exactly `characters` characters of the paragraph, repeated, ending on a full stop. */
export function arabicText(characters: number): string {
  const text = PARAGRAPH.repeat(Math.ceil(characters / PARAGRAPH.length) + 1).slice(
    0,
    characters - 1,
  );
  return `${text}.`;
}
