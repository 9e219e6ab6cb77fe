import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';

/**
 * No request runs longer than this: at that age its response is destroyed, which ends
 * its lifetime like any other disconnect. Holds of credit and concurrency slots rely on it
 * to judge what a live process may still be using.
 */
export const LONGEST_REQUEST_MS = 60 * 60_000;

type Disposer = () => unknown;

/**
 * What a request holds (a concurrency slot, a credit hold, a running engine) is given
 * back when the request ends, whichever way it ends: response sent, error, client gone,
 * server timeout. It is bound to the response's `close` by the first middleware, before
 * anything can await, so no ending is missed; what is registered after the end is
 * disposed of at once.
 */
export class RequestLifetime {
  private readonly abort = new AbortController();
  private readonly disposers: Disposer[] = [];
  private endedAs: 'delivered' | 'undelivered' | undefined;

  /** Fires when the request ends without its response having been sent in full. */
  get signal(): AbortSignal {
    return this.abort.signal;
  }

  get ended(): boolean {
    return this.endedAs !== undefined;
  }

  /** Whether the response was handed to the client in full (known once ended). */
  get delivered(): boolean {
    return this.endedAs === 'delivered';
  }

  /** Runs `dispose` when the request ends, or now if it already has. */
  add(dispose: Disposer): void {
    if (this.ended) runQuietly(dispose);
    else this.disposers.push(dispose);
  }

  end(delivered: boolean): void {
    if (this.ended) return;
    this.endedAs = delivered ? 'delivered' : 'undelivered';
    if (!delivered) this.abort.abort();
    for (const dispose of this.disposers.splice(0)) runQuietly(dispose);
  }
}

/** A disposer's failure must not stop the others; each logs its own trouble. */
function runQuietly(dispose: Disposer): void {
  try {
    void Promise.resolve(dispose()).catch(() => undefined);
  } catch {
    // Nothing to do: the disposer reports its own failures.
  }
}

const LIFETIME = Symbol('requestLifetime');
type WithLifetime = Request & { [LIFETIME]?: RequestLifetime };

/** The first middleware: gives the request its lifetime and binds it to the response. */
export function requestLifetimeMiddleware(req: Request, res: Response, next: NextFunction): void {
  const lifetime = new RequestLifetime();
  (req as WithLifetime)[LIFETIME] = lifetime;
  const end = () => {
    clearTimeout(deadline);
    lifetime.end(res.writableFinished);
  };
  const deadline = setTimeout(() => res.destroy(), LONGEST_REQUEST_MS).unref();
  res.once('close', end);
  if (res.closed || req.socket.destroyed) end();
  next();
}

export function lifetimeOf(req: Request): RequestLifetime {
  const lifetime = (req as WithLifetime)[LIFETIME];
  if (!lifetime) throw new Error('requestLifetimeMiddleware must run before the routes');
  return lifetime;
}

/** The lifetime of the request being handled. */
export const CurrentLifetime = createParamDecorator(
  (_: unknown, ctx: ExecutionContext): RequestLifetime =>
    lifetimeOf(ctx.switchToHttp().getRequest<Request>()),
);
