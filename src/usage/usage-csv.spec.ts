import { csvField, usageCsv } from './usage-csv.js';

describe('usage CSV', () => {
  it.each([
    ['plain', 'plain'],
    ['with, comma', '"with, comma"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    ['=HYPERLINK("x")', `"'=HYPERLINK(""x"")"`],
    ['-1', "'-1"],
    ['@home', "'@home"],
    [null, ''],
    [42, '42'],
  ])('writes %p as %p', (value, field) => {
    expect(csvField(value)).toBe(field);
  });

  it('writes the header, then a row per day, key and endpoint with exact dollars', () => {
    const csv = usageCsv(
      [
        {
          date: '2026-11-01',
          apiKeyId: 'k1',
          endpoint: '/tts',
          requests: 2,
          characters: 40,
          costMicros: 1000,
        },
        {
          date: '2026-11-02',
          apiKeyId: null,
          endpoint: '/stt/transcribe',
          requests: 1,
          characters: 9,
          costMicros: 225,
        },
      ],
      new Map([['k1', 'laptop, home']]),
    );
    expect(csv).toBe(
      'date,key_id,key_name,endpoint,requests,characters,cost_micros,cost_usd\r\n' +
        '2026-11-01,k1,"laptop, home",/tts,2,40,1000,0.001\r\n' +
        '2026-11-02,,,/stt/transcribe,1,9,225,0.000225\r\n',
    );
  });

  it('is the header alone when nothing was used', () => {
    expect(usageCsv([], new Map())).toBe(
      'date,key_id,key_name,endpoint,requests,characters,cost_micros,cost_usd\r\n',
    );
  });
});
