import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import request from 'supertest';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { buildWorkspace } from '../helpers/workspace-build.js';

const BROWSER_ACCEPT = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';

describe('the browser workspace, served by the app', () => {
  let t: TestApp;
  let builtDir: string;
  beforeAll(async () => {
    builtDir = await buildWorkspace();
    t = await createTestApp({ env: { WORKSPACE_DIR: builtDir } });
  });
  afterAll(async () => {
    await t.close();
    rmSync(builtDir, { recursive: true, force: true });
  });

  it('redirects a browser opening / to /workspace/ and keeps the JSON overview for API clients', async () => {
    await request(t.server)
      .get('/')
      .set('Accept', BROWSER_ACCEPT)
      .expect(302)
      .expect('Location', '/workspace/');
    const api = await request(t.server).get('/').set('Accept', '*/*').expect(200);
    expect(api.body).toMatchObject({ name: 'Speech API', docs: '/docs' });
    await request(t.server).get('/').set('Accept', 'application/json').expect(200);
  });

  it('sends a customer back from Checkout at the old /billing address to the billing page', async () => {
    await request(t.server)
      .get('/billing?top-up=abc&result=success')
      .set('Accept', BROWSER_ACCEPT)
      .expect(302)
      .expect('Location', '/workspace/billing?top-up=abc&result=success');
    await request(t.server).get('/billing').set('Accept', 'application/json').expect(401);
  });

  it.each([
    '/workspace/',
    '/workspace',
    '/workspace/keys',
    '/workspace/billing?top-up=7b0e7c0e-4f7e-4a55-9d8c-1c1f3c1d2e3f&result=success',
    '/workspace/usage',
    '/workspace/playground',
  ])('serves the app shell at %s, revalidated on every load, under a strict CSP', async (path) => {
    const res = await request(t.server).get(path).set('Accept', BROWSER_ACCEPT).expect(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    const csp = res.headers['content-security-policy'];
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("style-src 'self'");
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).not.toMatch(/https?:/);
    expect(res.text).toMatch(
      /<script type="module" crossorigin src="\/workspace\/assets\/[\w-]+\.js">/,
    );
  });

  it('has no inline script or style in the shell', () => {
    const html = readFileSync(join(builtDir, 'index.html'), 'utf8');
    expect(html).not.toMatch(/<script(?![^>]*\ssrc=)[^>]*>/);
    expect(html).not.toMatch(/<style|\sstyle=/);
  });

  it('serves hashed assets as immutable for a year, and 404 JSON for anything else', async () => {
    const assets = readdirSync(join(builtDir, 'assets'));
    expect(assets.some((a) => a.endsWith('.js'))).toBe(true);
    for (const asset of assets) {
      const res = await request(t.server).get(`/workspace/assets/${asset}`).expect(200);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
    const missing = await request(t.server).get('/workspace/assets/nothing-here.js').expect(404);
    expect(missing.body).toEqual({ error: 'Not found', code: 'not_found' });
    await request(t.server).get('/workspace/assets/..%2Findex.html').expect(404);
  });
});
