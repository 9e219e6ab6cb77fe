import { registerAs } from '@nestjs/config';
import { readEnvironment } from '../config/environment.js';

export const queueConfig = registerAs('queue', () => {
  const env = readEnvironment();
  return {
    role: env.ROLE,
    /** Whether this process takes jobs off the queue (roles `all` and `worker`). */
    runsWorkers: env.ROLE !== 'api',
    concurrency: env.JOB_CONCURRENCY,
  };
});

export type QueueConfig = ReturnType<typeof queueConfig>;
