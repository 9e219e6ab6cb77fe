import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestApp } from '../helpers/test-app.js';

/**
 * A process that made its temp folder the service's way, wrote an upload into it and was
 * killed with SIGKILL before it could remove anything.
 */
async function killedWithAnUpload(tempDir: string): Promise<string> {
  const child = spawn(
    process.execPath,
    [
      '-e',
      `const fs = require('node:fs');
       const dir = require('node:path').join(process.argv[1], 'speech-api-' + process.pid + '-0a1b2c');
       fs.mkdirSync(dir + '/stt-decode-x', { recursive: true });
       fs.writeFileSync(dir + '/stt-decode-x/input.mp3', Buffer.alloc(1024));
       console.log(dir);
       setInterval(() => {}, 1000);`,
      tempDir,
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const [line] = (await once(child.stdout, 'data')) as [Buffer];
  child.kill('SIGKILL');
  await once(child, 'exit');
  return line.toString().trim();
}

/**
 * In the system's temp directory, where the app looks (Jest's sandbox keeps its own copy of
 * the environment, so TMPDIR set here would not reach os.tmpdir()).
 */
describe('temporary files at start', () => {
  const tempDir = tmpdir();
  // The test runner's parent is alive: a folder named after it must stay.
  const alive = join(tempDir, `speech-api-${process.ppid}-0d0e0f`);
  afterAll(() => rmSync(alive, { recursive: true, force: true }));

  it('are removed when their process was killed, and kept while it runs', async () => {
    const left = await killedWithAnUpload(tempDir);
    expect(existsSync(join(left, 'stt-decode-x', 'input.mp3'))).toBe(true);
    mkdirSync(alive);
    writeFileSync(join(alive, 'upload.wav'), Buffer.alloc(16));

    const t = await createTestApp();
    try {
      expect(existsSync(left)).toBe(false);
      expect(existsSync(join(alive, 'upload.wav'))).toBe(true);
    } finally {
      await t.close();
    }
  });
});
