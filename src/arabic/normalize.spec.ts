import { normalizeText } from './normalize.js';

describe('normalizeText', () => {
  it('strips tatweel and invisible direction marks', () => {
    expect(normalizeText('مـــرحـبـا\u200F بكم')).toBe('مرحبا بكم');
  });

  it('maps Persian/Urdu letter variants to Arabic letters', () => {
    expect(normalizeText('کتاب یوم')).toBe('كتاب يوم');
  });

  it('turns presentation forms from PDFs into letters', () => {
    expect(normalizeText('\uFEDF\uFEE8\uFE8E')).toBe('لنا');
  });

  it('converts Arabic-Indic and Persian digits and separators to what the number reader parses', () => {
    expect(normalizeText('٣٫٥ و ۱۲ و ٥٠٪ و ١٬٠٠٠')).toBe('3.5 و 12 و 50% و 1,000');
  });

  it("keeps the caller's diacritics", () => {
    expect(normalizeText('كَتَبَ الوَلَدُ')).toBe('كَتَبَ الوَلَدُ');
  });

  it('collapses duplicate punctuation, preferring the question mark', () => {
    expect(normalizeText('رائع!!! حقا؟!؟ انتظر..... هنا ، هناك')).toBe(
      'رائع! حقا؟ انتظر… هنا، هناك',
    );
  });

  it('collapses whitespace and trims', () => {
    expect(normalizeText('  سطر\n\n  آخر\t ')).toBe('سطر آخر');
  });

  it('leaves decimals, times and dates alone', () => {
    expect(normalizeText('3.5 14:30 15/3/2024')).toBe('3.5 14:30 15/3/2024');
  });

  it('silences emoji, flags, stars, arrows and bullets but keeps the signs numbers need', () => {
    expect(normalizeText('شكرا 😂👍🏽 ❤️ 🇸🇦 👨‍👩‍👧 ★ → • عاجل | خبر 1️⃣ 35° 50% $5 © ™')).toBe(
      'شكرا عاجل خبر 1 35° 50% $5',
    );
  });

  it('leaves nothing to say in a line of emoji alone', () => {
    expect(normalizeText('😂😂 🎉')).toBe('');
  });
});
