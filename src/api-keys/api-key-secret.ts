import { createHash, randomInt } from 'node:crypto';

export const LIVE_KEY_PREFIX = 'sk_live_';
const SECRET_LENGTH = 40;
const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
/** Characters of the key shown in listings so a person can tell keys apart. */
const VISIBLE_PREFIX_LENGTH = LIVE_KEY_PREFIX.length + 6;

/** A new key: `sk_live_` and 40 base62 characters (about 238 bits of entropy). */
export function generateApiKey(): { key: string; prefix: string; hash: string } {
  let secret = '';
  for (let i = 0; i < SECRET_LENGTH; i++) secret += BASE62[randomInt(BASE62.length)];
  const key = LIVE_KEY_PREFIX + secret;
  return { key, prefix: key.slice(0, VISIBLE_PREFIX_LENGTH), hash: hashApiKey(key) };
}

/** Keys are random enough that a fast hash is safe; lookup is by this hash. */
export function hashApiKey(key: string): string {
  return createHash('sha256').update(key).digest('hex');
}

/** Cheap shape check that spares the database obviously wrong keys. */
export function looksLikeApiKey(key: string): boolean {
  return key.length === LIVE_KEY_PREFIX.length + SECRET_LENGTH && key.startsWith(LIVE_KEY_PREFIX);
}
