import 'reflect-metadata';
import { Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { AddressInfo } from 'node:net';
import { AppModule } from '../../src/app.module.js';
import { configureApp } from '../../src/app.setup.js';
import { ChainProbeModule } from './chain-probe.js';

/**
 * The service with the test probe, in a process of its own that a test can kill: the
 * environment comes from the parent; the port it listens on is the first line it prints.
 */
@Module({ imports: [AppModule, ChainProbeModule] })
class ServedModule {}

const app = await NestFactory.create<NestExpressApplication>(ServedModule, {
  rawBody: true,
  bufferLogs: true,
});
configureApp(app);
await app.listen(0, '127.0.0.1');
console.log(`port ${(app.getHttpServer().address() as AddressInfo).port}`);
