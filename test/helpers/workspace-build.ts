import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * Builds the browser workspace (web/) into a fresh temporary directory, as `npm run build`
 * does into dist/web, and returns it for the app's WORKSPACE_DIR. Each suite gets its own
 * directory, so suites running side by side never share a half-written build.
 */
export async function buildWorkspace(): Promise<string> {
  const outDir = mkdtempSync(join(tmpdir(), 'speech-api-workspace-'));
  const args = [
    'node_modules/vite/bin/vite.js',
    'build',
    '--config',
    'web/vite.config.ts',
    '--outDir',
    outDir,
    '--emptyOutDir',
    '--logLevel',
    'warn',
  ];
  await new Promise<void>((resolve, reject) => {
    const child = spawn(process.execPath, args, { stdio: ['ignore', 'inherit', 'inherit'] });
    child.once('error', reject);
    child.once('close', (code) =>
      code === 0 ? resolve() : reject(new Error(`vite build exited with ${code}`)),
    );
  });
  return outDir;
}
