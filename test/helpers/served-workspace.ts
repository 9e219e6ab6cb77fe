import { rmSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { freePort, launchChromium } from './browser.js';
import { createTestApp, type TestApp } from './test-app.js';
import { buildWorkspace } from './workspace-build.js';

/** The built workspace served by a test app on a loopback port, and a Chromium to visit it. */
export interface ServedWorkspace {
  t: TestApp;
  /** The app's address, which is also its PUBLIC_URL (the sign-in checks Origin against it). */
  base: string;
  browser: Browser;
  close(): Promise<void>;
}

export async function serveWorkspace(): Promise<ServedWorkspace> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const builtDir = await buildWorkspace();
  const t = await createTestApp({ env: { WORKSPACE_DIR: builtDir, PUBLIC_URL: base } });
  await t.app.listen(port, '127.0.0.1');
  const browser = await launchChromium();
  return {
    t,
    base,
    browser,
    async close() {
      await browser.close();
      await t.close();
      rmSync(builtDir, { recursive: true, force: true });
    },
  };
}
