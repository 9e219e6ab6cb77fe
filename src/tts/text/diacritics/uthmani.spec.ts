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
