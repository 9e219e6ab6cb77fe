import type { INestApplication, ModuleMetadata } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { Test } from '@nestjs/testing';
import { getDataSourceToken } from '@nestjs/typeorm';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DataSource } from 'typeorm';
import { FakeStripeServer } from './fake-stripe-server.js';

export const STRIPE_WEBHOOK_SECRET = 'whsec_test_secret_for_signatures';

export interface TestApp {
  app: INestApplication;
  server: ReturnType<INestApplication['getHttpServer']>;
  db: DataSource;
  stripe: FakeStripeServer;
  dataDir: string;
  close(): Promise<void>;
}

export interface TestAppOptions {
  /** Environment for this app (undefined removes a variable). */
  env?: Record<string, string | undefined>;
  /** Use the embedded database even when a test server is configured. */
  embedded?: boolean;
  /** Extra controllers/providers, e.g. a probe route or an engine that fails on purpose. */
  extra?: Pick<ModuleMetadata, 'controllers' | 'providers' | 'imports'>;
  /** Replace providers by token, e.g. a speech engine port. */
  overrides?: Array<{ token: unknown; useValue: unknown }>;
}

/**
 * Boots the real AppModule through configureApp, as production does, against the
 * test PostgreSQL (or an embedded one in a temporary DATA_DIR), with Stripe pointed
 * at a local fake.
 */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const dataDir = mkdtempSync(join(tmpdir(), 'speech-api-test-'));
  const stripe = new FakeStripeServer();
  const stripeBase = await stripe.start();
  const env: Record<string, string | undefined> = {
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    DATABASE_URL: options.embedded ? undefined : process.env.TEST_DATABASE_URL,
    JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-signing',
    STRIPE_SECRET_KEY: 'sk_test_fake',
    STRIPE_WEBHOOK_SECRET,
    STRIPE_API_BASE: stripeBase,
    REDIS_URL: undefined,
    ...options.env,
  };
  for (const [name, value] of Object.entries(env)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }

  // Imported after the environment is set: the config module reads it at import.
  const { AppModule } = await import('../../src/app.module.js');
  const { configureApp } = await import('../../src/app.setup.js');

  let builder = Test.createTestingModule({
    imports: [AppModule, ...(options.extra?.imports ?? [])],
    controllers: options.extra?.controllers,
    providers: options.extra?.providers,
  });
  for (const { token, useValue } of options.overrides ?? []) {
    builder = builder.overrideProvider(token).useValue(useValue);
  }
  const moduleRef = await builder.compile();
  const app = moduleRef.createNestApplication<NestExpressApplication>({
    rawBody: true,
    bufferLogs: true,
  });
  configureApp(app);
  await app.init();

  return {
    app,
    server: app.getHttpServer(),
    db: app.get<DataSource>(getDataSourceToken()),
    stripe,
    dataDir,
    close: async () => {
      await app.close();
      await stripe.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
