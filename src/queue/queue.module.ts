import { Module } from '@nestjs/common';
import { ConfigModule } from '@nestjs/config';
import { JobQueue } from './job-queue.js';
import { PgBossJobQueue } from './pg-boss-job-queue.js';
import { queueConfig } from './queue.config.js';

/** The queue of work that outlives requests, and this process's role in running it. */
@Module({
  imports: [ConfigModule.forFeature(queueConfig)],
  providers: [{ provide: JobQueue, useClass: PgBossJobQueue }],
  exports: [JobQueue, ConfigModule],
})
export class QueueModule {}
