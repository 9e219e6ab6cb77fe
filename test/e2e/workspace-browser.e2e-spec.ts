import type { Browser, Page } from 'playwright-core';
import request from 'supertest';
import { uniqueEmail } from '../helpers/accounts.js';
import { CHROMIUM, haveChromium, screenshotBothLanguages } from '../helpers/browser.js';
import { signedEvent } from '../helpers/stripe-events.js';
import type { TestApp } from '../helpers/test-app.js';
import { serveWorkspace, type ServedWorkspace } from '../helpers/served-workspace.js';

/** The little of the DOM the page functions below touch (the tests compile without DOM types). */
interface PlayerDocument {
  querySelector(selector: string): { currentTime: number };
}

const SAMPLE_TEXT = 'مرحباً بكم في خدمة تحويل النص إلى كلام.';

if (!haveChromium) {
  console.log(`workspace browser test skipped: no chromium at ${CHROMIUM} (npm run setup:system)`);
}

/** A person's way through the workspace, in a real Chromium against the real app. */
(haveChromium ? describe : describe.skip)('the workspace in a browser', () => {
  let t: TestApp;
  let served: ServedWorkspace;
  let browser: Browser;
  let page: Page;
  let base: string;

  beforeAll(async () => {
    served = await serveWorkspace();
    ({ t, base, browser } = served);
    // An Arabic-speaking browser: the workspace starts in Arabic.
    const context = await browser.newContext({
      locale: 'ar-EG',
      viewport: { width: 1200, height: 800 },
    });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: base });
    // Stripe's hosted Checkout is outside; the customer "pays" and Stripe calls the webhook.
    await context.route('https://checkout.stripe.com/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>Checkout</title>' }),
    );
    page = await context.newPage();
  });

  afterAll(async () => {
    await served?.close();
  });

  const heading = (name: string | RegExp) => page.getByRole('heading', { level: 1, name });
  const nav = (name: string) => page.getByRole('navigation').getByRole('link', { name }).click();
  const switchLanguage = () => page.getByRole('button', { name: /^(Language|اللغة):/ }).click();

  it('opens in the browser language, right to left, and switches to English', async () => {
    await page.goto(`${base}/`);
    expect(page.url()).toBe(`${base}/workspace/`);
    await heading('تسجيل الدخول').waitFor();
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    expect(await page.locator('html').getAttribute('lang')).toBe('ar');
    await screenshotBothLanguages(page, 'sign-in');
    await switchLanguage();
    await heading('Sign in').waitFor();
    expect(await page.locator('html').getAttribute('dir')).toBe('ltr');
  });

  it('signs up, showing the API message next to the field it is about', async () => {
    await page.getByRole('button', { name: 'New here? Create an account' }).click();
    const email = uniqueEmail('browser');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('short');
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.getByText('password must be at least 8 characters').waitFor();
    expect(await page.getByLabel('Password').getAttribute('aria-invalid')).toBe('true');
    await page.getByLabel('Password').fill('a-long-password');
    await page.getByRole('button', { name: 'Create account' }).click();
    await heading('API keys').waitFor();
    expect(page.url()).toBe(`${base}/workspace/keys`);
    await page.getByText('No keys yet.', { exact: false }).waitFor();
  });

  it('creates a key, shows it once with a copy button, and revokes it after a confirmation', async () => {
    await page.getByLabel('Key name').fill('laptop');
    await page.getByRole('button', { name: 'Create key' }).first().click();
    const key = (await page.getByTestId('new-key').textContent()) ?? '';
    expect(key).toMatch(/^sk_live_[0-9A-Za-z]{32,}$/);
    await page.getByText('it will not be shown again', { exact: false }).waitFor();
    await page.getByRole('button', { name: 'Copy' }).click();
    expect(await page.evaluate('navigator.clipboard.readText()')).toBe(key);
    await request(t.server).get('/voices/library').set('x-api-key', key).expect(200);
    await screenshotBothLanguages(page, 'keys-created');

    await page.getByRole('button', { name: 'I have saved it' }).click();
    await page.reload();
    await page.getByRole('cell', { name: 'laptop', exact: true }).waitFor();
    expect(await page.content()).not.toContain(key);

    await page.getByRole('button', { name: 'Revoke laptop' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Yes, revoke it' }).click();
    await page.getByText('Revoked', { exact: true }).waitFor();
    await request(t.server).get('/voices/library').set('x-api-key', key).expect(401);
    await screenshotBothLanguages(page, 'keys');
  });

  it('tops up through Checkout and, back on the billing page, waits for the credit and shows it', async () => {
    await nav('Billing');
    await heading('Billing').waitFor();
    expect(await page.getByTestId('balance').textContent()).toBe('$0.00');
    await page.getByText('Top up $50.00 more in total to run 5 requests at once.').waitFor();
    await page.getByLabel('Other amount (USD)').fill('4.99');
    await page.getByRole('button', { name: /^Pay/ }).click();
    await page.getByText('Top-up amount must be between $5 and $5,000').waitFor();
    expect(t.stripe.sessions).toHaveLength(0);

    await page.getByRole('button', { name: '$10.00', exact: true }).click();
    await page.getByRole('button', { name: 'Pay $10.00 with Stripe' }).click();
    await page.waitForURL(/^https:\/\/checkout\.stripe\.com\//);
    const session = t.stripe.sessions.at(-1)!;
    const successUrl = session.params.get('success_url')!;
    const topUpId = session.params.get('client_reference_id')!;
    expect(successUrl).toBe(`${base}/workspace/billing?top-up=${topUpId}&result=success`);

    // Back before the webhook: the page says it is waiting, then sees the credit arrive.
    await page.goto(successUrl);
    await page.getByText('waiting for it to be credited', { exact: false }).waitFor();
    const event = signedEvent('checkout.session.completed', {
      id: session.id,
      payment_status: 'paid',
      amount_total: 1000,
    });
    await request(t.server)
      .post('/billing/webhook')
      .set('stripe-signature', event.signature)
      .set('content-type', 'application/json')
      .send(event.payload)
      .expect(200);
    await page.getByText('$10.00 was added to your credit. Your balance is now $10.00.').waitFor();
    await page.getByTestId('balance').filter({ hasText: '$10.00' }).waitFor();
    await page.getByRole('cell', { name: 'Completed' }).waitFor();
    await screenshotBothLanguages(page, 'billing');
  });

  it('cancels the top-up when the customer comes back by the cancel link, nothing charged', async () => {
    await page.getByRole('button', { name: '$25.00', exact: true }).click();
    await page.getByRole('button', { name: 'Pay $25.00 with Stripe' }).click();
    await page.waitForURL(/^https:\/\/checkout\.stripe\.com\//);
    const cancelUrl = t.stripe.sessions.at(-1)!.params.get('cancel_url')!;
    expect(cancelUrl).toMatch(/\/workspace\/billing\?top-up=[\w-]+&result=cancelled$/);
    await page.goto(cancelUrl);
    await page.getByText('The payment was cancelled; nothing was charged.').waitFor();
    await page.getByRole('cell', { name: 'Cancelled' }).waitFor();
    expect(await page.getByRole('cell', { name: 'Pending' }).count()).toBe(0);
    expect(await page.getByTestId('balance').textContent()).toBe('$10.00');
  });

  it('speaks Arabic in the playground, billed to the account, with audio that plays', async () => {
    await nav('Playground');
    await heading('Playground').waitFor();
    const text = page.getByRole('textbox', { name: 'Text', exact: true });
    expect(await text.getAttribute('dir')).toBe('rtl');
    expect(await text.inputValue()).toBe(SAMPLE_TEXT);
    await page.getByText(`${SAMPLE_TEXT.length} characters: $0.000975`).waitFor();
    await page.getByLabel('Voice').selectOption('omar');
    await page.getByLabel('Dialect').selectOption('egyptian');
    await page.getByRole('button', { name: 'Speak' }).click();
    const audio = page.getByTestId('tts-audio');
    await audio.waitFor();
    // Page code as an expression: the tests compile without the DOM's types.
    const player = `document.querySelector('[data-testid="tts-audio"]')`;
    const duration = await page.evaluate(`${player}.play().then(() => ${player}.duration)`);
    expect(duration).toBeGreaterThan(0);
    // A function, not a string: the page's CSP forbids eval, which string predicates need.
    await page.waitForFunction(
      () =>
        (globalThis as unknown as { document: PlayerDocument }).document.querySelector(
          '[data-testid="tts-audio"]',
        ).currentTime > 0,
    );
    const download = page.getByRole('link', { name: 'Download MP3' });
    expect(await download.getAttribute('download')).toBe('speech.mp3');
    await page.getByText('Balance: $9.999025.', { exact: false }).waitFor();
    await screenshotBothLanguages(page, 'playground');
  });

  it('shows the playground call in usage, with the totals GET /usage gives', async () => {
    await nav('Usage');
    await heading('Usage').waitFor();
    await page.getByTestId('total-requests').filter({ hasText: '1' }).waitFor();
    const today = new Date().toISOString().slice(0, 10);
    const from = new Date(Date.now() - 29 * 86_400_000).toISOString().slice(0, 10);
    const api = await page.evaluate<{
      totals: { requests: number; characters: number; costUsd: string };
    }>(`fetch('/usage?from=${from}&to=${today}').then((r) => r.json())`);
    expect(api.totals).toMatchObject({ requests: 1, characters: SAMPLE_TEXT.length });
    expect(await page.getByTestId('total-characters').textContent()).toBe(
      String(SAMPLE_TEXT.length),
    );
    expect(await page.getByTestId('total-cost').textContent()).toBe(`$${api.totals.costUsd}`);
    const byKey = page.getByTestId('usage-by-key');
    await byKey.getByRole('cell', { name: 'Workspace playground' }).waitFor();
    await page.getByTestId('usage-by-endpoint').getByRole('cell', { name: '/tts' }).waitFor();
    expect(await page.locator('svg.chart rect.bar').count()).toBe(30);
    await screenshotBothLanguages(page, 'usage');
  });

  it('switches to Arabic and back on any page, keeping the choice across a reload', async () => {
    await switchLanguage();
    await heading('الاستخدام').waitFor();
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    await page.reload();
    await heading('الاستخدام').waitFor();
    await switchLanguage();
    await heading('Usage').waitFor();
    expect(await page.locator('html').getAttribute('dir')).toBe('ltr');
  });

  it('signs out, ending the session on the server', async () => {
    await page.getByRole('button', { name: 'Sign out' }).click();
    await heading('Sign in').waitFor();
    const status = await page.evaluate(`fetch('/auth/session').then((r) => r.status)`);
    expect(status).toBe(401);
  });
});
