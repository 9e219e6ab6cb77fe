import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Browser, Page } from 'playwright-core';
import { chargeCredit, grantCredit } from '../helpers/accounts.js';
import { CHROMIUM, haveChromium } from '../helpers/browser.js';
import type { TestApp } from '../helpers/test-app.js';
import { serveWorkspace, type ServedWorkspace } from '../helpers/served-workspace.js';
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';

const AXE_SOURCE = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);
const PHONE = { width: 390, height: 844 };
const PAGES = ['keys', 'billing', 'usage', 'playground', 'account'] as const;
/** Longer than a phone is wide: the header must wrap it, not scroll. */
const longEmail = (lang: string) =>
  `a-customer-with-a-rather-long-address-${lang}-${Date.now()}@subdomain.example.com`;

interface AxeViolation {
  id: string;
  impact: string | null;
  nodes: Array<{ target: string[] }>;
}

if (!haveChromium) {
  console.log(`workspace phone test skipped: no chromium at ${CHROMIUM} (npm run setup:system)`);
}

/** Every page at 390 px wide, in both languages: nothing scrolls sideways, nothing serious to axe. */
(haveChromium ? describe : describe.skip)('the workspace on a phone', () => {
  let t: TestApp;
  let served: ServedWorkspace;
  let browser: Browser;
  let base: string;

  beforeAll(async () => {
    served = await serveWorkspace();
    ({ t, base, browser } = served);
  });

  afterAll(async () => {
    await served?.close();
  });

  /** Page width against content width, and axe's serious and critical findings. */
  async function check(page: Page) {
    const widths = await page.evaluate<{ scroll: number; client: number }>(
      `({ scroll: document.documentElement.scrollWidth, client: document.documentElement.clientWidth })`,
    );
    // Evaluated by the browser's debugger protocol, which the page's CSP does not govern.
    await page.evaluate(AXE_SOURCE);
    const violations = await page.evaluate<AxeViolation[]>(
      `axe.run(document, { resultTypes: ['violations'] }).then((r) => r.violations)`,
    );
    const serious = violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    return { widths, serious };
  }

  async function screenshot(page: Page, name: string, lang: string) {
    const dir = process.env.SCREENSHOTS_DIR;
    if (!dir) return;
    mkdirSync(resolve(dir), { recursive: true });
    await page.screenshot({
      path: join(resolve(dir), `${name}-${lang}-phone.png`),
      fullPage: true,
    });
  }

  it.each(['ar', 'en'])(
    'fits every page in %s on a 390 px screen, with no serious axe finding',
    async (lang) => {
      const context = await browser.newContext({ locale: lang, viewport: PHONE });
      const page = await context.newPage();
      await page.goto(`${base}/workspace/`);
      await page.getByRole('heading', { level: 1 }).waitFor();
      const signIn = await check(page);
      expect(signIn.widths.scroll).toBeLessThanOrEqual(signIn.widths.client);
      expect(signIn.serious).toEqual([]);
      await screenshot(page, 'sign-in', lang);

      const email = longEmail(lang);
      const registered = await context.request.post(`${base}/auth/session/register`, {
        data: { email, password: 'a-long-password' },
      });
      expect(registered.status()).toBe(201);
      const { user, csrfToken } = (await registered.json()) as {
        user: { id: string };
        csrfToken: string;
      };
      const key = await context.request.post(`${base}/api-keys`, {
        data: { name: 'a key with a long name for the nightly build server' },
        headers: { 'x-csrf-token': csrfToken },
      });
      expect(key.status()).toBe(201);
      const { id: apiKeyId } = (await key.json()) as { id: string };
      await grantCredit(t, user.id, 20_000_000);
      await chargeCredit(
        t,
        { accountId: user.id, apiKeyId, endpoint: '/tts', characters: 40 },
        1000,
      );

      for (const name of PAGES) {
        await page.goto(`${base}/workspace/${name}`);
        await page.getByRole('heading', { level: 1 }).waitFor();
        await page.getByText(email, { exact: true }).waitFor();
        // Tables and charts are drawn once their data arrives.
        await page.waitForLoadState('networkidle');
        const { widths, serious } = await check(page);
        expect({ name, ...widths, fits: widths.scroll <= widths.client }).toMatchObject({
          name,
          fits: true,
        });
        expect({ name, serious }).toEqual({ name, serious: [] });
        await screenshot(page, name, lang);
      }
      await context.close();
    },
  );
});
