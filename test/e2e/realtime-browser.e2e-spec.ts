import type { Browser, Page } from 'playwright-core';
import request from 'supertest';
import { grantCredit, uniqueEmail } from '../helpers/accounts.js';
import { CHROMIUM, haveChromium } from '../helpers/browser.js';
import { realtimeChargesOf, sleep } from '../helpers/realtime-ledger.js';
import type { TestApp } from '../helpers/test-app.js';
import { serveWorkspace, type ServedWorkspace } from '../helpers/served-workspace.js';

if (!haveChromium) {
  console.log(`realtime browser test skipped: no chromium at ${CHROMIUM} (npm run setup:system)`);
}

/** The playground's voice-agent demo, in a real Chromium, over the real socket. */
(haveChromium ? describe : describe.skip)('the agent demo in the playground', () => {
  let t: TestApp;
  let served: ServedWorkspace;
  let browser: Browser;
  let page: Page;
  let base: string;
  let accountId: string;

  beforeAll(async () => {
    served = await serveWorkspace();
    ({ t, base, browser } = served);
    const registered = await request(t.server)
      .post('/auth/session/register')
      .send({ email: uniqueEmail('agent'), password: 'a-long-password' })
      .expect(201);
    accountId = registered.body.user.id as string;
    await grantCredit(t, accountId, 1_000_000);
    const cookie = ([] as string[])
      .concat(registered.headers['set-cookie'] ?? [])
      .find((c) => c.startsWith('workspace_session='))!;
    const [name, value] = cookie.split(';')[0].split('=');
    const context = await browser.newContext({ locale: 'en-US' });
    await context.addCookies([{ name, value, url: base }]);
    page = await context.newPage();
  });

  afterAll(async () => {
    await served?.close();
  });

  it('streams the agent reply over the socket with the session cookie and plays it, billed per sentence', async () => {
    await page.goto(`${base}/workspace/playground`);
    const demo = page.getByTestId('agent-demo');
    await demo.getByRole('heading', { name: 'Type as an agent would' }).waitFor();
    const reply = await demo.getByRole('textbox', { name: 'Agent reply' }).inputValue();
    await demo.getByRole('button', { name: 'Stream the reply' }).click();
    const figures = page.getByTestId('agent-first-audio');
    await figures.waitFor();
    expect(await figures.textContent()).toMatch(/^First audio: \d+ ms/);
    // Enabled again once the server said done and closed.
    await page.waitForFunction(
      () =>
        !(
          globalThis as unknown as {
            document: { querySelector(s: string): { disabled: boolean } };
          }
        ).document.querySelector('[data-testid="agent-demo"] button').disabled,
    );
    await sleep(300);
    const billed = Number((await figures.textContent())!.match(/billed: (\d+)/)![1]);
    // Three sentences, the spaces between them free.
    expect(billed).toBe(reply.length - 2);
    expect(await realtimeChargesOf(t, accountId)).toMatchObject({ characters: billed, count: 3 });
  });
});
