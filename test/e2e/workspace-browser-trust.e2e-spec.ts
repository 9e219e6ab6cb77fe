import { readFileSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import request from 'supertest';
import { grantCredit, uniqueEmail } from '../helpers/accounts.js';
import { fixture } from '../helpers/audio.js';
import { formatUsd } from '../../src/common/money.js';
import { CHROMIUM, haveChromium, screenshotBothLanguages } from '../helpers/browser.js';
import { signedEvent } from '../helpers/stripe-events.js';
import type { TestApp } from '../helpers/test-app.js';
import { serveWorkspace, type ServedWorkspace } from '../helpers/served-workspace.js';

const PASSWORD = 'a-long-password';
/** Any Latin letter: an Arabic page's error must have none (no raw English message). */
const LATIN = /[A-Za-z]/;
/** How the Arabic wording sets a left-to-right run (money, an address) apart. */
const ltr = (text: string) => `\u2066${text}\u2069`;

if (!haveChromium) {
  console.log(`workspace trust test skipped: no chromium at ${CHROMIUM} (npm run setup:system)`);
}

/** An Arabic-speaking customer meeting the server's refusals, a lost session and typed amounts. */
(haveChromium ? describe : describe.skip)('the workspace in Arabic when things go wrong', () => {
  let t: TestApp;
  let served: ServedWorkspace;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let base: string;
  const email = uniqueEmail('trust');

  beforeAll(async () => {
    served = await serveWorkspace();
    ({ t, base, browser } = served);
    context = await browser.newContext({ locale: 'ar', viewport: { width: 1280, height: 800 } });
    // Stripe's hosted Checkout is outside; the customer leaves it without paying.
    await context.route('https://checkout.stripe.com/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>Checkout</title>' }),
    );
    page = await context.newPage();
  });

  afterAll(async () => {
    await served?.close();
  });

  const heading = (name: string) => page.getByRole('heading', { level: 1, name });
  const alertText = async (within: Page = page) => {
    const alert = within.getByRole('alert').first();
    await alert.waitFor();
    return (await alert.textContent())?.trim() ?? '';
  };
  const fillSignIn = async (target: Page, password: string) => {
    await target.getByLabel('البريد الإلكتروني').fill(email);
    await target.getByLabel('كلمة المرور').fill(password);
  };

  it('renders Arabic and Latin with the font it serves itself, under its CSP', async () => {
    const fonts: Array<{ status: number; type: string | null }> = [];
    page.on('response', (response) => {
      if (/\.woff2$/.test(response.url()))
        fonts.push({ status: response.status(), type: response.headers()['content-type'] });
    });
    await page.goto(`${base}/workspace/`);
    await heading('تسجيل الدخول').waitFor();
    const loaded = await page.evaluate<string[]>(
      `document.fonts.ready.then((set) => [...set].filter((f) => f.status === 'loaded').map((f) => f.family))`,
    );
    expect(loaded.some((family) => family.includes('Noto Sans Arabic'))).toBe(true);
    expect(fonts.length).toBeGreaterThan(0);
    expect(fonts.every((f) => f.status === 200 && f.type === 'font/woff2')).toBe(true);
    page.removeAllListeners('response');
  });

  it.each([
    [
      'validation_failed (a short password)',
      async () => {
        await page.goto(`${base}/workspace/`);
        await page.getByRole('button', { name: 'جديد هنا؟ أنشئ حساباً' }).click();
        await fillSignIn(page, 'short');
        await page.getByRole('button', { name: 'إنشاء الحساب' }).click();
      },
      'كلمة المرور من 8 إلى 200 حرف.',
    ],
    [
      'email_taken',
      async () => {
        await fillSignIn(page, PASSWORD);
        await page.getByRole('button', { name: 'إنشاء الحساب' }).click();
        await heading('مفاتيح الواجهة').waitFor();
        await page.getByRole('button', { name: 'تسجيل الخروج' }).click();
        await page.getByRole('button', { name: 'جديد هنا؟ أنشئ حساباً' }).click();
        await fillSignIn(page, PASSWORD);
        await page.getByRole('button', { name: 'إنشاء الحساب' }).click();
      },
      'يوجد حساب بهذا البريد الإلكتروني.',
    ],
    [
      'invalid_credentials',
      async () => {
        await page.getByRole('button', { name: 'لديك حساب؟ سجّل الدخول' }).click();
        await fillSignIn(page, 'a-wrong-password');
        await page.getByRole('button', { name: 'دخول', exact: true }).click();
      },
      'البريد الإلكتروني أو كلمة المرور غير صحيحة.',
    ],
    [
      'insufficient_balance (speaking with no credit)',
      async () => {
        await fillSignIn(page, PASSWORD);
        await page.getByRole('button', { name: 'دخول', exact: true }).click();
        await heading('مفاتيح الواجهة').waitFor();
        await page.goto(`${base}/workspace/playground`);
        await page.getByRole('button', { name: 'انطق' }).click();
      },
      'رصيدك لا يكفي لهذا الطلب. أضف رصيداً من صفحة الفوترة.',
    ],
    [
      'a network failure',
      async () => {
        await page.route('**/tts', (route) => route.abort('connectionrefused'));
        await page.getByRole('button', { name: 'انطق' }).click();
      },
      'تعذّر الوصول إلى الخادم. تحقّق من اتصالك وأعد المحاولة.',
    ],
  ])('shows %s in Arabic, in its own words', async (_label, act, expected) => {
    await act();
    const text = await alertText();
    expect(text).toBe(expected);
    expect(text).not.toMatch(LATIN);
    await page.unroute('**/tts');
  });

  it('sends a page whose session ended elsewhere to sign in, and back to it afterwards', async () => {
    await page.goto(`${base}/workspace/usage`);
    await heading('الاستخدام').waitFor();
    const other = await context.newPage();
    await other.goto(`${base}/workspace/keys`);
    await other.getByRole('button', { name: 'تسجيل الخروج' }).click();
    await other.getByRole('heading', { level: 1, name: 'تسجيل الدخول' }).waitFor();
    await other.close();

    // The first tab, shown again, finds its session gone before any click of its own fails.
    await page.bringToFront();
    await page.evaluate(`window.dispatchEvent(new Event('focus'))`);
    await heading('تسجيل الدخول').waitFor();
    expect(page.url()).toBe(`${base}/workspace/usage`);
    await page.getByText('انتهت جلستك. سجّل الدخول مجدداً لتعود إلى حيث كنت.').waitFor();
    expect(await page.getByRole('navigation').count()).toBe(0);
    expect(await page.getByText(email).count()).toBe(0);

    await fillSignIn(page, PASSWORD);
    await page.getByRole('button', { name: 'دخول', exact: true }).click();
    await heading('الاستخدام').waitFor();
    expect(page.url()).toBe(`${base}/workspace/usage`);
  });

  it.each([
    ['١٠', `ادفع ${ltr('$10.00')} عبر Stripe`],
    ['1,000', `ادفع ${ltr('$1,000.00')} عبر Stripe`],
    ['١٬٢٥٠٫٥', `ادفع ${ltr('$1,250.50')} عبر Stripe`],
    ['abc', 'ادفع عبر Stripe'],
    ['4.99', 'ادفع عبر Stripe'],
  ])('reads the typed amount %p and names it on the button as %p', async (typed, label) => {
    if (!page.url().endsWith('/workspace/billing')) await page.goto(`${base}/workspace/billing`);
    await page.getByLabel('مبلغ آخر (بالدولار)').fill(typed);
    await page.getByRole('button', { name: label, exact: true }).waitFor();
  });

  it('refuses an amount out of bounds in Arabic, without asking the server', async () => {
    await page.getByLabel('مبلغ آخر (بالدولار)').fill('٥٠٠١');
    await page.getByRole('button', { name: 'ادفع عبر Stripe' }).click();
    expect(await alertText()).toBe('مبلغ الشحن بين 5 و5000 دولار');
    expect(t.stripe.sessions).toHaveLength(0);
  });

  it('stops waiting for a Checkout never paid, and shows it expired once Stripe closes it', async () => {
    await page.clock.install();
    await page.getByRole('button', { name: '$10.00', exact: true }).click();
    await page.getByRole('button', { name: `ادفع ${ltr('$10.00')} عبر Stripe` }).click();
    await page.waitForURL(/^https:\/\/checkout\.stripe\.com\//);
    const session = t.stripe.sessions.at(-1)!;
    await page.goto(session.params.get('success_url')!);
    await page.getByText('استلم Stripe الدفعة؛ ننتظر إضافتها إلى رصيدك…').waitFor();
    // Ten minutes on the page's clock: far past how long it keeps checking.
    await page.clock.fastForward('10:00');
    await page.getByText('لم يؤكد Stripe دفعةً لعملية الشحن هذه.', { exact: false }).waitFor();

    const expired = signedEvent('checkout.session.expired', { id: session.id });
    await request(t.server)
      .post('/billing/webhook')
      .set('stripe-signature', expired.signature)
      .set('content-type', 'application/json')
      .send(expired.payload)
      .expect(200);
    await page.getByRole('button', { name: 'تحقّق مجدداً' }).click();
    await page.getByText('انتهت صلاحية صفحة الدفع ولم يُخصم شيء.').waitFor();
    await page.getByRole('cell', { name: 'منتهي' }).waitFor();
  });

  it('shows support credit in the money trail, whose lines sum to the balance', async () => {
    const [{ id }] = await t.db.query<Array<{ id: string }>>(
      'SELECT id FROM accounts WHERE email = $1',
      [email],
    );
    await grantCredit(t, id, 20_000_000);
    await page.goto(`${base}/workspace/billing`);
    const trail = page.getByTestId('money-trail');
    await trail.getByRole('cell', { name: 'رصيد من الدعم' }).waitFor();
    const balance = (await page.getByTestId('balance').textContent())!;
    expect(balance).toBe('$20.00');
    const amounts = await trail.locator('tbody tr td:nth-child(3)').allTextContents();
    const cents = amounts.map(
      (a) => Math.round(Number(a.replace(/[^\d.]/g, '')) * 100) * (a.startsWith('−') ? -1 : 1),
    );
    expect(cents.reduce((sum, c) => sum + c, 0)).toBe(2000);
    expect(await trail.locator('tbody tr').first().locator('td').nth(3).textContent()).toBe(
      balance,
    );
  });

  it.each([
    [1, `حرف واحد: ${ltr('$0.000025')}`],
    [2, `حرفان: ${ltr('$0.00005')}`],
    [3, `3 أحرف: ${ltr('$0.000075')}`],
    [11, `11 حرفاً: ${ltr('$0.000275')}`],
    [100, `100 حرف: ${ltr('$0.0025')}`],
  ])('counts %i characters in their Arabic plural form', async (length, expected) => {
    if (!page.url().endsWith('/workspace/playground'))
      await page.goto(`${base}/workspace/playground`);
    await page.getByRole('textbox', { name: 'النص', exact: true }).fill('ب'.repeat(length));
    expect(await page.getByTestId('tts-cost').textContent()).toBe(expected);
  });

  it('writes English typed in the Arabic text box left to right, its full stop at the end', async () => {
    const box = page.getByRole('textbox', { name: 'النص', exact: true });
    await box.fill('Hello, world.');
    expect(await box.getAttribute('dir')).toBe('ltr');
    await box.fill('«مرحباً» Hello.');
    expect(await box.getAttribute('dir')).toBe('rtl');
  });

  it('shows the playground request as curl with the key elided, and the way to /docs', async () => {
    await page.goto(`${base}/workspace/playground`);
    await page.getByRole('textbox', { name: 'النص', exact: true }).fill('سلام');
    await page.getByText('هذا الطلب من برنامجك (curl)').first().click();
    const command = (await page.getByTestId('curl').first().textContent()) ?? '';
    expect(command).toContain(`curl -X POST '${base}/tts'`);
    expect(command).toContain(`-H 'x-api-key: sk_live_…'`);
    expect(command).toContain('"text":"سلام"');
    expect(command).not.toMatch(/sk_live_[0-9A-Za-z]{8}/);
    const docs = page.getByRole('link', { name: 'مرجع الواجهة (/docs)' }).first();
    expect(await docs.getAttribute('href')).toBe('/docs');
    expect((await page.request.get(`${base}/docs`)).status()).toBe(200);
  });

  it('lets a voice be heard before it is chosen, with its description', async () => {
    await page.goto(`${base}/workspace/playground`);
    await page.getByLabel('الصوت', { exact: true }).selectOption('omar');
    const preview = page.getByTestId('voice-preview');
    expect(await preview.getAttribute('src')).toBe('/tts/voices/omar/preview');
    const player = `document.querySelector('[data-testid="voice-preview"]')`;
    const duration = await page.evaluate<number>(`${player}.play().then(() => ${player}.duration)`);
    expect(duration).toBeGreaterThan(1);
  });

  it('says up front that Arabic speech cannot be recognized here, and shows a transcript’s cost, length, language and subtitles', async () => {
    await page.goto(`${base}/workspace/playground`);
    await page
      .getByText('لا يملك هذا الخادم بعدُ محركاً للتعرّف على الكلام العربي', { exact: false })
      .waitFor();
    const languages = await page.getByLabel('لغة الكلام').locator('option').allTextContents();
    expect(languages).not.toContain('العربية');
    await page
      .getByLabel('ملف صوتي')
      .setInputFiles({ name: 'speech.wav', mimeType: 'audio/wav', buffer: fixture('speech.wav') });
    await page.getByRole('button', { name: 'حوّل إلى نص' }).click();
    const transcript = page.getByTestId('transcript');
    await transcript.waitFor({ timeout: 60_000 });
    const text = (await transcript.textContent()) ?? '';
    expect(text.length).toBeGreaterThan(10);
    const facts = (await page.getByTestId('transcript-facts').textContent()) ?? '';
    expect(facts).toContain(`$${formatUsd(text.length * 25)}`);
    expect(facts).toContain('دقيقة');
    expect(facts).toContain('الإنجليزية');
    const [srt] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'نزّل ملف SRT' }).click(),
    ]);
    expect(srt.suggestedFilename()).toBe('transcript.srt');
    const [vtt] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'نزّل ملف WebVTT' }).click(),
    ]);
    expect(vtt.suggestedFilename()).toBe('transcript.vtt');
    const body = readFileSync(await vtt.path(), 'utf8');
    expect(body).toMatch(/^WEBVTT\n\n00:00:\d\d\.\d{3} --> /);
  });

  it.each([
    ['2026-01-01', '2026-01-31', 31, 'لكل يوم'],
    ['2025-01-01', '2026-06-30', 79, 'لكل أسبوع'],
    ['2023-01-01', '2026-12-31', 48, 'لكل شهر'],
  ])('charts %s to %s as %i bars, %s, with a value axis', async (from, to, bars, title) => {
    if (!page.url().endsWith('/workspace/usage')) await page.goto(`${base}/workspace/usage`);
    await page.getByLabel('من').fill(from);
    await page.getByLabel('إلى').fill(to);
    await page.getByRole('button', { name: 'اعرض' }).click();
    await page.getByRole('heading', { level: 2, name: title }).waitFor();
    expect(await page.locator('svg.chart rect.bar').count()).toBe(bars);
    expect(await page.locator('svg.chart g.tick').count()).toBe(3);
    const labels = await page.locator('svg.chart > g:not(.tick) > text').allTextContents();
    if (from.slice(0, 4) !== to.slice(0, 4))
      expect(labels.every((l) => /20\d\d/.test(l))).toBe(true);
  });

  it('changes the password and closes the account from the account page, in Arabic', async () => {
    await page.goto(`${base}/workspace/account`);
    await heading('الحساب').waitFor();
    await screenshotBothLanguages(page, 'account');
    await page.getByLabel('كلمة المرور الحالية').fill('not-the-password');
    await page.getByLabel('كلمة المرور الجديدة').fill('another-long-password');
    await page.getByRole('button', { name: 'غيّر كلمة المرور' }).click();
    expect(await alertText()).toBe('كلمة المرور الحالية غير صحيحة.');
    await page.getByLabel('كلمة المرور الحالية').fill(PASSWORD);
    await page.getByLabel('كلمة المرور الجديدة').fill('another-long-password');
    await page.getByRole('button', { name: 'غيّر كلمة المرور' }).click();
    await page.getByText('تغيّرت كلمة المرور وانتهت الجلسات الأخرى.').waitFor();

    const close = page.getByRole('button', { name: 'أغلق حسابي' });
    expect(await close.isDisabled()).toBe(true);
    await page.getByLabel(`اكتب ${ltr(email)} للتأكيد`).fill(email);
    await page.getByLabel('كلمة المرور', { exact: true }).fill('another-long-password');
    await close.click();
    await heading('تسجيل الدخول').waitFor();
    expect(page.url()).toBe(`${base}/workspace/`);
    await fillSignIn(page, 'another-long-password');
    await page.getByRole('button', { name: 'دخول', exact: true }).click();
    expect(await alertText()).toBe('البريد الإلكتروني أو كلمة المرور غير صحيحة.');
  });
});
