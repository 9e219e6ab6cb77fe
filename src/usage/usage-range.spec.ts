import { usageRange } from './usage-range.js';

describe('usageRange', () => {
  const now = new Date('2026-11-25T12:00:00Z');

  it('defaults to the 30 days before now', () => {
    expect(usageRange(undefined, undefined, now)).toEqual({
      from: new Date('2026-10-26T12:00:00Z'),
      to: now,
    });
  });

  it('reads a plain `to` date as the end of that day', () => {
    expect(usageRange('2026-11-01', '2026-11-02', now)).toEqual({
      from: new Date('2026-11-01T00:00:00Z'),
      to: new Date('2026-11-03T00:00:00Z'),
    });
  });

  it('rejects a window that ends before it starts', () => {
    expect(() => usageRange('2026-11-05', '2026-11-01', now)).toThrow('from must not be after to');
  });
});
