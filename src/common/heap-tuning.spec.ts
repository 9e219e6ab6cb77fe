import { readFileSync } from 'node:fs';
import { SERVICE_NODE_FLAGS } from './heap-tuning.js';

const ROOT = new URL('../../', import.meta.url);
const read = (file: string) => readFileSync(new URL(file, ROOT), 'utf8');

/** The flags act only on the command line: every way the service is started must carry them. */
describe('SERVICE_NODE_FLAGS', () => {
  const scripts = (JSON.parse(read('package.json')) as { scripts: Record<string, string> }).scripts;

  it.each(['start', 'worker'])('npm run %s starts main.js with them', (name) => {
    expect(scripts[name]).toContain(`node ${SERVICE_NODE_FLAGS.join(' ')} dist/src/main.js`);
  });

  it('the benchmark, which serves the app in its own process, runs with them too', () => {
    expect(scripts.bench).toContain(`node --expose-gc ${SERVICE_NODE_FLAGS.join(' ')} dist/`);
  });

  it("the image's CMD starts main.js with them", () => {
    const cmd = /^CMD (\[.*\])$/m.exec(read('Dockerfile'))?.[1];
    expect(JSON.parse(cmd!)).toEqual(['node', ...SERVICE_NODE_FLAGS, 'dist/src/main.js']);
  });
});
