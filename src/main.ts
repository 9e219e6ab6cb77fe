import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { configureApp } from './app.setup.js';
import { AppModule } from './app.module.js';
import { tuneHeapForServing } from './common/heap-tuning.js';
import { appConfig, type AppConfig } from './config/app.config.js';

async function bootstrap(): Promise<void> {
  tuneHeapForServing();
  const app = await NestFactory.create<NestExpressApplication>(AppModule, {
    bufferLogs: true,
    rawBody: true,
  });
  configureApp(app);
  app.enableShutdownHooks();
  const { port } = app.get<AppConfig>(appConfig.KEY);
  await app.listen(port);
  console.log(`Speech API listening on http://localhost:${port} (docs at /docs)`);
}

await bootstrap();
