import { metadataOf } from './metadata.js';

describe('metadataOf', () => {
  it('returns a flat object of strings untouched, and {} when absent', () => {
    expect(metadataOf({ chapter: '3', book: 'ألف ليلة' })).toEqual({
      chapter: '3',
      book: 'ألف ليلة',
    });
    expect(metadataOf(undefined)).toEqual({});
  });

  it('reads the JSON string a multipart form sends', () => {
    expect(metadataOf('{"a":"1"}')).toEqual({ a: '1' });
  });

  it.each([
    [[], 'metadata must be an object of strings'],
    ['not json', 'metadata must be a JSON object of strings'],
    [{ n: 1 }, 'metadata.n must be a string'],
    [{ nested: { a: 'b' } }, 'metadata.nested must be a string'],
    [
      Object.fromEntries(Array.from({ length: 21 }, (_, i) => [`k${i}`, 'v'])),
      'metadata may have at most 20 keys',
    ],
    [{ big: 'x'.repeat(4090) }, 'metadata must be at most 4 KB'],
  ])('refuses %j with 400 "%s"', (value, message) => {
    expect(() => metadataOf(value)).toThrow(message);
  });
});
