import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { JobQueue } from './job-queue.js';
import { queueConfig, type QueueConfig } from './queue.config.js';

interface Chore {
  name: string;
  cron: string;
  run: () => Promise<unknown>;
}

/**
 * Housekeeping that must happen once per cluster, not once per process (sweeping holds
 * of dead processes, forgetting old idempotency keys, expiring job results): each chore
 * is a cron schedule of the queue, which fires it once however many processes share the
 * database, and one worker runs it. Owners register their chores when their module starts.
 */
@Injectable()
export class ClusterChores implements OnApplicationBootstrap {
  private readonly logger = new Logger(ClusterChores.name);
  private readonly chores: Chore[] = [];

  constructor(
    private readonly queue: JobQueue,
    @Inject(queueConfig.KEY) private readonly config: QueueConfig,
  ) {}

  register(name: string, cron: string, run: () => Promise<unknown>): void {
    this.chores.push({ name, cron, run });
  }

  async onApplicationBootstrap(): Promise<void> {
    for (const chore of this.chores) {
      await this.queue.define({
        name: chore.name,
        retryLimit: 1,
        retryDelaySeconds: 60,
        heartbeatSeconds: 60,
      });
      if (!this.config.runsWorkers) continue;
      await this.queue.schedule(chore.name, chore.cron);
      await this.queue.work(chore.name, { concurrency: 1, pollSeconds: 10 }, async () => {
        try {
          await chore.run();
        } catch (error) {
          this.logger.warn(
            `Chore ${chore.name} failed, run again at its next time: ${String(error)}`,
          );
        }
      });
    }
  }
}
