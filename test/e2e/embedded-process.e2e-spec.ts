import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { uniqueEmail } from '../helpers/accounts.js';
import { buildServer, runCli, startServer, type ServerProcess } from '../helpers/server-process.js';

const PASSWORD = 'password-123';
const CRASHES = 3;

/**
 * The embedded default as users run it: `node dist/src/main.js` on a DATA_DIR with no
 * DATABASE_URL, killed and restarted for real, with the support CLI beside it.
 */
describe('the embedded database in a real server process', () => {
  let dataDir: string;
  let server: ServerProcess | undefined;
  let env: Record<string, string>;

  beforeAll(async () => {
    await buildServer();
  }, 300_000);
  beforeEach(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'speech-api-process-'));
    env = {
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-signing',
    };
  });
  afterEach(async () => {
    await server?.stop();
    server = undefined;
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('keeps committed data and answers the first request after each SIGKILL mid-request', async () => {
    server = await startServer(env);
    const committed: string[] = [];
    for (let crash = 1; crash <= CRASHES; crash++) {
      const email = uniqueEmail(`crash${crash}`);
      expect((await register(server, email)).status).toBe(201);
      committed.push(email);

      // Registrations in flight (each an argon2 hash and an insert) when the group dies.
      const inFlight = Array.from({ length: 10 }, () =>
        register(server!, uniqueEmail('in-flight')).catch(() => undefined),
      );
      await new Promise((resolve) => setTimeout(resolve, 30 * crash));
      await server.killGroup();
      await Promise.all(inFlight);

      server = await startServer(env);
      // The very first request after the restart: a login that reads the database.
      const first = await login(server, committed[0]);
      expect({ status: first.status, output: first.status === 200 ? '' : server.output() }).toEqual(
        { status: 200, output: '' },
      );
      for (const email of committed) expect((await login(server, email)).status).toBe(200);
    }
  }, 600_000);

  it('grants credit through a busy running server, every time, and leaves its address in place', async () => {
    server = await startServer(env);
    const email = uniqueEmail('grant');
    const { accessToken } = (await (await register(server, email)).json()) as {
      accessToken: string;
    };
    const balance = async () => {
      const profile = await fetch(`${server!.baseUrl}/auth/profile`, {
        headers: { authorization: `Bearer ${accessToken}` },
      });
      return ((await profile.json()) as { balanceUsd: string }).balanceUsd;
    };

    for (const expected of ['5.00', '10.00']) {
      // The server keeps its connections busy while support runs the CLI beside it.
      const traffic = keepBusy(server);
      const cli = await runCli(['grant-credit', email, '5'], env);
      await traffic.stop();
      expect({ code: cli.code, stderr: cli.stderr }).toEqual({ code: 0, stderr: '' });
      expect(cli.stdout).toContain(`Granted $5.00 to ${email}; balance $${expected}.`);
      expect(await balance()).toBe(expected);
      expect(existsSync(join(dataDir, 'embedded-postgres.json'))).toBe(true);
    }
  }, 300_000);
});

/** Health checks (a query each) back to back, until stopped. */
function keepBusy(server: ServerProcess): { stop(): Promise<void> } {
  let running = true;
  const loop = (async () => {
    while (running) await fetch(`${server.baseUrl}/health`).catch(() => undefined);
  })();
  return {
    stop: async () => {
      running = false;
      await loop;
    },
  };
}

function register(server: ServerProcess, email: string): Promise<Response> {
  return post(server, '/auth/register', { email, password: PASSWORD });
}

function login(server: ServerProcess, email: string): Promise<Response> {
  return post(server, '/auth/login', { email, password: PASSWORD });
}

function post(server: ServerProcess, path: string, body: unknown): Promise<Response> {
  return fetch(`${server.baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}
