import { Module } from '@nestjs/common';
import { ConfigModule } from '@nestjs/config';
import { ClusterChores } from './cluster-chores.js';
import { JobQueue } from './job-queue.js';
import { PgBossJobQueue } from './pg-boss-job-queue.js';
import { queueConfig } from './queue.config.js';

/** The queue of work that outlives requests, cluster chores, and this process's role in running them. */
@Module({
  imports: [ConfigModule.forFeature(queueConfig)],
  providers: [{ provide: JobQueue, useClass: PgBossJobQueue }, ClusterChores],
  exports: [JobQueue, ClusterChores, ConfigModule],
})
export class QueueModule {}
