import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { balanceOf, createAccount, type TestAccount } from '../helpers/accounts.js';
import { AppProcess } from '../helpers/app-process.js';
import { createTestApp } from '../helpers/test-app.js';

const CREDIT = 1_000_000;
/** Long enough to render for seconds: the server is killed after its first audio. */
const TEXT = 'مرحباً بكم في خدمة تحويل النص إلى كلام، نقرأ لكم اليوم نشرة الأخبار كاملة. '.repeat(
  60,
);

/** Set by the test command when a PostgreSQL server answers; else only the embedded one runs. */
const DATABASE_URL = process.env.TEST_DATABASE_URL;
const databases = [
  ...(DATABASE_URL ? [['PostgreSQL', DATABASE_URL] as const] : []),
  ['the embedded database', ''] as const,
];

describe.each(databases)('a stream cut by a kill -9 of the server, on %s', (_name, databaseUrl) => {
  let dataDir: string;
  const children: AppProcess[] = [];
  beforeAll(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'speech-api-stream-crash-'));
  });
  afterAll(async () => {
    await Promise.all(children.map((child) => child.kill()));
    rmSync(dataDir, { recursive: true, force: true });
  });

  /** The database as the test app sees it, opened only while no server has it. */
  const withDatabase = async <T>(
    use: (t: Awaited<ReturnType<typeof createTestApp>>) => Promise<T>,
  ) => {
    const t = await createTestApp({ embedded: !databaseUrl, env: { DATA_DIR: dataDir } });
    try {
      return await use(t);
    } finally {
      await t.close();
    }
  };
  const startServer = async () => {
    const child = await AppProcess.start({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl || undefined,
      JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-signing',
      REDIS_URL: undefined,
    });
    children.push(child);
    return child;
  };

  it('is refunded in full: the hold it leaves is given back when the server starts again', async () => {
    const account: TestAccount = await withDatabase((t) => createAccount(t, CREDIT));
    for (let attempt = 0; attempt < 3; attempt++) {
      const server = await startServer();
      const res = await fetch(`${server.baseUrl}/tts/stream`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-api-key': account.apiKey },
        body: JSON.stringify({ text: TEXT.slice(0, 5000), outputFormat: 'pcm_48000' }),
      });
      expect(res.status).toBe(200);
      const reader = res.body!.getReader();
      expect((await reader.read()).value?.length).toBeGreaterThan(0);
      // The rest is not read, so the stream (minutes of 48 kHz audio) cannot end; a second
      // later any charge the server meant to write at its first audio is written.
      await new Promise((resolve) => setTimeout(resolve, 1000));
      await server.kill();
      await reader.read().catch(() => undefined);
    }
    // Once the dead processes' leases lapse (30 s), the next sweep (a chore run every
    // minute) gives their holds back: the running server shows the whole credit again.
    const server = await startServer();
    const deadline = Date.now() + 150_000;
    while ((await spendable(server.baseUrl, account.token)) !== CREDIT && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
    await server.kill();
    expect(await withDatabase((t) => balanceOf(t.db, account.id))).toEqual({
      cached: CREDIT,
      ledger: CREDIT,
    });
  }, 300_000);
});

/** The balance the account's profile shows, which holds in flight lower. */
async function spendable(baseUrl: string, token: string): Promise<number> {
  const res = await fetch(`${baseUrl}/auth/profile`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return ((await res.json()) as { balanceMicros: number }).balanceMicros;
}
