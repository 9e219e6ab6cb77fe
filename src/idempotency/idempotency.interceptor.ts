import {
  type CallHandler,
  type ExecutionContext,
  Injectable,
  Logger,
  type NestInterceptor,
  StreamableFile,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Request, Response } from 'express';
import { catchError, from, mergeMap, type Observable, of, throwError } from 'rxjs';
import type { Principal } from '../common/principal.js';
import { lifetimeOf } from '../common/request-lifetime.js';
import {
  IdempotencyKeyInProgressError,
  IdempotencyKeyReusedError,
  InvalidIdempotencyKeyError,
} from './idempotency.errors.js';
import { IdempotentRequests } from './idempotent-requests.js';
import { ReplyFiles } from './reply-files.js';
import { recordReply, type RecordedReply } from './reply-recorder.js';

/** Set by `@Idempotent({ writesResponse: true })` on routes that write to the response themselves. */
export const WRITES_RESPONSE = Symbol('idempotentRouteWritesResponse');

export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
const VALID_KEY = /^[\x21-\x7e]{1,255}$/;

/**
 * `Idempotency-Key` as Stripe defines it, for a billed or money-moving route: the same
 * key with the same request from the same account within 24 hours gets the first reply
 * again (status, body streamed from where it is kept, cost and format headers,
 * `Idempotency-Replayed: true`) and runs nothing, so it is not
 * charged twice; a different request gets 409, and so does a retry while the first still
 * runs. Only successful replies are kept: after an error, or an answer that did not
 * reach the client, the key is free and a retry runs again. Runs after the guards (it
 * needs the account) and after an upload interceptor placed below it (it needs the file).
 */
@Injectable()
export class IdempotencyInterceptor implements NestInterceptor {
  private readonly logger = new Logger(IdempotencyInterceptor.name);

  constructor(
    private readonly requests: IdempotentRequests,
    private readonly files: ReplyFiles,
    private readonly reflector: Reflector,
  ) {}

  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    const http = context.switchToHttp();
    const req = http.getRequest<Request>();
    const key = req.header(IDEMPOTENCY_KEY_HEADER);
    if (key === undefined) return next.handle();
    if (!VALID_KEY.test(key)) throw new InvalidIdempotencyKeyError();
    const { accountId } = req.user as Principal;

    const admission = await this.requests.admit(accountId, key, await digestOf(req));
    switch (admission.kind) {
      case 'different-request':
        throw new IdempotencyKeyReusedError();
      case 'in-progress':
        throw new IdempotencyKeyInProgressError();
      case 'replay': {
        const body = await this.bodyOf(admission.reply);
        if (!body) {
          await this.requests.forgetLost(accountId, key);
          return this.intercept(context, next);
        }
        return this.replay(context, admission.reply, body);
      }
      case 'run':
        return this.run(req, http.getResponse<Response>(), accountId, key, next);
    }
  }

  /** The kept body as a stream with its length; undefined when its file is gone. */
  private async bodyOf(
    reply: RecordedReply,
  ): Promise<{ stream: Readable; length: number } | undefined> {
    if ('bytes' in reply.body) {
      return { stream: Readable.from([reply.body.bytes]), length: reply.body.bytes.length };
    }
    return this.files.open(reply.body.file);
  }

  /**
   * Sends the kept reply: returned to Nest as a file, or written here for a route that
   * writes its own response (Nest sends nothing such a route returns).
   */
  private async replay(
    context: ExecutionContext,
    reply: RecordedReply,
    body: { stream: Readable; length: number },
  ): Promise<Observable<unknown>> {
    const res = context.switchToHttp().getResponse<Response>();
    res.status(reply.statusCode).setHeader('Idempotency-Replayed', 'true');
    res.set(reply.headers);
    const type = reply.contentType ?? undefined;
    if (!this.reflector.get<boolean>(WRITES_RESPONSE, context.getHandler())) {
      return of(new StreamableFile(body.stream, { type, length: body.length }));
    }
    if (type) res.setHeader('content-type', type);
    res.setHeader('content-length', body.length);
    await pipeline(body.stream, res).catch(() => res.destroy());
    return of(undefined);
  }

  private async run(
    req: Request,
    res: Response,
    accountId: string,
    key: string,
    next: CallHandler,
  ): Promise<Observable<unknown>> {
    const forget = () =>
      this.requests
        .forget(accountId, key)
        .catch((error: unknown) => this.logger.warn(`Idempotency-Key not freed: ${String(error)}`));
    const spool = await this.files.spool();
    recordReply(res, spool, (reply) =>
      (reply ? this.requests.complete(accountId, key, reply) : forget()).catch((error: unknown) =>
        this.logger.warn(`Reply for an Idempotency-Key not kept: ${String(error)}`),
      ),
    );
    const lifetime = lifetimeOf(req);
    lifetime.add(() => (lifetime.delivered ? undefined : Promise.all([forget(), spool.discard()])));
    return next
      .handle()
      .pipe(
        catchError((error: unknown) =>
          from(forget()).pipe(mergeMap(() => throwError(() => error))),
        ),
      );
  }
}

/**
 * The request as far as a retry must repeat it: method, path, body and any uploaded file
 * (in memory, or read back from disk as it streams through the hash).
 */
async function digestOf(req: Request): Promise<string> {
  const hash = createHash('sha256')
    .update(`${req.method} ${req.baseUrl}${req.path}\n`)
    .update(JSON.stringify(req.body ?? null));
  if (req.file) {
    hash.update(`\n${req.file.fieldname}\n`);
    if (req.file.path) {
      for await (const chunk of createReadStream(req.file.path)) hash.update(chunk as Buffer);
    } else {
      hash.update(req.file.buffer);
    }
  }
  return hash.digest('hex');
}
