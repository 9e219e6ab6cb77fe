import { asRidden, ridesHere } from './ridden.js';

describe('ركب: rode before a vehicle or a mount, fitted before anything else', () => {
  it('rides a vehicle or a mount right after it, or after its subject', () => {
    expect(ridesHere('ركبنا', ['القطار', 'الى'])).toBe(true);
    expect(ridesHere('يركب', ['الاطفال', 'الدراجات'])).toBe(true);
    expect(ridesHere('ركبت', ['حصانا'])).toBe(true);
    expect(ridesHere('وركبتها', ['سيارتك'])).toBe(true);
  });

  it('fits anything else, and a thing in a vehicle after a preposition', () => {
    expect(ridesHere('ركبنا', ['الالواح', 'على'])).toBe(false);
    expect(ridesHere('سنركبها', ['في', 'السيارة'])).toBe(false);
    expect(ridesHere('نركب', ['اقفالا'])).toBe(false);
    expect(ridesHere('ركبنا', [])).toBe(false);
    // Not a spelling of the verb.
    expect(ridesHere('مركبات', ['الشركة'])).toBe(false);
  });

  it('makes a form II reading form I, its person, mood and clitics kept', () => {
    expect(asRidden('رَكَّبْنَا')).toBe('رَكِبْنَا');
    expect(asRidden('ر\u064Eك\u0651\u064Eبَت')).toBe('رَكِبَت');
    expect(asRidden('سَنُرَكِّبُهَا'.normalize('NFC'))).toBe('سَنَرْكَبُهَا');
    expect(asRidden('يَرْكَب')).toBe('يَرْكَب');
  });
});
