import { isPublicAddress, resolvesToPublic } from './public-address.js';

describe('isPublicAddress', () => {
  it.each([
    '127.0.0.1',
    '10.1.2.3',
    '172.20.0.5',
    '192.168.1.1',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '::1',
    '::',
    'fd00::1',
    'fe80::1',
    '::ffff:127.0.0.1',
    '::ffff:10.0.0.1',
    'not an address',
  ])('refuses %s', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each(['8.8.8.8', '1.1.1.1', '2001:4860:4860::8888', '::ffff:8.8.8.8'])(
    'accepts %s',
    (address) => {
      expect(isPublicAddress(address)).toBe(true);
    },
  );
});

describe('resolvesToPublic', () => {
  it('judges a literal address without asking DNS, and localhost as this host', async () => {
    expect(await resolvesToPublic(new URL('http://[::1]:8080/hook'))).toBe(false);
    expect(await resolvesToPublic(new URL('http://127.0.0.1/hook'))).toBe(false);
    expect(await resolvesToPublic(new URL('https://8.8.8.8/hook'))).toBe(true);
    expect(await resolvesToPublic(new URL('http://localhost/hook'))).toBe(false);
  });
});
