import { stillAfterNegation } from './still.js';

describe('still (ما زال، لا يزال)', () => {
  const nfc = (word: string) => word.normalize('NFC');

  it('reads the past of زال after ما or لا as "still", in each person', () => {
    expect(stillAfterNegation('زلنا', 'ما')).toBe(nfc('زِلْنَا'));
    expect(stillAfterNegation('زالت', 'ولا')).toBe(nfc('زَالَت'));
    // "I" or "you": the last vowel is the sentence's to tell.
    expect(stillAfterNegation('زلت', 'ما')).toBe(nfc('زِلْت'));
  });

  it('reads the negation typed joined to the verb', () => {
    expect(stillAfterNegation('مازلت', undefined)).toBe(nfc('مَازِلْت'));
    expect(stillAfterNegation('ولازال', undefined)).toBe(nfc('وَلَازَالَ'));
  });

  it('leaves the spelling alone without its negation', () => {
    expect(stillAfterNegation('زلت', undefined)).toBeUndefined();
    expect(stillAfterNegation('زلت', 'قد')).toBeUndefined();
    expect(stillAfterNegation('مازن', undefined)).toBeUndefined();
  });
});
