import { uthmaniToModern } from './uthmani.js';

describe('uthmaniToModern', () => {
  it.each([
    ['ٱلۡكِتَٰبُ', 'الْكِتَابُ'], // alif wasla, Uthmani sukun, dagger alif
    ['ٱلصَّلَوٰةَ', 'الصَّلَاةَ'], // waw written for alif
    ['عَلَىٰ', 'عَلَى'],
    ['فِى', 'فِي'],
    ['شَىۡءٍ', 'شَيْءٍ'],
    ['ءَامَنُواْ', 'آمَنُوا'], // hamza + alif is a madda; the sukun marking the silent alif goes
    ['إِبۡرَٰهِـۧمَ', 'إِبْرَاهِيمَ'],
    ['لَهُۥ', 'لَهُ'], // small waw is a recitation lengthening, not a letter
    ['قَلِيلٗا', 'قَلِيلًا'], // open tanween (U+0657, U+065E, U+0656) is tanween
    ['غَفُورٞ', 'غَفُورٌ'],
    ['رَحِيمٖ', 'رَحِيمٍ'],
    ['تَّعۡمَلُ', 'تَعْمَلُ'], // a first-letter shadda belongs to the previous word
    ['ٱلظَّٰلِمِينَ', 'الظَّالِمِينَ'], // dagger alif after fatha + shadda: one fatha
    ['يَـٰٓأَيُّهَا', 'يَاأَيُّهَا'], // dagger alif on a tatweel
    ['وَٱنتَظِرۡ', 'وَانْتَظِرْ'], // a bare consonant hidden into the next: its sukun
    ['ٱلتَّوۡبَةُ', 'التَّوْبَةُ'], // but the article's lam before a doubled sun letter stays bare
  ])('%s -> %s', (uthmani, modern) => {
    expect(uthmaniToModern(uthmani)).toBe(modern);
  });

  it.each(['هَٰذَا', 'ذَٰلِكَ', 'ٱللَّهِ', 'لِلَّهِ', 'ٱلرَّحۡمَٰنِ', 'أُوْلَٰٓئِكَ'])(
    'skips %s, which modern spelling writes with a hidden alif',
    (word) => {
      expect(uthmaniToModern(word)).toBeNull();
    },
  );
});
