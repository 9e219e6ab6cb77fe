import { registerAs } from '@nestjs/config';
import { resolve } from 'node:path';
import { readEnvironment } from '../config/environment.js';
import { loadOrCreateSecret } from '../config/secret-file.js';

export const authConfig = registerAs('auth', () => {
  const env = readEnvironment();
  return {
    jwtSecret: env.JWT_SECRET ?? loadOrCreateSecret(resolve(env.DATA_DIR), 'jwt-secret'),
    tokenLifetimeSeconds: 12 * 60 * 60,
  };
});

export type AuthConfig = ReturnType<typeof authConfig>;
