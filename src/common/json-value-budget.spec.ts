import { exceedsJsonValues } from './json-value-budget.js';

const body = (text: string) => Buffer.from(text, 'utf8');

describe('exceedsJsonValues', () => {
  it('counts separators and openings outside strings', () => {
    expect(exceedsJsonValues(body('{"a":[1,2,3]}'), 4)).toBe(false);
    expect(exceedsJsonValues(body('{"a":[1,2,3],"b":{}}'), 4)).toBe(true);
  });

  it('skips commas and brackets inside strings, escaped quotes included', () => {
    const text = JSON.stringify({ text: 'a,b,[c],{d}, "quoted, \\\\" x,y', more: 'ص،ض,' });
    expect(exceedsJsonValues(body(text), 2)).toBe(false);
  });

  it('takes a string ending in escaped backslashes as closed', () => {
    // Five: the outer opening, two separators, two inner openings.
    expect(exceedsJsonValues(body('["a\\\\\\\\",[],[]]'), 4)).toBe(true);
    expect(exceedsJsonValues(body('["a\\\\\\\\",[],[]]'), 5)).toBe(false);
  });

  it('leaves an unclosed string to the parser', () => {
    expect(exceedsJsonValues(body('{"a":"never closed,,,,,,'), 1)).toBe(false);
  });
});
