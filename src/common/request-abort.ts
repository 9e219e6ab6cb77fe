import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { Request, Response } from 'express';

/**
 * An AbortSignal that fires when the client goes away before the answer is sent,
 * so engines stop working (and the caller is refunded) for nobody.
 */
export const ClientAbortSignal = createParamDecorator(
  (_: unknown, ctx: ExecutionContext): AbortSignal => {
    const http = ctx.switchToHttp();
    const req = http.getRequest<Request>();
    const res = http.getResponse<Response>();
    const controller = new AbortController();
    res.on('close', () => {
      if (!res.writableFinished) controller.abort();
    });
    req.on('aborted', () => controller.abort());
    return controller.signal;
  },
);
