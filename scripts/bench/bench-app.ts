import { type DynamicModule, Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { getDataSourceToken } from '@nestjs/typeorm';
import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { DataSource } from 'typeorm';
import { ApiKeysModule } from '../../src/api-keys/api-keys.module.js';
import { AppModule } from '../../src/app.module.js';
import { configureApp } from '../../src/app.setup.js';
import { BillingModule } from '../../src/billing/billing.module.js';
import { CreditLedger } from '../../src/billing/credit-ledger.service.js';
import { tuneHeapForServing } from '../../src/common/heap-tuning.js';
import { MICROS_PER_USD } from '../../src/common/money.js';
import { LimitsModule } from '../../src/limits/limits.module.js';
import { SttEnginesModule } from '../../src/stt/stt-engines.module.js';
import { TtsEngineModule } from '../../src/tts/tts-engine.module.js';
import { BenchProbeController } from './bench-probe.controller.js';

/** A $5,000 top-up puts the account in the top concurrency tier (50 requests at once). */
const TOP_TIER_TOP_UP_USD = 5000;

export interface BenchApp {
  app: NestExpressApplication;
  baseUrl: string;
  /** An account in the top concurrency tier with $5,000 of credit, and one of its API keys. */
  account: { id: string; apiKey: string };
  close(): Promise<void>;
}

@Module({})
class BenchRootModule {}

/**
 * Boots the app as main.ts does (same heap tuning, factory options, configureApp, a real
 * listening socket on 127.0.0.1), plus the probe route and the engine modules the parts need, so
 * their services can be timed without HTTP even before their endpoints exist.
 */
export async function startBenchApp(engines: { tts: boolean; stt: boolean }): Promise<BenchApp> {
  tuneHeapForServing();
  const root: DynamicModule = {
    module: BenchRootModule,
    imports: [
      AppModule,
      // What the probe route's @KeyProtected() chain and its credit check need.
      ApiKeysModule,
      BillingModule,
      LimitsModule,
      ...(engines.tts ? [TtsEngineModule] : []),
      ...(engines.stt ? [SttEnginesModule] : []),
    ],
    controllers: [BenchProbeController],
  };
  const app = await NestFactory.create<NestExpressApplication>(root, {
    bufferLogs: true,
    rawBody: true,
    // Throw instead of exiting, so the benchmark still drops its database.
    abortOnError: false,
  });
  configureApp(app);
  await app.listen(0, '127.0.0.1');
  app.getHttpServer().keepAliveTimeout = 65_000;
  const { port } = app.getHttpServer().address() as AddressInfo;
  const baseUrl = `http://127.0.0.1:${port}`;
  const account = await createTopTierAccount(app, baseUrl);
  return { app, baseUrl, account, close: () => app.close() };
}

/** Registers through the API, as a customer would, then credits a top-up through the ledger. */
export async function createTopTierAccount(app: NestExpressApplication, baseUrl: string) {
  const registered = await postJson<{ user: { id: string }; accessToken: string }>(
    `${baseUrl}/auth/register`,
    { email: `bench-${randomUUID()}@example.com`, password: 'bench-password-123' },
  );
  const key = await postJson<{ key: string }>(
    `${baseUrl}/api-keys`,
    { name: 'bench' },
    { authorization: `Bearer ${registered.accessToken}` },
  );
  const accountId = registered.user.id;
  const ledger = app.get(CreditLedger);
  await app
    .get<DataSource>(getDataSourceToken())
    .transaction((tx) =>
      ledger.creditTopUp(tx, accountId, randomUUID(), TOP_TIER_TOP_UP_USD * MICROS_PER_USD),
    );
  return { id: accountId, apiKey: key.key };
}

async function postJson<T>(
  url: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<T> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  if (!response.ok)
    throw new Error(`POST ${url} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}
