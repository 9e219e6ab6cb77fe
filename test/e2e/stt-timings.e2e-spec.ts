import request from 'supertest';
import {
  findPocketsphinx,
  PocketsphinxRecognizer,
} from '../../src/stt/engines/pocketsphinx.recognizer.js';
import { SpeechRecognizer, type Recognition } from '../../src/stt/ports/speech-recognizer.js';
import { RecognizerRegistry } from '../../src/stt/recognizer-registry.js';
import { balanceOf, createAccount, type TestAccount } from '../helpers/accounts.js';
import { fixture } from '../helpers/audio.js';
import { cueRuleBreaks, parseSrt, parseVtt } from '../helpers/subtitles.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

/** Arabic with Latin and digits, as a newsreader would say it. */
const ARABIC_TRANSCRIPT =
  'أعلنت شركة Acme اليوم عن نتائج الربع الثالث لعام 2024 وقالت إن الأرباح ارتفعت بنسبة 15 في المئة مقارنة بالعام الماضي';

/**
 * Stands in for a whisper model, which this machine does not have: an Arabic engine that
 * times no words, hearing the same sentence in any speech. Everything after the engine
 * (timeline, cues, marks, billing) is the real path.
 */
class ArabicEngineDouble extends SpeechRecognizer {
  readonly name = 'arabic-double';
  readonly languages = ['ar'] as const;
  readonly detectsLanguage = false;
  recognize(): Promise<Recognition> {
    return Promise.resolve({ text: ARABIC_TRANSCRIPT, language: 'ar' });
  }
  close(): Promise<void> {
    return Promise.resolve();
  }
}

describe('POST /stt/transcribe timings and subtitles', () => {
  let t: TestApp;
  beforeAll(async () => {
    const setup = findPocketsphinx(
      'pocketsphinx_continuous',
      '/usr/share/pocketsphinx/model/en-us',
    );
    if ('missing' in setup) throw new Error(`These tests need pocketsphinx: ${setup.missing}`);
    const registry = new RecognizerRegistry([
      new PocketsphinxRecognizer(setup, 2),
      new ArabicEngineDouble(),
    ]);
    t = await createTestApp({ overrides: [{ token: RecognizerRegistry, useValue: registry }] });
  });
  afterAll(async () => {
    await t.close();
  });

  const upload = (account: TestAccount, name: string, fields: Record<string, string>) => {
    let req = request(t.server)
      .post('/stt/transcribe')
      .set('x-api-key', account.apiKey)
      .attach('audio', fixture(name), name);
    for (const [field, value] of Object.entries(fields)) req = req.field(field, value);
    return req;
  };

  it('gives every word its time and confidence inside the audio, in order, and segments at pauses', async () => {
    const account = await createAccount(t, 1_000_000);
    const res = await upload(account, 'speech.wav', { language: 'en', timestamps: 'word' }).expect(
      200,
    );
    const { words, segments, text } = res.body as {
      text: string;
      words: { text: string; start: number; end: number; confidence: number }[];
      segments: { start: number; end: number; text: string }[];
    };
    expect(words.map((word) => word.text).join(' ')).toBe(text);
    words.forEach((word, i) => {
      expect(word.end).toBeGreaterThan(word.start);
      expect(word.end).toBeLessThanOrEqual(5.776);
      expect(word.confidence).toBeGreaterThanOrEqual(0);
      expect(word.confidence).toBeLessThanOrEqual(1);
      if (i > 0) expect(word.start).toBeGreaterThanOrEqual(words[i - 1].end);
    });
    // The fixture is two sentences with a pause between them.
    expect(segments.map((segment) => segment.text)).toEqual([
      expect.stringMatching(/^go forward ten meters$/),
      expect.stringMatching(/^he was /),
    ]);
    expect(res.headers['x-character-count']).toBe(String(text.length));
    expect(res.headers['x-cost-micros']).toBe(String(25 * text.length));
  });

  it('answers SRT whose cues parse, are numbered from 1 and keep the cue rules, billed as JSON', async () => {
    const account = await createAccount(t, 1_000_000);
    const res = await upload(account, 'speech.mp3', { language: 'en', responseFormat: 'srt' })
      .buffer(true)
      .parse((response, done) => {
        let body = '';
        response.on('data', (chunk: Buffer) => (body += chunk.toString()));
        response.on('end', () => done(null, body));
      })
      .expect(200);
    expect(res.headers['content-type']).toMatch(/^application\/x-subrip/);
    const cues = parseSrt(res.body as string);
    expect(cues.length).toBeGreaterThanOrEqual(2);
    expect(cueRuleBreaks(cues)).toEqual([]);
    const spoken = cues.flatMap((cue) => cue.lines).join(' ');
    expect(spoken).toMatch(/^go forward ten meters/);
    const billed = Number(res.headers['x-character-count']);
    expect(billed).toBe(spoken.length);
    expect((await balanceOf(t.db, account.id)).ledger).toBe(1_000_000 - 25 * billed);
  });

  it('answers WebVTT and plain text in their own types', async () => {
    const account = await createAccount(t, 1_000_000);
    const vtt = await upload(account, 'speech.flac', { language: 'en', responseFormat: 'vtt' })
      .expect(200)
      .expect('content-type', /^text\/vtt/);
    expect(cueRuleBreaks(parseVtt(vtt.text))).toEqual([]);
    const text = await upload(account, 'speech.flac', { language: 'en', responseFormat: 'text' })
      .expect(200)
      .expect('content-type', /^text\/plain/);
    expect(text.text).toMatch(/^go forward ten meters /);
  });

  it('starts every line of an Arabic transcript’s cues with U+200F, within 42 characters and 7 s', async () => {
    const account = await createAccount(t, 1_000_000);
    const res = await upload(account, 'speech.wav', {
      language: 'ar',
      responseFormat: 'vtt',
    }).expect(200);
    const cues = parseVtt(res.text);
    expect(cues.length).toBeGreaterThanOrEqual(2);
    expect(cueRuleBreaks(cues)).toEqual([]);
    for (const line of cues.flatMap((cue) => cue.lines))
      expect(line.startsWith('\u200F')).toBe(true);
    expect(
      cues
        .flatMap((cue) => cue.lines)
        .map((line) => line.slice(1))
        .join(' '),
    ).toBe(ARABIC_TRANSCRIPT);
  });

  it('gives segment times and no words for an engine that cannot time words', async () => {
    const account = await createAccount(t, 1_000_000);
    const res = await upload(account, 'speech.wav', { language: 'ar', timestamps: 'word' }).expect(
      200,
    );
    expect(res.body.words).toEqual([]);
    expect(res.body.segments).toEqual([
      { start: 0, end: expect.closeTo(5.776, 1), text: ARABIC_TRANSCRIPT },
    ]);
  });

  it.each([
    ['srt', ''],
    ['vtt', 'WEBVTT\n'],
  ])('answers silence as a valid empty %s file, charging nothing', async (format, empty) => {
    const account = await createAccount(t, 1_000_000);
    const res = await upload(account, 'silence.flac', { responseFormat: format }).expect(200);
    expect(res.text).toBe(empty);
    expect(res.headers['x-character-count']).toBe('0');
    expect((await balanceOf(t.db, account.id)).ledger).toBe(1_000_000);
  });

  it.each([
    ['timestamps', 'char', 'timestamps must be one of: none, word'],
    ['responseFormat', 'xml', 'responseFormat must be one of: json, text, srt, vtt'],
  ])('rejects %s %s with 400 naming the values', async (field, value, message) => {
    const account = await createAccount(t, 1_000_000);
    const res = await upload(account, 'speech.wav', { [field]: value }).expect(400);
    expect(res.body).toEqual({ error: message, code: 'validation_failed' });
  });
});
