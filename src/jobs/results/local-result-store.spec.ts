import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AppConfig } from '../../config/app.config.js';
import { LocalResultStore } from './local-result-store.js';

describe('LocalResultStore', () => {
  let dir: string;
  let store: LocalResultStore;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'result-store-'));
    store = new LocalResultStore({ dataDir: join(dir, 'data') } as AppConfig);
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  const key = 'job_0123456789abcdefghijKLMN/input';

  it('adopts a spooled upload: its bytes under the key, the spooled file gone', async () => {
    const upload = join(dir, 'upload.wav');
    writeFileSync(upload, 'RIFF and the rest');
    expect(await store.adopt(key, upload)).toBe('RIFF and the rest'.length);
    expect(existsSync(upload)).toBe(false);
    expect(readFileSync(await store.localPath(key), 'utf8')).toBe('RIFF and the rest');
  });

  it('refuses a key it did not make', async () => {
    await expect(store.adopt('../../etc/passwd', join(dir, 'x'))).rejects.toThrow(
      'Bad job file key',
    );
  });
});
