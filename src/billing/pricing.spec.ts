import { costHeaders, priceOfCharacters, receiptOf } from './pricing.js';

describe('pricing', () => {
  it('charges 25 micros per character', () => {
    expect(priceOfCharacters(1000)).toBe(25_000);
  });

  it('writes the receipt of the charge, capped below the price, into the headers', () => {
    const charge = {
      entryId: '1',
      amountMicros: 125,
      context: { accountId: 'a', endpoint: '/stt/transcribe', characters: 59 },
    };
    expect(costHeaders(receiptOf(charge))).toEqual({
      'x-character-count': '59',
      'x-cost-micros': '125',
    });
  });

  it('reads a hold given back before it was settled as nothing charged', () => {
    expect(receiptOf(null)).toEqual({ characters: 0, costMicros: 0 });
  });
});
