import { ValidateBy } from 'class-validator';

const FIELDS = [
  { name: 'text', max: 100 },
  { name: 'alias', max: 200 },
] as const;
const KNOWN = new Set<string>(FIELDS.map((field) => field.name));

/**
 * The first problem of a dictionary's rules, named by its path (`rules.3.alias must be between 1
 * and 200 characters`), or undefined. One plain loop: validating up to 1,000 rule objects as nested
 * class instances took 10 ms warm and 40 to 90 ms cold on the event loop.
 */
export function ruleProblem(rules: readonly unknown[]): string | undefined {
  for (const [index, rule] of rules.entries()) {
    const at = `rules.${index}`;
    if (typeof rule !== 'object' || rule === null || Array.isArray(rule)) {
      return `${at} must be an object with text and alias`;
    }
    const unknown = Object.keys(rule).find((key) => !KNOWN.has(key));
    if (unknown !== undefined) return `property ${at}.${unknown} should not exist`;
    for (const { name, max } of FIELDS) {
      const value = (rule as Record<string, unknown>)[name];
      if (typeof value !== 'string') return `${at}.${name} must be a string`;
      if (value.length < 1 || value.length > max) {
        return `${at}.${name} must be between 1 and ${max} characters`;
      }
    }
  }
  return undefined;
}

/** Checks an array of `{ text, alias }` rules (the array's own size is checked beside it). */
export function IsPronunciationRules(): PropertyDecorator {
  return ValidateBy({
    name: 'isPronunciationRules',
    validator: {
      validate: (value: unknown) => !Array.isArray(value) || ruleProblem(value) === undefined,
      defaultMessage: (args) => ruleProblem(args?.value as unknown[]) ?? 'rules are invalid',
    },
  });
}
