import { existsSync } from 'node:fs';
import { ESPEAK_BINARY, phonemizeArabic } from './espeak-cli.js';

const describeWithEspeak = existsSync(ESPEAK_BINARY)
  ? describe
  : // These runs need the system binary; without it there is nothing to test.
    describe.skip;

describeWithEspeak('phonemizeArabic', () => {
  it('returns one reading per clause, even for a clause espeak-ng breaks over lines', async () => {
    const long = Array.from({ length: 40 }, () => 'مرحبا بكم في خدمة').join(' ');
    const readings = await phonemizeArabic('', ['كيف حالك', long, '[[_:_:_:]]', 'جميل']);
    expect(readings).toHaveLength(4);
    expect(readings[0]).toBe("k'ajfa H'a:lik");
    expect(readings[1].split("X'idma").length).toBeGreaterThan(20);
    expect(readings[3]).toMatch(/^dZ/);
  });
});
