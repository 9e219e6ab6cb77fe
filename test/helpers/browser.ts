import { existsSync, mkdirSync } from 'node:fs';
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';

/** Debian's chromium, installed by scripts/system-deps.sh. */
export const CHROMIUM = '/usr/bin/chromium';

export const haveChromium = existsSync(CHROMIUM);

export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--no-sandbox',
      '--headless',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      // The test plays the synthesized audio without a click of its own.
      '--autoplay-policy=no-user-gesture-required',
    ],
  });
}

/** A port free on loopback now, for an app whose public URL must be known before it listens. */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as { port: number };
  await new Promise((done) => server.close(done));
  return port;
}

/**
 * With SCREENSHOTS_DIR set (`npm run screenshots`), saves the page in both languages as
 * `<name>-en.png` and `<name>-ar.png`, switching with the page's own button and back.
 */
export async function screenshotBothLanguages(page: Page, name: string): Promise<void> {
  const dir = process.env.SCREENSHOTS_DIR;
  if (!dir) return;
  mkdirSync(resolve(dir), { recursive: true });
  for (let turn = 0; turn < 2; turn++) {
    const lang = await page.locator('html').getAttribute('lang');
    await page.screenshot({ path: join(resolve(dir), `${name}-${lang}.png`), fullPage: true });
    await page.getByRole('button', { name: /^(Language|اللغة):/ }).click();
    await page.waitForFunction(
      (previous) =>
        (globalThis as unknown as { document: { documentElement: { lang: string } } }).document
          .documentElement.lang !== previous,
      lang,
    );
  }
}
