import request from 'supertest';
import { balanceOf, createAccount, type TestAccount } from '../helpers/accounts.js';
import { decodeWith } from '../helpers/probe.js';
import { ScriptedEngine } from '../helpers/scripted-engine.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

/** A number, a percentage and an abbreviation the front end reads as words, and a comma. */
const SENTENCE = 'قال د. أحمد إن ١٢٥ طالباً نجحوا، بنسبة 15% هذا العام.';
const SENTENCE_WORDS = [
  'قال',
  'د.',
  'أحمد',
  'إن',
  '١٢٥',
  'طالباً',
  'نجحوا',
  'بنسبة',
  '15%',
  'هذا',
  'العام',
];

interface Timed {
  start: number;
  end: number;
  segment?: number;
}
interface WordTime extends Timed {
  text: string;
}
interface CharacterTime extends Timed {
  char: string;
}

/** 16 kHz samples of the answer's audio, decoded as a player would. */
const samplesOf = (body: { audio: string }) =>
  decodeWith(['-i', 'pipe:0'], Buffer.from(body.audio, 'base64'));

function rms(samples: Int16Array, from: number, to: number): number {
  const slice = samples.subarray(Math.round(from * 16000), Math.round(to * 16000));
  return Math.sqrt(slice.reduce((sum, sample) => sum + sample * sample, 0) / slice.length);
}

/** The spec's invariants for any list of timings, against the audio's duration. */
function expectOrderedInside(entries: readonly Timed[], seconds: number, strict: boolean): void {
  let previousEnd = 0;
  for (const entry of entries) {
    for (const value of [entry.start, entry.end]) {
      expect(Number(value.toFixed(3))).toBe(value);
    }
    if (strict) expect(entry.end).toBeGreaterThan(entry.start);
    else expect(entry.end).toBeGreaterThanOrEqual(entry.start);
    expect(entry.start).toBeGreaterThanOrEqual(previousEnd);
    previousEnd = entry.end;
  }
  expect(previousEnd).toBeLessThanOrEqual(seconds + 0.05);
}

describe('POST /tts timestamps (the configured espeak-ng, timed by its word events)', () => {
  let t: TestApp;
  let account: TestAccount;
  beforeAll(async () => {
    t = await createTestApp();
    account = await createAccount(t, 50_000_000);
  });
  afterAll(async () => {
    await t.close();
  });

  const speak = (body: object) =>
    request(t.server).post('/tts').set('x-api-key', account.apiKey).send(body).expect(200);

  it('times one entry per written word, an expanded number spanning its spoken words, billed as before', async () => {
    const before = await balanceOf(t.db, account.id);
    const res = await speak({ text: SENTENCE, timestamps: 'word', outputFormat: 'wav_16000' });
    expect(res.headers['x-character-count']).toBe(String(SENTENCE.length));
    expect(before.ledger - (await balanceOf(t.db, account.id)).ledger).toBe(25 * SENTENCE.length);
    const words = res.body.alignment.words as WordTime[];
    expect(words.map((word) => word.text)).toEqual(SENTENCE_WORDS);
    expect(res.body.alignment.characters).toBeUndefined();
    expect(words.every((word) => word.segment === undefined)).toBe(true);
    const samples = samplesOf(res.body);
    const seconds = samples.length / 16000;
    expectOrderedInside(words, seconds, true);
    // "١٢٥" is said as three words (مئة وخمسة وعشرون), "إن" as one.
    const length = (text: string) => {
      const word = words.find((entry) => entry.text === text)!;
      return word.end - word.start;
    };
    expect(length('١٢٥')).toBeGreaterThan(2 * length('إن'));
    expect(length('15%')).toBeGreaterThan(length('إن'));
    // The timings are the audio's: the comma's pause is quiet next to the words around it.
    const comma = { start: words[6].end, end: words[7].start };
    expect(comma.end - comma.start).toBeGreaterThan(0.05);
    expect(rms(samples, comma.start, comma.end)).toBeLessThan(
      0.3 *
        Math.min(
          rms(samples, words[6].start, words[6].end),
          rms(samples, words[7].start, words[7].end),
        ),
    );
  });

  it('times every character but whitespace, each inside its word, in order', async () => {
    const res = await speak({ text: SENTENCE, timestamps: 'character' });
    const { words, characters } = res.body.alignment as {
      words: WordTime[];
      characters: CharacterTime[];
    };
    expect(characters.map((c) => c.char).join('')).toBe(SENTENCE.replace(/\s/g, ''));
    const seconds = samplesOf(res.body).length / 16000;
    expectOrderedInside(characters, seconds, false);
    let at = 0;
    for (const word of words) {
      at = SENTENCE.indexOf(word.text, at);
      const first = SENTENCE.slice(0, at).replace(/\s/g, '').length;
      const own = characters.slice(first, first + word.text.length);
      expect(own.map((c) => c.char).join('')).toBe(word.text);
      expect(own[0].start).toBe(word.start);
      expect(own.at(-1)!.end).toBe(word.end);
      at += word.text.length;
    }
  });

  it('names each line of a dialogue, through skipped lines and the pause between takes', async () => {
    const segments = [
      { text: 'مرحبا يا سارة، كيف حالك؟', voiceId: 'omar' },
      { text: '...', voiceId: 'layla' },
      { text: 'بخير، شكرا! عندي 3 كتب.', voiceId: 'layla' },
      { text: 'Great to hear.', voiceId: 'layla' },
    ];
    const res = await speak({ segments, timestamps: 'character', quality: 'pro' });
    const { words, characters } = res.body.alignment as {
      words: WordTime[];
      characters: CharacterTime[];
    };
    const seconds = samplesOf(res.body).length / 16000;
    expectOrderedInside(words, seconds, true);
    expectOrderedInside(characters, seconds, false);
    expect(words.map((word) => [word.segment, word.text])).toEqual([
      [0, 'مرحبا'],
      [0, 'يا'],
      [0, 'سارة'],
      [0, 'كيف'],
      [0, 'حالك'],
      [2, 'بخير'],
      [2, 'شكرا'],
      [2, 'عندي'],
      [2, '3'],
      [2, 'كتب'],
      [3, 'Great'],
      [3, 'to'],
      [3, 'hear'],
    ]);
    // The second voice starts after the first one's last word and the pause between takes.
    expect(words[5].start - words[4].end).toBeGreaterThanOrEqual(0.35);
    expect(characters.filter((c) => c.segment === 1).map((c) => c.char)).toEqual(['.', '.', '.']);
  });

  it('documents alignment and its fields in the OpenAPI response of POST /tts', async () => {
    const { body: doc } = await request(t.server).get('/docs-json').expect(200);
    const schemas = doc.components.schemas;
    expect(schemas.TtsResponse.properties.alignment.allOf[0].$ref).toBe(
      '#/components/schemas/AlignmentResponse',
    );
    expect(schemas.AlignmentResponse.properties.words.items.$ref).toBe(
      '#/components/schemas/WordTimeResponse',
    );
    expect(Object.keys(schemas.WordTimeResponse.properties)).toEqual([
      'text',
      'start',
      'end',
      'segment',
    ]);
    expect(Object.keys(schemas.CharacterTimeResponse.properties)).toEqual([
      'char',
      'start',
      'end',
      'segment',
    ]);
  });

  it.each(['word', 'character'])(
    'answers timestamps %s on /tts/stream with a JSON 400, charging nothing',
    async (timestamps) => {
      const before = await balanceOf(t.db, account.id);
      const res = await request(t.server)
        .post('/tts/stream')
        .set('x-api-key', account.apiKey)
        .send({ text: SENTENCE, timestamps })
        .expect(400);
      expect(res.body).toEqual({
        error: 'timestamps are available on POST /tts only',
        code: 'validation_failed',
      });
      expect(await balanceOf(t.db, account.id)).toEqual(before);
    },
  );
});

describe('POST /tts timestamps with an engine that cannot time words', () => {
  let t: TestApp;
  let account: TestAccount;
  const scripted = new ScriptedEngine();
  beforeAll(async () => {
    t = await createTestApp({ overrides: [scripted.override] });
    account = await createAccount(t, 50_000_000);
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers 400 rather than invent timings, charging nothing', async () => {
    const before = await balanceOf(t.db, account.id);
    const res = await request(t.server)
      .post('/tts')
      .set('x-api-key', account.apiKey)
      .send({ text: SENTENCE, timestamps: 'word' })
      .expect(400);
    expect(res.body).toEqual({
      error: "timestamps are not available with this server's voice engine",
      code: 'validation_failed',
    });
    expect(await balanceOf(t.db, account.id)).toEqual(before);
  });
});
