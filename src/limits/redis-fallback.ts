import { Logger } from '@nestjs/common';

/** After a Redis failure, how long the in-process store serves before Redis is tried again. */
const RETRY_REDIS_AFTER_MS = 5_000;

/**
 * The outage policy for limits shared through Redis: when Redis fails or does not answer
 * within its command timeout, the limits fall back to this process's own counters (each
 * instance then counts alone) with a warning, and Redis is tried again a few seconds
 * later. A request is never refused, nor made to wait, because Redis is down; its money
 * is in PostgreSQL, so nothing is lost.
 */
export class RedisFallback {
  private readonly logger = new Logger('Limits');
  private downUntil = 0;
  private down = false;

  async attempt<T>(viaRedis: () => Promise<T>, inProcess: () => T | Promise<T>): Promise<T> {
    if (Date.now() < this.downUntil) return inProcess();
    try {
      const result = await viaRedis();
      if (this.down) {
        this.down = false;
        this.logger.warn('Redis answers again: limits are shared again');
      }
      return result;
    } catch (error) {
      this.downUntil = Date.now() + RETRY_REDIS_AFTER_MS;
      if (!this.down) {
        this.down = true;
        this.logger.warn(
          `Redis is unreachable (${String(error)}): limits are counted in this process until it answers`,
        );
      }
      return inProcess();
    }
  }
}
