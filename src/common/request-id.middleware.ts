import { randomUUID } from 'node:crypto';
import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';

/** A caller's id is echoed only when it is short and plain, so it is safe to log. */
const SANE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

export const REQUEST_ID_HEADER = 'x-request-id';

export function requestIdMiddleware(req: Request, res: Response, next: NextFunction): void {
  const offered = req.header(REQUEST_ID_HEADER);
  const id = offered && SANE_REQUEST_ID.test(offered) ? offered : randomUUID();
  req.id = id;
  res.setHeader(REQUEST_ID_HEADER, id);
  next();
}

/** The id this request was given (and answered with). */
export const RequestId = createParamDecorator((_: unknown, ctx: ExecutionContext): string => {
  return ctx.switchToHttp().getRequest<Request>().id as string;
});
