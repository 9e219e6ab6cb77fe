import { Module } from '@nestjs/common';
import { ConfigModule } from '@nestjs/config';
import { ApiKeysModule } from '../api-keys/api-keys.module.js';
import { BillingModule } from '../billing/billing.module.js';
import { CreditHoldsModule } from '../billing/holds/credit-holds.module.js';
import { IdempotencyModule } from '../idempotency/idempotency.module.js';
import { LimitsModule } from '../limits/limits.module.js';
import { QueueModule } from '../queue/queue.module.js';
import { SttEnginesModule } from '../stt/stt-engines.module.js';
import { TtsModule } from '../tts/tts.module.js';
import { WebhooksModule } from '../webhooks/webhooks.module.js';
import { JobFilesSweeper } from './job-files-sweeper.js';
import { JobProcessor } from './job-processor.js';
import { JobRunner } from './job-runner.js';
import { JobsController } from './jobs.controller.js';
import { jobsConfig } from './jobs.config.js';
import { JobsRepository } from './jobs.repository.js';
import { JobsService } from './jobs.service.js';
import { LocalResultStore } from './results/local-result-store.js';
import { ResultStore } from './results/result-store.js';
import { SttJobs } from './stt/stt-jobs.js';
import { SttJobsController } from './stt/stt-jobs.controller.js';
import { TtsJobs } from './tts/tts-jobs.js';
import { TtsJobsController } from './tts/tts-jobs.controller.js';

/** Speech jobs: submit, read, cancel, results; and, in worker roles, running them. */
@Module({
  imports: [
    ConfigModule.forFeature(jobsConfig),
    QueueModule,
    BillingModule,
    CreditHoldsModule,
    ApiKeysModule,
    LimitsModule,
    IdempotencyModule,
    TtsModule,
    SttEnginesModule,
    WebhooksModule,
  ],
  controllers: [JobsController, TtsJobsController, SttJobsController],
  providers: [
    JobsRepository,
    JobsService,
    JobProcessor,
    JobRunner,
    JobFilesSweeper,
    TtsJobs,
    SttJobs,
    { provide: ResultStore, useClass: LocalResultStore },
  ],
})
export class JobsModule {}
