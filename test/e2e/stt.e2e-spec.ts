import request from 'supertest';
import { wordErrorRate } from '../../src/stt/word-error-rate.js';
import { balanceOf, createAccount, type TestAccount } from '../helpers/accounts.js';
import { minutesFromSeconds } from '../../src/audio/minutes.js';
import { decodedSeconds, fixture, SPEECH_TRANSCRIPT } from '../helpers/audio.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

/**
 * Measured on the fixtures: 2 errors in 11 words ("ill disposed" -> "illness those"), and on
 * english.flac 4 in 21 (a repeated "a" and "than he was" -> "many watts"). Text that has
 * nothing to do with the recording scores near 1.
 */
const MAX_WORD_ERROR_RATE = 0.3;
/** What english.flac says (the CMU Sphinx test set's own transcription). */
const ENGLISH_TRANSCRIPT =
  'had he married a more a amiable woman he might have been made still more respectable than he was';

describe('POST /stt/transcribe', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const upload = (account: TestAccount, audio: Buffer, name: string, language?: string) => {
    const req = request(t.server)
      .post('/stt/transcribe')
      .set('x-api-key', account.apiKey)
      .attach('audio', audio, name);
    return language ? req.field('language', language) : req;
  };

  it.each([
    ['speech.mp3', 'audio/mpeg'],
    ['speech.wav', 'audio/wav'],
    ['speech.webm', 'audio/webm'],
    ['speech.ogg', 'audio/ogg'],
    ['speech.m4a', 'audio/mp4'],
    ['speech.flac', 'audio/flac'],
  ])(
    'transcribes real speech uploaded as %s and debits the transcript’s characters',
    async (name, mimeType) => {
      const account = await createAccount(t, 1_000_000);
      const res = await upload(account, fixture(name), name, 'en').expect(200);
      expect(res.body).toEqual({
        text: expect.any(String),
        minutes: 0.1,
        mimeType,
        language: 'en',
      });
      expect(wordErrorRate(SPEECH_TRANSCRIPT, res.body.text)).toBeLessThanOrEqual(
        MAX_WORD_ERROR_RATE,
      );
      expect(await balanceOf(t.db, account.id)).toEqual({
        cached: 1_000_000 - 25 * res.body.text.length,
        ledger: 1_000_000 - 25 * res.body.text.length,
      });
    },
  );

  it('takes base64 JSON and reads the format from the bytes, not the declared type', async () => {
    const account = await createAccount(t, 1_000_000);
    const res = await request(t.server)
      .post('/stt/transcribe')
      .set('x-api-key', account.apiKey)
      .send({ audio: fixture('speech.flac').toString('base64'), mimeType: 'audio/mpeg' })
      .expect(200);
    expect(res.body.mimeType).toBe('audio/flac');
    expect(wordErrorRate(SPEECH_TRANSCRIPT, res.body.text)).toBeLessThanOrEqual(
      MAX_WORD_ERROR_RATE,
    );
  });

  it('answers silence with an empty transcript and charges nothing', async () => {
    const account = await createAccount(t, 1_000_000);
    const res = await upload(account, fixture('silence.flac'), 'silence.flac').expect(200);
    expect(res.body).toMatchObject({ text: '', minutes: 0.1, mimeType: 'audio/flac' });
    expect(await balanceOf(t.db, account.id)).toEqual({ cached: 1_000_000, ledger: 1_000_000 });
  });

  it.each([
    [
      'a multipart request without a file',
      (a: TestAccount) =>
        request(t.server)
          .post('/stt/transcribe')
          .set('x-api-key', a.apiKey)
          .field('language', 'en'),
      'No audio sent',
    ],
    [
      'a JSON body without audio',
      (a: TestAccount) =>
        request(t.server)
          .post('/stt/transcribe')
          .set('x-api-key', a.apiKey)
          .send({ language: 'en' }),
      'No audio sent',
    ],
    [
      'invalid base64',
      (a: TestAccount) =>
        request(t.server)
          .post('/stt/transcribe')
          .set('x-api-key', a.apiKey)
          .send({ audio: 'not*base64!' }),
      'audio must be valid base64',
    ],
    [
      'a text file',
      (a: TestAccount) => upload(a, Buffer.from('hello, this is not audio'), 'notes.txt'),
      'Unsupported audio format',
    ],
    [
      'a PNG image',
      (a: TestAccount) =>
        upload(a, Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'), 'image.png'),
      'Unsupported audio format',
    ],
    [
      'a bad language code',
      (a: TestAccount) => upload(a, fixture('speech.wav'), 'speech.wav', 'english!'),
      'language must be a BCP-47 code such as ar, en or fr',
    ],
  ])('rejects %s with 400 and charges nothing', async (_label, send, message) => {
    const account = await createAccount(t, 1_000_000);
    const res = await send(account).expect(400);
    expect(res.body).toEqual({ error: message, code: 'validation_failed' });
    expect((await balanceOf(t.db, account.id)).ledger).toBe(1_000_000);
  });

  it('answers bytes that look like audio but do not decode with 400, not 500', async () => {
    const account = await createAccount(t, 1_000_000);
    const broken = Buffer.concat([fixture('speech.wav').subarray(0, 44), Buffer.alloc(10)]);
    const truncatedMp3 = Buffer.concat([
      Buffer.from('ID3'),
      Buffer.from([4, 0, 0, 0, 0, 0, 10]),
      Buffer.alloc(10, 0xff),
    ]);
    for (const [bytes, name] of [
      [broken, 'broken.wav'],
      [truncatedMp3, 'broken.mp3'],
    ] as const) {
      const res = await upload(account, bytes, name);
      expect([200, 400]).toContain(res.status);
      if (res.status === 200) expect(res.body.text).toBe('');
      else expect(res.body.error).toEqual(expect.any(String));
    }
    expect((await balanceOf(t.db, account.id)).ledger).toBe(1_000_000);
  });

  it('says which languages it recognizes, without a key, so clients can tell before an upload', async () => {
    const res = await request(t.server).get('/stt/languages').expect(200);
    expect(res.body).toEqual({
      languages: expect.any(Array),
      detectsLanguage: expect.any(Boolean),
    });
    expect(res.body.languages).not.toContain('ar');
    expect(res.body.languages.length).toBeGreaterThan(0);
  });

  it('answers 503 for a language no installed engine serves, charging nothing', async () => {
    const account = await createAccount(t, 1_000_000);
    const res = await upload(account, fixture('speech.wav'), 'speech.wav', 'ar').expect(503);
    expect(res.body).toEqual({
      error: "Speech recognition for 'ar' is not available on this server",
      code: 'stt_language_unavailable',
    });
    expect((await balanceOf(t.db, account.id)).ledger).toBe(1_000_000);
  });

  it('needs a positive balance to start (402)', async () => {
    const account = await createAccount(t);
    const res = await upload(account, fixture('speech.wav'), 'speech.wav').expect(402);
    expect(res.body).toEqual({
      error:
        'Insufficient API balance ($0.00). This request needs a positive balance. Top up under API Billing in the developer dashboard.',
      code: 'insufficient_balance',
    });
  });

  it('refuses a file over 25 MB with 413', async () => {
    const account = await createAccount(t, 1_000_000);
    const huge = Buffer.alloc(25 * 1024 * 1024 + 1);
    const res = await upload(account, huge, 'huge.wav').expect(413);
    expect(res.body).toEqual({
      error: expect.stringContaining('25 MB'),
      code: 'payload_too_large',
    });
  });

  it('refuses a JSON body over 10 MB with 413', async () => {
    const account = await createAccount(t, 1_000_000);
    const res = await request(t.server)
      .post('/stt/transcribe')
      .set('x-api-key', account.apiKey)
      .set('content-type', 'application/json')
      .send(JSON.stringify({ audio: 'A'.repeat(10 * 1024 * 1024) }))
      .expect(413);
    expect(res.body).toEqual({
      error: expect.stringContaining('10 MB'),
      code: 'payload_too_large',
    });
  });

  it('requires an API key', async () => {
    const res = await request(t.server)
      .post('/stt/transcribe')
      .attach('audio', fixture('speech.wav'), 'speech.wav')
      .expect(401);
    expect(res.body).toEqual({
      error: 'Missing or invalid Authorization header',
      code: 'missing_api_key',
    });
  });

  it('transcribes a second real English recording within the measured word error rate', async () => {
    const account = await createAccount(t, 1_000_000);
    const res = await upload(account, fixture('english.flac'), 'english.flac', 'en').expect(200);
    expect(res.body.mimeType).toBe('audio/flac');
    expect(wordErrorRate(ENGLISH_TRANSCRIPT, res.body.text)).toBeLessThanOrEqual(
      MAX_WORD_ERROR_RATE,
    );
  });

  it('hears its own English speech back as speech of the length it was spoken (round trip)', async () => {
    const account = await createAccount(t, 1_000_000);
    const sentence = 'Please call me tomorrow morning at the office.';
    const spoken = await request(t.server)
      .post('/tts')
      .set('x-api-key', account.apiKey)
      .send({ text: sentence, voiceId: 'omar' })
      .expect(200);
    const mp3 = Buffer.from(spoken.body.audio, 'base64');
    const heard = await upload(account, mp3, 'speech.mp3', 'en').expect(200);
    // Rule-based synthetic speech is hard for a recogniser trained on human voices: its word
    // error rate here is above 1 (see README), so it is reported, not asserted. What the trip
    // does prove: the MP3 is read as MP3, billed by its real length, and heard as words.
    const wer = wordErrorRate(sentence, heard.body.text);
    console.log(
      `round trip: "${sentence}" -> "${heard.body.text}" (word error rate ${wer.toFixed(2)})`,
    );
    expect(heard.body.mimeType).toBe('audio/mpeg');
    expect(heard.body.minutes).toBe(minutesFromSeconds((await decodedSeconds(mp3)).seconds));
    expect(heard.body.text.split(' ').length).toBeGreaterThanOrEqual(2);
  });
});
