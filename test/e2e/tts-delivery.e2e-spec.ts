import request from 'supertest';
import { OUTPUT_FORMATS } from '../../src/audio/output-format.js';
import { EngineFailedError, RequestAbortedError } from '../../src/common/errors.js';
import { balanceOf, createAccount, type TestAccount } from '../helpers/accounts.js';
import { listening, postStreamed } from '../helpers/http-stream.js';
import { decodeRaw, probe } from '../helpers/probe.js';
import { ScriptedEngine } from '../helpers/scripted-engine.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

const ARABIC = 'مرحباً بكم في خدمة تحويل النص إلى كلام. نتمنى لكم يوماً سعيداً.';

const RAW_INPUT: Record<string, string> = { pcm: 's16le', ulaw: 'mulaw', alaw: 'alaw' };
const BYTES_PER_SAMPLE: Record<string, number> = { pcm: 2, ulaw: 1, alaw: 1 };

describe('TTS output formats and POST /tts/stream', () => {
  let t: TestApp;
  let account: TestAccount;
  let reference: number;
  beforeAll(async () => {
    t = await createTestApp();
    account = await createAccount(t, 50_000_000);
    const mp3 = await request(t.server)
      .post('/tts')
      .set('x-api-key', account.apiKey)
      .send({ text: ARABIC })
      .expect(200);
    reference = probe(Buffer.from(mp3.body.audio, 'base64')).seconds;
  });
  afterAll(async () => {
    await t.close();
  });

  it.each(OUTPUT_FORMATS.map((format) => [format.id, format] as const))(
    'POST /tts in %s answers audio of the same length, its type and rate',
    async (id, format) => {
      const res = await request(t.server)
        .post('/tts')
        .set('x-api-key', account.apiKey)
        .send({ text: ARABIC, outputFormat: id })
        .expect(200);
      expect(res.body).toMatchObject({
        mimeType: format.mimeType,
        outputFormat: id,
        sampleRate: format.sampleRate,
        characters: ARABIC.length,
      });
      expect(res.headers['x-cost-micros']).toBe(String(25 * ARABIC.length));
      const audio = Buffer.from(res.body.audio, 'base64');
      let seconds: number;
      if (format.encoding in RAW_INPUT) {
        // Raw: its length is the duration, and it decodes back to the same length.
        seconds = audio.length / BYTES_PER_SAMPLE[format.encoding] / format.sampleRate;
        expect(
          decodeRaw(audio, RAW_INPUT[format.encoding], format.sampleRate).length / 16000,
        ).toBeCloseTo(seconds, 1);
      } else {
        const probed = probe(audio);
        expect(probed.codec).toBe(
          { mp3: 'mp3', wav: 'pcm_s16le', opus: 'opus' }[format.encoding as 'mp3'],
        );
        // Ogg Opus always decodes at 48 kHz; the others say their own rate.
        expect(probed.sampleRate).toBe(format.sampleRate);
        seconds = probed.seconds;
      }
      expect(Math.abs(seconds - reference)).toBeLessThan(0.15);
    },
  );

  it('streams MP3 chunk by chunk with its headers, billed under /tts/stream', async () => {
    const before = await balanceOf(t.db, account.id);
    const answer = await postStreamed(await listening(t.server), '/tts/stream', account.apiKey, {
      text: `${ARABIC} ${ARABIC} ${ARABIC}`,
      outputFormat: 'mp3_22050_64',
    });
    expect(answer.status).toBe(200);
    expect(answer.complete).toBe(true);
    expect(answer.headers['content-type']).toBe('audio/mpeg');
    expect(answer.headers['transfer-encoding']).toBe('chunked');
    expect(answer.headers['x-output-format']).toBe('mp3_22050_64');
    expect(answer.headers['x-request-id']).toEqual(expect.any(String));
    const characters = 3 * ARABIC.length + 2;
    expect(answer.headers['x-character-count']).toBe(String(characters));
    expect(answer.headers['x-cost-micros']).toBe(String(25 * characters));
    expect(Math.abs(probe(answer.body).seconds - 3 * reference)).toBeLessThan(1);
    expect((await balanceOf(t.db, account.id)).ledger).toBe(before.ledger - 25 * characters);
    const usage = await request(t.server)
      .get('/usage')
      .set('Authorization', `Bearer ${account.token}`)
      .expect(200);
    expect(JSON.stringify(usage.body)).toContain('/tts/stream');
  });

  it('streams a dialogue take after take as raw μ-law', async () => {
    const answer = await postStreamed(await listening(t.server), '/tts/stream', account.apiKey, {
      segments: [
        { text: 'مرحبا يا أحمد', voiceId: 'layla' },
        { text: 'أهلا يا ليلى', voiceId: 'ahmed' },
      ],
      outputFormat: 'ulaw_8000',
    });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toBe('audio/basic');
    expect(answer.body.length / 8000).toBeGreaterThan(1);
    expect(decodeRaw(answer.body, 'mulaw', 8000).length / 16000).toBeCloseTo(
      answer.body.length / 8000,
      1,
    );
  });

  it.each([
    [
      { text: ARABIC, outputFormat: 'wav_16000' },
      'WAV cannot be streamed; use a pcm_* format or POST /tts',
    ],
    [{ text: ARABIC, timestamps: 'word' }, 'timestamps are available on POST /tts only'],
    [{ text: ARABIC, outputFormat: 'mp3_8000_8' }, "Unsupported outputFormat 'mp3_8000_8'"],
    [{ text: 'x'.repeat(5001) }, 'Text exceeds 5,000 character limit'],
  ])(
    'answers /tts/stream %j with a JSON 400 before any audio, charging nothing',
    async (body, error) => {
      const before = await balanceOf(t.db, account.id);
      const res = await request(t.server)
        .post('/tts/stream')
        .set('x-api-key', account.apiKey)
        .send(body)
        .expect(400);
      expect(res.body).toEqual({ error, code: 'validation_failed' });
      expect(await balanceOf(t.db, account.id)).toEqual(before);
    },
  );

  it('refuses an unknown outputFormat on POST /tts with 400', async () => {
    const res = await request(t.server)
      .post('/tts')
      .set('x-api-key', account.apiKey)
      .send({ text: ARABIC, outputFormat: 'flac' })
      .expect(400);
    expect(res.body).toEqual({
      error: "Unsupported outputFormat 'flac'",
      code: 'validation_failed',
    });
  });

  it('answers 402 as JSON before any audio when the balance cannot pay', async () => {
    const poor = await createAccount(t);
    const res = await request(t.server)
      .post('/tts/stream')
      .set('x-api-key', poor.apiKey)
      .send({ text: ARABIC })
      .expect(402);
    expect(res.body.error).toMatch(/^Insufficient API balance/);
  });
});

describe('POST /tts/stream with an engine the test paces', () => {
  let t: TestApp;
  let port: number;
  const scripted = new ScriptedEngine();
  beforeAll(async () => {
    t = await createTestApp({ overrides: [scripted.override] });
    port = await listening(t.server);
  });
  afterAll(async () => {
    await t.close();
  });

  /** A second of a 220 Hz tone at 22.05 kHz, as the engine would render a sentence. */
  const sentence = () => {
    const samples = new Int16Array(22050);
    for (let i = 0; i < samples.length; i++)
      samples[i] = 8000 * Math.sin((2 * Math.PI * 220 * i) / 22050);
    return Buffer.from(samples.buffer);
  };

  /** Renders one sentence, then waits for `release` (or the abort) before the rest. */
  function heldAfterFirstSentence() {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const state = { lastProduced: false, sawAbort: false, release };
    scripted.script = async function* (signal) {
      yield sentence();
      await new Promise<void>((resolve, reject) => {
        void released.then(resolve);
        signal?.addEventListener('abort', () => {
          state.sawAbort = true;
          reject(new RequestAbortedError());
        });
      });
      yield sentence();
      state.lastProduced = true;
    };
    return state;
  }

  async function settledBalance(accountId: string, expected: number) {
    // A hold lowers the cached balance but writes no ledger entry, so wait for both.
    const deadline = Date.now() + 10_000;
    let balance = await balanceOf(t.db, accountId);
    while ((balance.ledger !== expected || balance.cached !== expected) && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      balance = await balanceOf(t.db, accountId);
    }
    return balance;
  }

  it('delivers the first chunk before the last is produced', async () => {
    const account = await createAccount(t, 1_000_000);
    const engine = heldAfterFirstSentence();
    let lastProducedAtFirstChunk: boolean | undefined;
    const answer = await postStreamed(
      port,
      '/tts/stream',
      account.apiKey,
      { text: ARABIC },
      (_c, index) => {
        if (index > 0) return;
        lastProducedAtFirstChunk = engine.lastProduced;
        engine.release();
      },
    );
    expect(lastProducedAtFirstChunk).toBe(false);
    expect(answer.complete).toBe(true);
    expect(probe(answer.body).seconds).toBeCloseTo(2, 0);
  });

  it('charges in full a client that hangs up after the first audio, and stops the engine', async () => {
    const account = await createAccount(t, 1_000_000);
    const engine = heldAfterFirstSentence();
    const answer = await postStreamed(
      port,
      '/tts/stream',
      account.apiKey,
      { text: ARABIC },
      () => 'close',
    );
    expect(answer.complete).toBe(false);
    const deadline = Date.now() + 10_000;
    while (!engine.sawAbort && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    expect(engine.sawAbort).toBe(true);
    expect(await settledBalance(account.id, 1_000_000 - 25 * ARABIC.length)).toEqual({
      cached: 1_000_000 - 25 * ARABIC.length,
      ledger: 1_000_000 - 25 * ARABIC.length,
    });
  });

  it('refunds in full a client that hangs up before any audio', async () => {
    const account = await createAccount(t, 1_000_000);
    let sawAbort = false;
    scripted.script = async function* (signal) {
      await new Promise<void>((_resolve, reject) =>
        signal?.addEventListener('abort', () => {
          sawAbort = true;
          reject(new RequestAbortedError());
        }),
      );
      yield sentence();
    };
    const pending = request(t.server)
      .post('/tts/stream')
      .set('x-api-key', account.apiKey)
      .send({ text: ARABIC });
    setTimeout(() => {
      pending.abort();
    }, 300);
    await pending.then(
      () => undefined,
      () => undefined,
    );
    expect(await settledBalance(account.id, 1_000_000)).toEqual({
      cached: 1_000_000,
      ledger: 1_000_000,
    });
    expect(sawAbort).toBe(true);
  });

  it('answers a JSON 502 with a full refund when the engine fails before any audio', async () => {
    const account = await createAccount(t, 1_000_000);
    scripted.script = async function* () {
      await Promise.resolve();
      yield* [];
      throw new EngineFailedError('espeak-ng failed (SIGSEGV)');
    };
    const res = await request(t.server)
      .post('/tts/stream')
      .set('x-api-key', account.apiKey)
      .send({ text: ARABIC })
      .expect(502);
    expect(res.body).toEqual({ error: 'espeak-ng failed (SIGSEGV)', code: 'engine_failed' });
    expect(await balanceOf(t.db, account.id)).toEqual({ cached: 1_000_000, ledger: 1_000_000 });
  });

  it('cuts the connection without its final chunk and refunds when the engine fails midway', async () => {
    const account = await createAccount(t, 1_000_000);
    let firstDelivered!: () => void;
    const delivered = new Promise<void>((resolve) => (firstDelivered = resolve));
    scripted.script = async function* () {
      yield sentence();
      await delivered;
      throw new EngineFailedError('espeak-ng failed (SIGSEGV)');
    };
    const answer = await postStreamed(port, '/tts/stream', account.apiKey, { text: ARABIC }, () =>
      firstDelivered(),
    );
    expect(answer.status).toBe(200);
    expect(answer.chunks.length).toBeGreaterThan(0);
    expect(answer.complete).toBe(false);
    expect(await settledBalance(account.id, 1_000_000)).toEqual({
      cached: 1_000_000,
      ledger: 1_000_000,
    });
  });
});
