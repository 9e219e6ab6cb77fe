import { createHmac, randomInt } from 'node:crypto';

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/** `prefix` and `length` random letters or digits. */
export function randomId(prefix: string, length: number): string {
  let id = prefix;
  for (let i = 0; i < length; i++) id += BASE62[randomInt(BASE62.length)];
  return id;
}

/**
 * `Speech-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">`, as
 * Stripe signs its webhooks: the timestamp inside the signed text lets a receiver refuse
 * a replayed delivery.
 */
export function signatureHeader(secret: string, body: string, unixSeconds: number): string {
  const v1 = createHmac('sha256', secret).update(`${unixSeconds}.${body}`).digest('hex');
  return `t=${unixSeconds},v1=${v1}`;
}
