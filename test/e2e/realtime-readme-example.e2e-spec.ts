import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createAccount } from '../helpers/accounts.js';
import { listening } from '../helpers/http-stream.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

const MARKER = '<!-- realtime-example:';

/** The README's Node example, as written there. */
function readmeExample(): string {
  const readme = readFileSync('README.md', 'utf8');
  const after = readme.slice(readme.indexOf(MARKER));
  const block = /```js\n([\s\S]*?)```/.exec(after);
  if (!block) throw new Error('README has no realtime example after its marker');
  return block[1];
}

describe("README's realtime example", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('speaks the token stream over the socket and saves the audio as WAV', async () => {
    const port = await listening(t.server);
    const account = await createAccount(t, 1_000_000);
    // Inside the project, so that its `import 'ws'` finds the package.
    const dir = join('node_modules', '.cache', 'realtime-example');
    mkdirSync(dir, { recursive: true });
    const script = join(dir, 'agent.mjs');
    writeFileSync(script, readmeExample());
    const out = join(tmpdir(), `realtime-example-${process.pid}.wav`);
    const output = await new Promise<string>((resolve, reject) => {
      const child = spawn(process.execPath, [script], {
        env: {
          ...process.env,
          SPEECH_API_URL: `ws://127.0.0.1:${port}`,
          SPEECH_API_KEY: account.apiKey,
          OUT: out,
        },
      });
      let text = '';
      child.stdout.on('data', (chunk: Buffer) => (text += chunk.toString()));
      child.stderr.on('data', (chunk: Buffer) => (text += chunk.toString()));
      child.once('error', reject);
      child.once('close', () => resolve(text));
    });
    try {
      expect(output).toMatch(/^closed 1000 ; \d+\.\d s saved\n$/);
      // Three sentences: several seconds of 16 kHz 16-bit mono after the 44-byte header.
      expect((statSync(out).size - 44) / 32000).toBeGreaterThan(3);
    } finally {
      rmSync(out, { force: true });
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
