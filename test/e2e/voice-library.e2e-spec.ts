import request from 'supertest';
import { createAccount } from '../helpers/accounts.js';
import { fixture } from '../helpers/audio.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

describe('voice library', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('analyses a sample, lists it and deletes it, with a token or an API key', async () => {
    const account = await createAccount(t);
    const created = await request(t.server)
      .post('/voices/library')
      .set('Authorization', `Bearer ${account.token}`)
      .field('name', 'Narrator')
      .attach('audio', fixture('speech.m4a'), 'narrator.m4a')
      .expect(201);
    expect(created.body).toMatchObject({
      id: expect.any(String),
      name: 'Narrator',
      gender: 'male',
      createdAt: expect.any(String),
    });
    expect(created.body.descEn).toContain('not a neural voice clone');
    expect(created.body.profile.f0MedianHz).toBeGreaterThan(60);
    expect(created.body.profile.f0MedianHz).toBeLessThan(165);

    const listed = await request(t.server)
      .get('/voices/library')
      .set('x-api-key', account.apiKey)
      .expect(200);
    expect(listed.body.voices.map((v: { id: string }) => v.id)).toEqual([created.body.id]);

    const stranger = await createAccount(t);
    await request(t.server)
      .delete(`/voices/library/${created.body.id}`)
      .set('x-api-key', stranger.apiKey)
      .expect(404);
    const malformed = await request(t.server)
      .delete('/voices/library/not-a-uuid')
      .set('x-api-key', account.apiKey)
      .expect(404);
    expect(malformed.body).toEqual({ error: 'Voice not found', code: 'voice_not_found' });
    const deleted = await request(t.server)
      .delete(`/voices/library/${created.body.id}`)
      .set('x-api-key', account.apiKey)
      .expect(200);
    expect(deleted.body).toEqual({ id: created.body.id, deleted: true });
  });

  it('refuses a duplicate name with 409', async () => {
    const account = await createAccount(t);
    const add = () =>
      request(t.server)
        .post('/voices/library')
        .set('x-api-key', account.apiKey)
        .field('name', 'Same')
        .attach('audio', fixture('speech.wav'), 's.wav');
    await add().expect(201);
    expect((await add().expect(409)).body).toEqual({
      error: 'A voice with this name is already in your library',
      code: 'voice_name_taken',
    });
  });

  it.each([
    ['no audio', null, 'No audio sent'],
    ['a sample shorter than 3 seconds', 'short', 'The voice sample must be 3 to 60 seconds long'],
    ['a file that is not audio', 'text', 'Unsupported audio format'],
    [
      'silence',
      'silence',
      'The voice sample has too little speech to analyse (need at least 1.5 seconds of voiced speech)',
    ],
  ])('refuses %s with 400', async (_label, kind, message) => {
    const account = await createAccount(t);
    const req = request(t.server)
      .post('/voices/library')
      .set('x-api-key', account.apiKey)
      .field('name', 'Voice');
    const samples: Record<string, Buffer> = {
      short: fixture('speech.wav').subarray(0, 44 + 16000 * 2),
      text: Buffer.from('not audio at all'),
      silence: fixture('silence.flac'),
    };
    const res = await (kind ? req.attach('audio', samples[kind], 'sample') : req).expect(400);
    expect(res.body).toEqual({ error: message, code: 'validation_failed' });
  });

  it('requires a name and some credentials', async () => {
    const account = await createAccount(t);
    const noName = await request(t.server)
      .post('/voices/library')
      .set('x-api-key', account.apiKey)
      .attach('audio', fixture('speech.wav'), 's.wav')
      .expect(400);
    expect(noName.body).toEqual({ error: 'name must be a string', code: 'validation_failed' });
    await request(t.server).get('/voices/library').expect(401);
  });
});
