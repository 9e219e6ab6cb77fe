import request from 'supertest';
import { EngineFailedError, RequestAbortedError } from '../../src/common/errors.js';
import { balanceOf, createAccount, type TestAccount } from '../helpers/accounts.js';
import { decodedSeconds, fixture } from '../helpers/audio.js';
import { ScriptedEngine } from '../helpers/scripted-engine.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

const ARABIC =
  'مرحباً بكم في خدمة تحويل النص إلى كلام. اليوم هو الخامس عشر من مارس، والساعة 10:30 صباحاً.';
const ENGLISH = 'Good morning. This is a test of the speech service.';
const FRENCH = "Bonjour, c'est un essai du service de synthèse vocale.";
const MIXED = 'أرسل التقرير إلى فريق Product Design قبل الساعة الخامسة.';
const NOTHING_TO_SAY =
  'There is nothing to speak: the text has no Arabic or Latin letters and no digits';

describe('POST /tts', () => {
  let t: TestApp;
  let account: TestAccount;
  beforeAll(async () => {
    t = await createTestApp();
    account = await createAccount(t, 10_000_000);
  });
  afterAll(async () => {
    await t.close();
  });

  const tts = (body: unknown, key = account.apiKey) =>
    request(t.server)
      .post('/tts')
      .set('x-api-key', key)
      .send(body as object);

  async function expectSpeech(res: request.Response, characters: number) {
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      audio: expect.any(String),
      mimeType: 'audio/mpeg',
      outputFormat: expect.stringMatching(/^mp3_/),
      sampleRate: expect.any(Number),
      voice: expect.any(String),
      characters,
    });
    expect(res.headers['x-character-count']).toBe(String(characters));
    expect(res.headers['x-cost-micros']).toBe(String(25 * characters));
    const { format, seconds } = await decodedSeconds(Buffer.from(res.body.audio, 'base64'));
    expect(format).toBe('mp3');
    expect(seconds).toBeGreaterThan(characters * 0.02);
    expect(seconds).toBeLessThan(characters * 0.25 + 1);
    return seconds;
  }

  it.each([
    ['Arabic', ARABIC],
    ['English', ENGLISH],
    ['French', FRENCH],
    ['mixed Arabic and English', MIXED],
  ])(
    'speaks %s text as a playable MP3 and debits 25 micro-dollars a character',
    async (_label, text) => {
      const before = await balanceOf(t.db, account.id);
      const res = await tts({ text });
      await expectSpeech(res, text.length);
      expect(res.body.voice).toBe('layla');
      const after = await balanceOf(t.db, account.id);
      expect(before.ledger - after.ledger).toBe(25 * text.length);
      expect(after.cached).toBe(after.ledger);
    },
  );

  it.each(['flash', 'pro', 'v2', 'studio-max'])(
    'speaks with quality %s (unknown falls back to flash)',
    async (quality) => {
      await expectSpeech(await tts({ text: ARABIC, quality, voiceId: 'omar' }), ARABIC.length);
    },
  );

  it.each([
    'msa',
    'egyptian',
    'saudi',
    'hijazi',
    'moroccan',
    'levantine',
    'gulf',
    'iraqi',
    'klingon',
  ])('speaks in dialect %s', async (dialectId) => {
    const res = await tts({
      text: 'قال الرجل إن الجو جميل هذا الصباح.',
      dialectId,
      voiceId: 'khaled',
    });
    await expectSpeech(res, 'قال الرجل إن الجو جميل هذا الصباح.'.length);
  });

  it('reads a number with no words around it in Arabic, billed by its digits', async () => {
    const before = await balanceOf(t.db, account.id);
    const res = await tts({ text: '١٢٣' }).expect(200);
    expect(res.body.characters).toBe(3);
    const { format, seconds } = await decodedSeconds(Buffer.from(res.body.audio, 'base64'));
    expect(format).toBe('mp3');
    // "مئة وثلاثة وعشرون": words, not a blip.
    expect(seconds).toBeGreaterThan(0.8);
    expect(before.ledger - (await balanceOf(t.db, account.id)).ledger).toBe(75);
  });

  it('takes a studio voice by its English name in any capitalisation, and falls back to layla', async () => {
    expect((await tts({ text: 'مرحبا', voiceId: 'OMAR' })).body.voice).toBe('omar');
    expect((await tts({ text: 'مرحبا', voiceId: 'Fatima' })).body.voice).toBe('fatima');
    expect((await tts({ text: 'مرحبا', voiceId: 'nobody' })).body.voice).toBe('layla');
  });

  it('speaks a dialogue as one MP3, merging consecutive lines and skipping empty ones', async () => {
    const segments = [
      { text: 'صباح الخير يا ليلى.', voiceId: 'omar' },
      { text: 'كيف حالك اليوم؟', voiceId: 'omar' },
      { text: '   ', voiceId: 'sara' },
      { text: '...', voiceId: 'sara' },
      { text: 'بخير والحمد لله.', voiceId: 'layla', dialectId: 'egyptian' },
      { text: 'Great to hear.', voiceId: 'omar' },
    ];
    // The blank line and the one of only dots say nothing: skipped, and not billed.
    const spoken = segments
      .filter((s) => /\p{L}/u.test(s.text))
      .reduce((n, s) => n + s.text.length, 0);
    const before = await balanceOf(t.db, account.id);
    const res = await tts({ text: 'ignored', segments, dialectId: 'saudi' });
    await expectSpeech(res, spoken);
    expect(res.body.voice).toBe('omar,layla');
    expect(before.ledger - (await balanceOf(t.db, account.id)).ledger).toBe(25 * spoken);
  });

  it.each([
    ['5,001 characters of text', { text: 'ب'.repeat(5001) }, 'Text exceeds 5,000 character limit'],
    ['no text', {}, 'text is required unless segments is sent'],
    ['a number as text', { text: 42 }, 'text must be a string'],
    ['whitespace only', { text: '   ' }, NOTHING_TO_SAY],
    ['only punctuation and emoji', { text: '... !! 😀' }, NOTHING_TO_SAY],
    [
      'dialogue lines of only punctuation',
      { segments: [{ text: '...' }, { text: '?!' }] },
      NOTHING_TO_SAY,
    ],
    ['segments that are not an array', { segments: 'hello' }, 'segments must be an array'],
    [
      'a segment without text',
      { segments: [{ voiceId: 'omar' }] },
      'segments.0.text must be a string',
    ],
    [
      '41 dialogue lines',
      { segments: Array.from({ length: 41 }, () => ({ text: 'نعم', voiceId: 'omar' })) },
      'segments must contain no more than 40 lines',
    ],
    [
      '5,001 dialogue characters',
      { segments: [{ text: 'ا'.repeat(3000) }, { text: 'ب'.repeat(2001) }] },
      'Dialogue exceeds 5,000 character limit',
    ],
    ['an unknown field', { text: 'مرحبا', speed: 2 }, 'property speed should not exist'],
  ])('rejects %s with 400 and charges nothing', async (_label, body, message) => {
    const caller = await createAccount(t, 1_000_000);
    const res = await tts(body, caller.apiKey).expect(400);
    expect(res.body).toEqual({ error: message, code: 'validation_failed' });
    expect(await balanceOf(t.db, caller.id)).toEqual({ cached: 1_000_000, ledger: 1_000_000 });
  });

  it('answers 402 with the spec’s message when the credit cannot cover the text', async () => {
    const poor = await createAccount(t, 100);
    const res = await tts({ text: 'مرحبا بكم' }, poor.apiKey).expect(402);
    expect(res.body).toEqual({
      error:
        'Insufficient API balance ($0.0001). This request needs $0.000225. Top up under API Billing in the developer dashboard.',
      code: 'insufficient_balance',
    });
  });

  it('answers 401 before anything else', async () => {
    const res = await request(t.server)
      .post('/tts')
      .send({ text: 'ب'.repeat(6000) })
      .expect(401);
    expect(res.body).toEqual({
      error: 'Missing or invalid Authorization header',
      code: 'missing_api_key',
    });
  });

  it('refuses clone voices that are not in the caller’s library', async () => {
    const caller = await createAccount(t, 1_000_000);
    const message = {
      error: 'Pick a voice from your voice library for every speaker',
      code: 'clone_voice_required',
    };
    expect(
      (await tts({ text: 'مرحبا', quality: 'clone' }, caller.apiKey).expect(400)).body,
    ).toEqual(message);
    expect(
      (await tts({ text: 'مرحبا', quality: 'clone', voiceId: 'layla' }, caller.apiKey).expect(400))
        .body,
    ).toEqual(message);
    const other = await createAccount(t);
    const theirs = await request(t.server)
      .post('/voices/library')
      .set('Authorization', `Bearer ${other.token}`)
      .field('name', 'Their voice')
      .attach('audio', fixture('speech.wav'), 'sample.wav')
      .expect(201);
    expect(
      (
        await tts(
          { text: 'مرحبا', quality: 'clone', voiceId: theirs.body.id },
          caller.apiKey,
        ).expect(400)
      ).body,
    ).toEqual(message);
  });

  it('speaks with a library voice by id or exact name, ignoring dialects', async () => {
    const caller = await createAccount(t, 1_000_000);
    const voice = await request(t.server)
      .post('/voices/library')
      .set('x-api-key', caller.apiKey)
      .field('name', 'Narrator')
      .attach('audio', fixture('speech.wav'), 'sample.wav')
      .expect(201);
    const byId = await tts(
      {
        text: 'مرحبا بكم',
        quality: 'clone',
        voiceId: voice.body.id,
        dialectId: 'egyptian',
      },
      caller.apiKey,
    );
    await expectSpeech(byId, 'مرحبا بكم'.length);
    expect(byId.body.voice).toBe('Narrator');
    const dialogue = await tts(
      {
        quality: 'clone',
        segments: [
          { text: 'مرحبا', voiceId: 'Narrator' },
          { text: 'أهلا', voiceId: voice.body.id },
        ],
      },
      caller.apiKey,
    );
    expect(dialogue.body.voice).toBe('Narrator');
    const missingVoice = await tts(
      {
        quality: 'clone',
        segments: [{ text: 'مرحبا', voiceId: 'Narrator' }, { text: 'أهلا' }],
      },
      caller.apiKey,
    ).expect(400);
    expect(missingVoice.body).toEqual({
      error: 'Pick a voice from your voice library for every speaker',
      code: 'clone_voice_required',
    });
  });
});

describe('GET /tts/voices', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('lists the 30 studio voices, female first, without a key, and supports ETag revalidation', async () => {
    const res = await request(t.server).get('/tts/voices').expect(200);
    const voices = res.body.voices as Array<{
      id: string;
      gender: string;
      nameAr: string;
      descEn: string;
      descAr: string;
      nameEn: string;
    }>;
    expect(voices.map((v) => v.id)).toEqual([
      'noura',
      'layla',
      'dana',
      'huda',
      'sara',
      'mariam',
      'rana',
      'jana',
      'fatima',
      'aisha',
      'salma',
      'reem',
      'amal',
      'nada',
      'lina',
      'mohammed',
      'ahmed',
      'khaled',
      'omar',
      'yasser',
      'sultan',
      'fahad',
      'rashed',
      'abdullah',
      'hassan',
      'tariq',
      'saud',
      'karim',
      'ziad',
      'salem',
    ]);
    expect(voices.slice(0, 15).every((v) => v.gender === 'female')).toBe(true);
    expect(voices.slice(15).every((v) => v.gender === 'male')).toBe(true);
    for (const v of voices) {
      expect(v.nameAr).toMatch(/[\u0600-\u06FF]/);
      expect(v.descAr).toMatch(/[\u0600-\u06FF]/);
      expect(v.nameEn.toLowerCase()).toBe(v.id);
      expect(v.descEn.length).toBeGreaterThan(10);
    }
    expect(res.headers.etag).toBeDefined();
    await request(t.server).get('/tts/voices').set('If-None-Match', res.headers.etag).expect(304);
  });
});

describe('POST /tts when the engine fails', () => {
  let t: TestApp;
  let account: TestAccount;
  const scripted = new ScriptedEngine();
  beforeAll(async () => {
    t = await createTestApp({ overrides: [scripted.override] });
    account = await createAccount(t, 1_000_000);
  });
  afterAll(async () => {
    await t.close();
  });

  const noAudio = 'The voice engine returned no audio. Retry.';
  it.each([
    ['returns no audio', () => engineAudio([]), noAudio],
    ['crashes', () => engineAudio([], new EngineFailedError(noAudio)), noAudio],
    // Its first audio is already in the encoder when it breaks: nothing of it may be sold.
    [
      'breaks off mid-take',
      () =>
        engineAudio([Buffer.alloc(44_100)], new EngineFailedError('espeak-ng failed (SIGSEGV)')),
      'espeak-ng failed (SIGSEGV)',
    ],
  ])('answers 502 and refunds in full when the engine %s', async (_label, engine, message) => {
    scripted.script = engine;
    const res = await request(t.server)
      .post('/tts')
      .set('x-api-key', account.apiKey)
      .send({ text: 'مرحبا بكم' })
      .expect(502);
    expect(res.body).toEqual({ error: message, code: 'engine_failed' });
    expect(await balanceOf(t.db, account.id)).toEqual({ cached: 1_000_000, ledger: 1_000_000 });
    const usage = await request(t.server)
      .get('/usage')
      .set('Authorization', `Bearer ${account.token}`)
      .expect(200);
    expect(usage.body.totals).toMatchObject({ requests: 0, costMicros: 0 });
  });

  it('stops the engine and refunds when the client goes away mid-synthesis', async () => {
    let engineSawAbort = false;
    scripted.script = async function* (signal) {
      yield Buffer.alloc(4_410);
      await new Promise((_, reject) => {
        signal?.addEventListener('abort', () => {
          engineSawAbort = true;
          reject(new RequestAbortedError());
        });
      });
    };
    const pending = request(t.server)
      .post('/tts')
      .set('x-api-key', account.apiKey)
      .send({ text: 'مرحبا بكم' });
    setTimeout(() => {
      pending.abort();
    }, 300);
    await pending.then(
      () => undefined,
      () => undefined,
    );
    const deadline = Date.now() + 10_000;
    while ((await balanceOf(t.db, account.id)).cached !== 1_000_000 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(engineSawAbort).toBe(true);
    expect(await balanceOf(t.db, account.id)).toEqual({ cached: 1_000_000, ledger: 1_000_000 });
  });
});

/** What the stand-in engine yields: these chunks, then `failure` if given. */
async function* engineAudio(chunks: Buffer[], failure?: Error): AsyncGenerator<Buffer> {
  for (const chunk of chunks) yield await Promise.resolve(chunk);
  if (failure) throw failure;
}
