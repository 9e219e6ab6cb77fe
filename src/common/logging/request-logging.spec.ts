import express from 'express';
import { Writable } from 'node:stream';
import request from 'supertest';
import { createLogger, requestLogging } from './request-logging.js';

/** Serves one route through the access log and returns what the log printed. */
async function accessLogOf(path: string): Promise<string> {
  let printed = '';
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      printed += chunk.toString();
      done();
    },
  });
  const app = express();
  app.use(requestLogging(createLogger('info', sink)));
  app.get('/usage', (_req, res) => res.status(401).json({ error: 'no' }));
  app.get('/api-keys/:id', (_req, res) => res.status(404).json({ error: 'no' }));
  await request(app).get(path);
  return printed;
}

describe('the access log', () => {
  it.each([
    [
      'an API key by its name',
      '/usage?api_key=sk_live_abcdef123456&from=2026-01-01',
      'sk_live_abcdef',
    ],
    ['a token by its name', '/usage?access_token=abc.def.ghi', 'abc.def.ghi'],
    ['a JWT under any name', '/usage?x=eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.sig', 'eyJhbGci'],
    ['an encoded key under any name', '/usage?k=sk%5Flive%5Fabcdef123456', 'abcdef123456'],
  ])('never prints %s sent in the query string', async (_label, path, secret) => {
    const printed = await accessLogOf(path);
    expect(printed).toContain('[redacted]');
    expect(printed).not.toContain(secret);
  });

  it.each([
    ['an API key pasted into a path', '/workspace/sk_live_abcdef123456', 'abcdef123456'],
    ['an encoded key in a route parameter', '/api-keys/sk%5Ftest%5Fabcdef123456', 'abcdef123456'],
    ['a key inside a segment', '/workspace/key:sk_live_abcdef123456?from=1', 'abcdef123456'],
    ['a JWT as a segment', '/workspace/eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.sig', 'eyJhbGci'],
  ])('never prints %s', async (_label, path, secret) => {
    const printed = await accessLogOf(path);
    expect(printed).toContain('[redacted]');
    expect(printed).not.toContain(secret);
  });

  it('keeps ordinary paths readable', async () => {
    const printed = await accessLogOf('/api-keys/4b1d9a6e-2f4c-4f8e-9d3c-0a1b2c3d4e5f');
    expect(printed).toContain('/api-keys/4b1d9a6e-2f4c-4f8e-9d3c-0a1b2c3d4e5f');
  });

  it('keeps ordinary query parameters readable', async () => {
    const printed = await accessLogOf('/usage?from=2026-01-01&groupBy=day');
    expect(printed).toContain('/usage?from=2026-01-01&groupBy=day');
  });
});
