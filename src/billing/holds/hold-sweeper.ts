import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { LONGEST_REQUEST_MS } from '../../common/request-lifetime.js';
import { ProcessOwner } from '../../instances/process-owner.js';
import { ClusterChores } from '../../queue/cluster-chores.js';
import { CreditHoldRepository } from './credit-hold.repository.js';

/**
 * Releases the credit holds of requests that can no longer end: at start and then every
 * minute, those whose owner process is gone and any older than the longest request. A
 * job's hold is the job's own, closed by the job.
 */
@Injectable()
export class HoldSweeper implements OnModuleInit {
  private readonly logger = new Logger(HoldSweeper.name);

  constructor(
    private readonly holds: CreditHoldRepository,
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
    const released = await this.holds.releaseOrphans(this.owner.id, LONGEST_REQUEST_MS / 1000);
    if (released > 0)
      this.logger.warn(`Released ${released} credit holds left by requests that died`);
    return released;
  }
}
