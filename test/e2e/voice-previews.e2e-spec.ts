import request from 'supertest';
import { decodedSeconds } from '../helpers/audio.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

const binary = (res: request.Response, done: (error: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  res.on('data', (chunk: Buffer) => chunks.push(chunk));
  res.on('end', () => done(null, Buffer.concat(chunks)));
};

describe('GET /tts/voices/:voiceId/preview', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('plays a few seconds of the voice as MP3, free and without a key, revalidated by ETag', async () => {
    const res = await request(t.server)
      .get('/tts/voices/omar/preview')
      .buffer(true)
      .parse(binary)
      .expect(200);
    expect(res.headers['content-type']).toBe('audio/mpeg');
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
    const { format, seconds } = await decodedSeconds(res.body as Buffer);
    expect(format).toBe('mp3');
    expect(seconds).toBeGreaterThan(2);
    expect(seconds).toBeLessThan(15);

    const etag: string = res.headers.etag;
    expect(etag).toMatch(/^"[\w-]{27}"$/);
    await request(t.server).get('/tts/voices/omar/preview').set('If-None-Match', etag).expect(304);
    const again = await request(t.server)
      .get('/tts/voices/omar/preview')
      .buffer(true)
      .parse(binary)
      .expect(200);
    expect(again.headers.etag).toBe(etag);
    expect(Buffer.compare(again.body as Buffer, res.body as Buffer)).toBe(0);
  });

  it('gives each voice its own audio', async () => {
    const layla = await request(t.server).get('/tts/voices/layla/preview').expect(200);
    const omar = await request(t.server).get('/tts/voices/omar/preview').expect(200);
    expect(layla.headers.etag).not.toBe(omar.headers.etag);
  });

  it('answers an unknown voice with 404 voice_not_found', async () => {
    const res = await request(t.server).get('/tts/voices/nobody/preview').expect(404);
    expect(res.body).toEqual({ error: 'Voice not found', code: 'voice_not_found' });
  });
});
