import { bareWord, endsInTaMarbuta, stemsOf, WordList } from './arabic-words.js';

describe('bareWord', () => {
  it('drops vowels and tatweel and writes one form of alif, ya and ta marbuta', () => {
    expect(bareWord('الْقُرْآن')).toBe('القران');
    expect(bareWord('مَدْرَسَة')).toBe('مدرسه');
    expect(bareWord('ذِكْرَى')).toBe('ذكري');
    expect(bareWord('كـتـاب،')).toBe('كتاب');
  });
});

describe('stemsOf', () => {
  it('strips conjunction, preposition and article in turn, never below three letters', () => {
    expect(stemsOf('وبالقران')).toEqual(['وبالقران', 'بالقران', 'القران', 'قران']);
    expect(stemsOf('للكتاب')).toEqual(['للكتاب', 'كتاب']);
    expect(stemsOf('قال')).toEqual(['قال']);
  });
});

describe('WordList', () => {
  const list = new WordList(['ثقافة', 'قرآن']);

  it('matches a listed word behind clitics and with common endings', () => {
    for (const word of ['الثقافة', 'وثقافتها', 'ثقافي', 'الثقافية', 'بالقرآن'].map(bareWord)) {
      expect(list.has(word)).toBe(true);
    }
  });

  it('does not match other words that share letters', () => {
    expect(list.has(bareWord('قرار'))).toBe(false);
    expect(list.has(bareWord('ثقب'))).toBe(false);
    expect(new WordList(['قمة']).has(bareWord('قم'))).toBe(false);
  });
});

describe('endsInTaMarbuta', () => {
  it('knows ة and the ه the front end writes for it, not a two-letter pronoun', () => {
    expect(endsInTaMarbuta('مَدْرَسَة')).toBe(true);
    expect(endsInTaMarbuta('مَدْرَسَه')).toBe(true);
    expect(endsInTaMarbuta('لَه')).toBe(false);
    expect(endsInTaMarbuta('كتاب')).toBe(false);
  });
});
