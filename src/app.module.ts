import { Module } from '@nestjs/common';
import { ConfigModule } from '@nestjs/config';
import { AccountModule } from './account/account.module.js';
import { ApiKeysModule } from './api-keys/api-keys.module.js';
import { AuthModule } from './auth/auth.module.js';
import { BillingModule } from './billing/billing.module.js';
import { SignInCountersModule } from './limits/sign-in-counters.module.js';
import { appConfig } from './config/app.config.js';
import { assertValidEnvironment } from './config/environment.js';
import { DatabaseModule } from './database/database.module.js';
import { HealthModule } from './health/health.module.js';
import { JobsModule } from './jobs/jobs.module.js';
import { PronunciationDictionariesModule } from './pronunciation/pronunciation-dictionaries.module.js';
import { RealtimeModule } from './realtime/realtime.module.js';
import { SttModule } from './stt/stt.module.js';
import { TtsModule } from './tts/tts.module.js';
import { UsageModule } from './usage/usage.module.js';
import { VoicesModule } from './voices/voices.module.js';
import { WebhooksModule } from './webhooks/webhooks.module.js';
import { WorkspaceModule } from './workspace/workspace.module.js';

@Module({
  imports: [
    ConfigModule.forRoot({
      isGlobal: true,
      load: [appConfig],
      validate: assertValidEnvironment,
      cache: true,
    }),
    DatabaseModule,
    AuthModule.withPortsFrom(BillingModule, SignInCountersModule),
    ApiKeysModule,
    AccountModule,
    BillingModule,
    UsageModule,
    VoicesModule,
    PronunciationDictionariesModule,
    TtsModule,
    RealtimeModule,
    SttModule,
    JobsModule,
    WebhooksModule,
    HealthModule,
    WorkspaceModule,
  ],
})
export class AppModule {}
