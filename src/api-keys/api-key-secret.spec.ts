import { generateApiKey, hashApiKey, looksLikeApiKey } from './api-key-secret.js';

describe('generateApiKey', () => {
  it('makes sk_live_ keys with 40 base62 characters', () => {
    const { key, prefix, hash } = generateApiKey();
    expect(key).toMatch(/^sk_live_[0-9A-Za-z]{40}$/);
    expect(key.startsWith(prefix)).toBe(true);
    expect(prefix).toHaveLength(14);
    expect(hash).toBe(hashApiKey(key));
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('never repeats a key', () => {
    const keys = new Set(Array.from({ length: 1000 }, () => generateApiKey().key));
    expect(keys.size).toBe(1000);
  });
});

describe('looksLikeApiKey', () => {
  it('accepts a generated key and rejects truncated or foreign ones', () => {
    const { key } = generateApiKey();
    expect(looksLikeApiKey(key)).toBe(true);
    expect(looksLikeApiKey(key.slice(0, -1))).toBe(false);
    expect(looksLikeApiKey(key.replace('sk_live_', 'sk_test_'))).toBe(false);
  });
});
