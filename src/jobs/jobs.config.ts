import { registerAs } from '@nestjs/config';
import { readEnvironment } from '../config/environment.js';

export const jobsConfig = registerAs('jobs', () => {
  const env = readEnvironment();
  return { resultTtlHours: env.JOB_RESULT_TTL_HOURS };
});

export type JobsConfig = ReturnType<typeof jobsConfig>;
