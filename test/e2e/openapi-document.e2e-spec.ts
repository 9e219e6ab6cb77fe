import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import openapiTS, { astToString } from 'openapi-typescript';
import { format, resolveConfig } from 'prettier';
import request from 'supertest';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

const ROOT = join(import.meta.dirname, '..', '..');
const DOCUMENT = join(ROOT, 'openapi.json');
const TYPES = join(ROOT, 'web', 'src', 'api-types.generated.ts');
const HEADER =
  '// Generated from openapi.json by `npm run openapi` (openapi-typescript): do not edit.\n\n';

/** The web client's types, as `npm run openapi` writes them from the document. */
async function typesFor(document: unknown): Promise<string> {
  const source = HEADER + astToString(await openapiTS(document as Parameters<typeof openapiTS>[0]));
  return format(source, { ...(await resolveConfig(TYPES)), filepath: TYPES });
}

/**
 * The committed OpenAPI document is the one the server serves, and the web client's types
 * are generated from it. With OPENAPI_WRITE set (`npm run openapi`), both are written anew.
 */
describe('the committed OpenAPI document and the web types', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('matches what GET /docs-json serves, and the types generated from it (npm run openapi)', async () => {
    const served: unknown = (await request(t.server).get('/docs-json').expect(200)).body;
    const document = `${JSON.stringify(served, null, 2)}\n`;
    const types = await typesFor(served);
    if (process.env.OPENAPI_WRITE) {
      writeFileSync(DOCUMENT, document);
      writeFileSync(TYPES, types);
    }
    expect(readFileSync(DOCUMENT, 'utf8')).toBe(document);
    expect(readFileSync(TYPES, 'utf8')).toBe(types);
  });
});
