import { Controller, Get, Inject, Module, Req, Res, type DynamicModule } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { Request, Response } from 'express';
import type { AddressInfo } from 'node:net';
import type { RecordedAnswer } from './bare-server.js';

const ANSWERS = Symbol('ANSWERS');

@Controller()
class RecordedAnswersController {
  constructor(@Inject(ANSWERS) private readonly answers: Map<string, RecordedAnswer>) {}

  @Get('*path')
  answer(@Req() req: Request, @Res() res: Response): void {
    const answer = this.answers.get(req.url);
    if (!answer) {
      res.status(404).end();
      return;
    }
    res.status(answer.status).type(answer.contentType).send(answer.body);
  }
}

@Module({})
class MinimalModule {}

/**
 * The framework's own floor: a Nest app on Express with one controller sending the app's
 * recorded bytes, and nothing else (no middleware, guards, pipes or database). Between
 * it and the bare node:http server lies what Nest and Express cost; above it, our chain.
 */
export async function startMinimalNest(
  answers: readonly RecordedAnswer[],
): Promise<{ baseUrl: string; close(): Promise<void> }> {
  const root: DynamicModule = {
    module: MinimalModule,
    controllers: [RecordedAnswersController],
    providers: [
      { provide: ANSWERS, useValue: new Map(answers.map((answer) => [answer.path, answer])) },
    ],
  };
  const app = await NestFactory.create<NestExpressApplication>(root, { logger: false });
  await app.listen(0, '127.0.0.1');
  app.getHttpServer().keepAliveTimeout = 65_000;
  const { port } = app.getHttpServer().address() as AddressInfo;
  return { baseUrl: `http://127.0.0.1:${port}`, close: () => app.close() };
}
