import { registerAs } from '@nestjs/config';
import { resolve } from 'node:path';
import { readEnvironment } from './environment.js';

export const API_NAME = 'Speech API';
export const API_VERSION = '1.0.0';

export const appConfig = registerAs('app', () => {
  const env = readEnvironment();
  return {
    nodeEnv: env.NODE_ENV,
    port: env.PORT,
    dataDir: resolve(env.DATA_DIR),
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, ''),
    logLevel: env.LOG_LEVEL ?? (env.NODE_ENV === 'test' ? 'silent' : 'info'),
    /** Express's `trust proxy`: false (none) unless TRUSTED_PROXIES lists some. */
    trustedProxies: env.TRUSTED_PROXIES.length > 0 ? env.TRUSTED_PROXIES : false,
  };
});

export type AppConfig = ReturnType<typeof appConfig>;
