import { ruleProblem } from './pronunciation-rules.validator.js';

describe('ruleProblem', () => {
  it('passes rules of a text and an alias within their lengths', () => {
    expect(ruleProblem([{ text: 'WHO', alias: 'منظمة الصحة العالمية' }])).toBeUndefined();
    expect(ruleProblem([])).toBeUndefined();
  });

  it.each([
    [[{ text: 'a', alias: 'b' }, 'x'], 'rules.1 must be an object with text and alias'],
    [[null], 'rules.0 must be an object with text and alias'],
    [[[]], 'rules.0 must be an object with text and alias'],
    [[{ text: 'a', alias: 'b', rank: 1 }], 'property rules.0.rank should not exist'],
    [[{ alias: 'b' }], 'rules.0.text must be a string'],
    [[{ text: 'a', alias: 7 }], 'rules.0.alias must be a string'],
    [[{ text: '', alias: 'b' }], 'rules.0.text must be between 1 and 100 characters'],
    [[{ text: 'a', alias: 'b'.repeat(201) }], 'rules.0.alias must be between 1 and 200 characters'],
  ])('names the first problem of %j', (rules, message) => {
    expect(ruleProblem(rules)).toBe(message);
  });
});
