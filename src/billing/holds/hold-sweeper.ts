import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { LONGEST_REQUEST_MS } from '../../common/request-lifetime.js';
import { ownerIsGone, ProcessOwner } from '../../instances/process-owner.js';
import { ClusterChores } from '../../queue/cluster-chores.js';

/**
 * Releases the credit holds of requests that can no longer end: at start and then every
 * minute, those whose owner process is gone and any older than the longest request. A
 * job's hold is the job's own, closed by the job.
 */
@Injectable()
export class HoldSweeper implements OnModuleInit {
  private readonly logger = new Logger(HoldSweeper.name);

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly owner: ProcessOwner,
    chores: ClusterChores,
  ) {
    chores.register('credit-hold-sweep', '* * * * *', () => this.releaseOrphans());
  }

  async onModuleInit(): Promise<void> {
    await this.releaseOrphans();
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
}
