import { registerAs } from '@nestjs/config';
import { resolve } from 'node:path';
import { loadOrCreateSecret } from '../config/secret-file.js';

export const authConfig = registerAs('auth', () => ({
  jwtSecret:
    process.env.JWT_SECRET ??
    loadOrCreateSecret(resolve(process.env.DATA_DIR ?? './data'), 'jwt-secret'),
  tokenLifetimeSeconds: 12 * 60 * 60,
}));

export type AuthConfig = ReturnType<typeof authConfig>;
