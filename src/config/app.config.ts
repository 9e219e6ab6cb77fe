import { registerAs } from '@nestjs/config';
import { resolve } from 'node:path';

export const API_NAME = 'Speech API';
export const API_VERSION = '1.0.0';

export const appConfig = registerAs('app', () => {
  const port = Number(process.env.PORT ?? 3000);
  return {
    nodeEnv: process.env.NODE_ENV ?? 'development',
    port,
    dataDir: resolve(process.env.DATA_DIR ?? './data'),
    publicUrl: (process.env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/+$/, ''),
    logLevel: process.env.LOG_LEVEL ?? (process.env.NODE_ENV === 'test' ? 'silent' : 'info'),
  };
});

export type AppConfig = ReturnType<typeof appConfig>;
