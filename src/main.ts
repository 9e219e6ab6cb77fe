import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { configureApp } from './app.setup.js';
import { AppModule } from './app.module.js';
import { tuneHeapForServing } from './common/heap-tuning.js';
import { PinoNestLogger } from './common/logging/pino-nest-logger.js';
import { createLogger } from './common/logging/request-logging.js';
import { appConfig, type AppConfig } from './config/app.config.js';
import { readEnvironment } from './config/environment.js';

/** ROLE=api or all: the HTTP API (with `all`, job workers in the same process). */
async function serveApi(): Promise<void> {
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

/** ROLE=worker: the same build with no HTTP server, taking jobs off the queue. */
async function runWorker(): Promise<void> {
  const app = await NestFactory.createApplicationContext(AppModule, { bufferLogs: true });
  app.useLogger(new PinoNestLogger(createLogger(app.get<AppConfig>(appConfig.KEY).logLevel)));
  app.enableShutdownHooks();
  await app.init();
  console.log('Speech API worker taking jobs');
}

await (readEnvironment().ROLE === 'worker' ? runWorker() : serveApi());
