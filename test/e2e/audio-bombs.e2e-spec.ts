import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { DECODED_AUDIO_BUDGET_BYTES } from '../../src/stt/transcription.service.js';
import { createAccount, type TestAccount } from '../helpers/accounts.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { silentFlac } from '../../scripts/bench/stt-audio.js';

/** Memory outside the JavaScript heap that any decoded audio would add to. */
const SLACK_BYTES = 64 * 1024 * 1024;

/**
 * PCM of a finished request is freed by the next garbage collection, which the engine
 * starts once such memory has grown by a few tens of megabytes: at worst the budget's
 * worth waits to be collected while the budget's worth is in use.
 */
const BOUND_BYTES = 2 * DECODED_AUDIO_BUDGET_BYTES + SLACK_BYTES;

/** Watches the Buffers and ArrayBuffers allocated in this process while `work` runs. */
async function peakBufferGrowth(work: () => Promise<unknown>): Promise<number> {
  const base = process.memoryUsage().arrayBuffers;
  let peak = base;
  const sample = () => (peak = Math.max(peak, process.memoryUsage().arrayBuffers));
  const timer = setInterval(sample, 10);
  try {
    await work();
  } finally {
    clearInterval(timer);
    sample();
  }
  return peak - base;
}

describe('audio that decodes to hours from a few kilobytes', () => {
  let t: TestApp;
  let dir: string;
  let twoHours: Buffer;
  let threeHours: Buffer;
  beforeAll(async () => {
    t = await createTestApp();
    dir = mkdtempSync(join(tmpdir(), 'audio-bombs-'));
    twoHours = silentFlac(dir, 119 * 60);
    threeHours = silentFlac(dir, 3 * 60 * 60);
  });
  afterAll(async () => {
    await t.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const transcribe = (account: TestAccount, audio: Buffer) =>
    request(t.server)
      .post('/stt/transcribe')
      .set('x-api-key', account.apiKey)
      .attach('audio', audio, 'silence.flac');

  it('refuses a 3-hour recording from its packets, before decoding any of it', async () => {
    expect(threeHours.length).toBeLessThan(100_000);
    const account = await createAccount(t, 1_000_000);
    let res: request.Response | undefined;
    const growth = await peakBufferGrowth(
      async () => (res = await transcribe(account, threeHours)),
    );
    expect(res?.status).toBe(413);
    expect(res?.body).toEqual({
      error: 'Audio longer than 120 minutes cannot be transcribed',
      code: 'payload_too_large',
    });
    expect(growth).toBeLessThan(SLACK_BYTES);
  });

  it('holds no more decoded audio than its budget when four 2-hour bombs arrive at once', async () => {
    // Credit for both of an account's bombs at once (a 2-hour hold is $3.60): the budget under
    // test is the decoder's, and a second hold must not hang on when the first is released.
    const accounts = await Promise.all([1, 2].map(() => createAccount(t, 10_000_000)));
    const answers: request.Response[] = [];
    const growth = await peakBufferGrowth(() =>
      Promise.all(
        [...accounts, ...accounts].map(async (account) =>
          answers.push(await transcribe(account, twoHours)),
        ),
      ),
    );
    expect(answers.map((r) => [r.status, r.body.minutes])).toEqual(
      Array.from({ length: 4 }, () => [200, 119]),
    );
    expect(growth).toBeLessThan(BOUND_BYTES);
  });
});
