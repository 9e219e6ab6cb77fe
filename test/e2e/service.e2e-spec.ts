import request from 'supertest';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

describe('service basics', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('reports health with version 1.0.0 and a reachable database', async () => {
    const res = await request(t.server).get('/health').expect(200);
    expect(res.body).toMatchObject({ status: 'ok', version: '1.0.0', database: 'up' });
  });

  it('lists the service name and version at the root', async () => {
    const res = await request(t.server).get('/').expect(200);
    expect(res.body).toMatchObject({ name: 'Speech API', version: '1.0.0' });
  });

  it('gives every response a request id, echoing a sane one and replacing a hostile one', async () => {
    const fresh = await request(t.server).get('/health');
    expect(fresh.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const echoed = await request(t.server).get('/health').set('x-request-id', 'client-42');
    expect(echoed.headers['x-request-id']).toBe('client-42');
    const replaced = await request(t.server).get('/health').set('x-request-id', 'bad id <script>');
    expect(replaced.headers['x-request-id']).not.toContain('script');
  });

  it('answers unknown routes with 404 in the error shape', async () => {
    const res = await request(t.server).get('/nope').expect(404);
    expect(res.body).toEqual({ error: expect.any(String), code: 'not_found' });
  });

  it('never sends CORS headers, not even to a preflight', async () => {
    const preflight = await request(t.server)
      .options('/tts')
      .set('Origin', 'https://evil.example')
      .set('Access-Control-Request-Method', 'POST');
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
    const plain = await request(t.server).get('/health').set('Origin', 'https://evil.example');
    expect(plain.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('sends security headers', async () => {
    const res = await request(t.server).get('/health');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-powered-by']).toBeUndefined();
  });

  it('refuses JSON bodies over 10 MB with 413', async () => {
    const body = JSON.stringify({ email: 'a@example.com', password: 'x'.repeat(10 * 1024 * 1024) });
    const res = await request(t.server)
      .post('/auth/login')
      .set('content-type', 'application/json')
      .send(body)
      .expect(413);
    expect(res.body).toEqual({
      error: expect.stringContaining('too large'),
      code: 'payload_too_large',
    });
  });

  it('serves the OpenAPI document', async () => {
    const res = await request(t.server).get('/docs-json').expect(200);
    expect(res.body.info).toMatchObject({ title: 'Speech API', version: '1.0.0' });
  });

  it.each([
    ['/auth/register', 'post', '201', 'SessionResponse'],
    ['/auth/login', 'post', '200', 'SessionResponse'],
    ['/auth/profile', 'get', '200', 'ProfileResponse'],
    ['/auth/session/register', 'post', '201', 'OpenedSessionResponse'],
    ['/auth/session', 'post', '200', 'OpenedSessionResponse'],
    ['/auth/session', 'get', '200', 'CurrentSessionResponse'],
    ['/auth/session', 'delete', '200', 'SignedOutResponse'],
    ['/api-keys', 'post', '201', 'CreatedApiKeyResponse'],
    ['/api-keys', 'get', '200', 'ApiKeyListResponse'],
    ['/api-keys/{id}', 'delete', '200', 'RevokedApiKeyResponse'],
    ['/billing', 'get', '200', 'BillingSummaryResponse'],
    ['/billing/top-ups', 'post', '201', 'StartedTopUpResponse'],
    ['/billing/top-ups', 'get', '200', 'TopUpListResponse'],
    ['/usage', 'get', '200', 'UsageReport'],
    ['/voices/library', 'post', '201', 'LibraryVoiceResponse'],
    ['/voices/library', 'get', '200', 'LibraryVoiceListResponse'],
    ['/voices/library/{id}', 'delete', '200', 'DeletedLibraryVoiceResponse'],
    ['/pronunciation-dictionaries', 'get', '200', 'PronunciationDictionaryListResponse'],
    ['/pronunciation-dictionaries/{id}', 'get', '200', 'PronunciationDictionaryResponse'],
    ['/tts', 'post', '200', 'TtsResponse'],
    ['/tts/voices', 'get', '200', 'VoiceListResponse'],
    ['/stt/transcribe', 'post', '200', 'TranscriptionResponse'],
    ['/health', 'get', '200', 'HealthResponse'],
    ['/health/live', 'get', '200', 'LivenessResponse'],
    ['/health/ready', 'get', '200', 'ReadinessResponse'],
    ['/tts/jobs', 'post', '202', 'JobResponse'],
    ['/jobs', 'get', '200', 'JobListResponse'],
    ['/jobs/{id}', 'get', '200', 'JobResponse'],
    ['/jobs/{id}', 'delete', '200', 'JobResponse'],
    ['/webhooks', 'post', '201', 'CreatedWebhookResponse'],
    ['/webhooks', 'get', '200', 'WebhookListResponse'],
    ['/webhooks/{id}/deliveries', 'get', '200', 'WebhookDeliveryListResponse'],
    ['/webhooks/{id}/test', 'post', '200', 'WebhookDeliveryResponse'],
  ])('documents what %s (%s) answers with %s', async (path, method, status, schema) => {
    const { body: doc } = await request(t.server).get('/docs-json').expect(200);
    const content = doc.paths[path][method].responses[status].content['application/json'];
    expect(content.schema.$ref).toBe(`#/components/schemas/${schema}`);
    expect(Object.keys(doc.components.schemas[schema].properties).length).toBeGreaterThan(0);
  });

  it('documents the subtitle and text answers of /stt/transcribe', async () => {
    const { body: doc } = await request(t.server).get('/docs-json').expect(200);
    const content = doc.paths['/stt/transcribe'].post.responses['200'].content;
    expect(Object.keys(content)).toEqual(
      expect.arrayContaining([
        'application/json',
        'text/plain',
        'application/x-subrip',
        'text/vtt',
      ]),
    );
    expect(Object.keys(doc.components.schemas.TranscriptionResponse.properties)).toEqual(
      expect.arrayContaining(['text', 'minutes', 'mimeType', 'words', 'segments']),
    );
  });
});
