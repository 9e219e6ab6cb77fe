import type { ValidationError } from '@nestjs/common';
import { firstValidationMessage } from './validation.js';

describe('firstValidationMessage', () => {
  it('names a top-level field', () => {
    const errors = [
      { property: 'text', constraints: { isString: 'text must be a string' }, children: [] },
    ] as ValidationError[];
    expect(firstValidationMessage(errors)).toBe('text must be a string');
  });

  it('names a nested field by its path', () => {
    const errors = [
      {
        property: 'segments',
        children: [
          {
            property: '2',
            children: [{ property: 'text', constraints: { isString: 'text must be a string' } }],
          },
        ],
      },
    ] as ValidationError[];
    expect(firstValidationMessage(errors)).toBe('segments.2.text must be a string');
  });
});
