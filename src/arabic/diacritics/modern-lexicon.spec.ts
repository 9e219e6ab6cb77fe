import { parseModernAlternatives, parseModernLexicon } from './modern-lexicon.js';

describe('modern lexicon', () => {
  it('keeps the first vowelling of a spelling and lists the later ones apart', () => {
    const text = '# comment\n@business\nمُنْتَج مُنْتِج مُنْتَج\n@health\nدَوَاء\n';
    expect(parseModernLexicon(text)).toEqual(['مُنْتَج', 'دَوَاء']);
    expect(parseModernAlternatives(text)).toEqual(['مُنْتِج']);
  });
});
