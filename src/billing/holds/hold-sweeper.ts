import { Injectable, Logger, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { LONGEST_REQUEST_MS } from '../../common/request-lifetime.js';
import { ownerIsGone, ProcessOwner } from '../../instances/process-owner.js';

/** How often holds of dead owners are looked for (and this owner's lock checked). */
const SWEEP_EVERY_MS = 60_000;

/**
 * Releases the credit holds of requests that can no longer end: at start and then every
 * minute, those whose owner process is gone and any older than the longest request. A
 * job's hold is the job's own, closed by the job.
 */
@Injectable()
export class HoldSweeper implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger(HoldSweeper.name);
  private sweeper?: NodeJS.Timeout;

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly owner: ProcessOwner,
  ) {}

  async onModuleInit(): Promise<void> {
    await this.releaseOrphans();
    this.sweeper = setInterval(() => void this.sweep(), SWEEP_EVERY_MS).unref();
  }

  onApplicationShutdown(): void {
    clearInterval(this.sweeper);
  }

  /** Releases orphaned holds in one statement; returns how many. */
  async releaseOrphans(): Promise<number> {
    const rows = await this.db.query<Array<{ holds: string }>>(
      `WITH released AS (
         DELETE FROM credit_holds h
         WHERE h.job_id IS NULL
           AND (h.created_at < now() - make_interval(secs => $2) OR ${ownerIsGone('h.owner', '$1')})
         RETURNING account_id, amount_micros
       ), by_account AS (
         SELECT account_id, sum(amount_micros) AS amount, count(*) AS holds
         FROM released GROUP BY account_id
       ), balanced AS (
         UPDATE credit_balances b SET held_micros = b.held_micros - a.amount
         FROM by_account a WHERE b.account_id = a.account_id
         RETURNING a.holds
       )
       SELECT COALESCE(sum(holds), 0) AS holds FROM balanced`,
      [this.owner.id, LONGEST_REQUEST_MS / 1000],
    );
    const released = Number(rows[0].holds);
    if (released > 0)
      this.logger.warn(`Released ${released} credit holds left by requests that died`);
    return released;
  }

  private async sweep(): Promise<void> {
    try {
      await this.owner.keepLock();
      await this.releaseOrphans();
    } catch (error) {
      this.logger.warn(`Credit hold sweep failed, retried in a minute: ${String(error)}`);
    }
  }
}
