import { afterAll } from '@jest/globals';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * Gives this test file its own temporary directory (os.tmpdir() reads TMPDIR on every
 * call), so checks that nothing is left behind are not confused by suites running in
 * parallel.
 */
export function usePrivateTmpdir(): string {
  const previous = process.env.TMPDIR;
  const dir = mkdtempSync(join(tmpdir(), 'speech-spec-'));
  process.env.TMPDIR = dir;
  afterAll(() => {
    if (previous === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = previous;
    rmSync(dir, { recursive: true, force: true });
  });
  return dir;
}
