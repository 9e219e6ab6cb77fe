import { createHmac } from 'node:crypto';
import { signatureHeader } from './signature.js';

describe('signatureHeader', () => {
  it('signs "<t>.<body>" with HMAC-SHA256 of the secret, as the README verifies it', () => {
    const body = '{"id":"evt_1","type":"ping"}';
    const header = signatureHeader('whsec_abc', body, 1_800_000_000);
    const [t, v1] = header.split(',').map((part) => part.split('=')[1]);
    expect(t).toBe('1800000000');
    expect(v1).toBe(createHmac('sha256', 'whsec_abc').update(`${t}.${body}`).digest('hex'));
  });

  it('changes with the body, the time and the secret', () => {
    const base = signatureHeader('s', 'a', 1);
    expect(signatureHeader('s', 'b', 1)).not.toBe(base);
    expect(signatureHeader('s', 'a', 2)).not.toBe(base);
    expect(signatureHeader('t', 'a', 1)).not.toBe(base);
  });
});
