import { Injectable, Logger } from '@nestjs/common';
import { ProcessOwner } from '../instances/process-owner.js';
import { ClusterChores } from '../queue/cluster-chores.js';
import { IdempotentRequestRepository } from './idempotent-request.repository.js';
import { ReplyFiles } from './reply-files.js';
import type { RecordedReply } from './reply-recorder.js';

/** How long a reply is kept and replayed. */
export const REPLAY_HOURS = 24;

/** Files of replies are removed once no row names them and nothing wrote to them this long. */
const FILE_IDLE_MS = 60 * 60_000;

/** What to do with a request that carries a key. */
export type Admission =
  | { kind: 'run' }
  | { kind: 'replay'; reply: RecordedReply }
  | { kind: 'different-request' }
  | { kind: 'in-progress' };

/**
 * The requests sent with an `Idempotency-Key`, per account and key: the first one runs
 * and its reply is kept for 24 hours (up to 5 MB in its row, larger in a file, see
 * ReplyFiles); the same key again replays it. A request still running belongs to its
 * process; if that process died, the key is free again.
 */
@Injectable()
export class IdempotentRequests {
  private readonly logger = new Logger(IdempotentRequests.name);

  constructor(
    private readonly rows: IdempotentRequestRepository,
    private readonly owner: ProcessOwner,
    private readonly files: ReplyFiles,
    chores: ClusterChores,
  ) {
    // Once a cluster: a killed process leaves the file it was writing, swept the same way.
    chores.register('idempotency-sweep', '17 * * * *', () => this.forgetExpired());
  }

  /** Claims the key for this request, or says why not (and what to answer). */
  async admit(accountId: string, key: string, digest: string): Promise<Admission> {
    for (;;) {
      if (await this.rows.claim(accountId, key, digest, this.owner.id, REPLAY_HOURS)) {
        return { kind: 'run' };
      }
      const kept = await this.rows.find(accountId, key);
      if (!kept) continue; // given up between the two statements: claim it again
      if (kept.digest !== digest) return { kind: 'different-request' };
      if (!kept.reply) return { kind: 'in-progress' };
      return { kind: 'replay', reply: kept.reply };
    }
  }

  /** Keeps the reply of a request this process ran. */
  async complete(accountId: string, key: string, reply: RecordedReply): Promise<void> {
    await this.rows.keepReply(accountId, key, this.owner.id, reply);
  }

  /** Drops a kept reply whose file is gone, so the request runs again as after expiry. */
  async forgetLost(accountId: string, key: string): Promise<void> {
    await this.rows.deleteReplied(accountId, key);
  }

  /** Frees the key (the request failed or its answer was not delivered): a retry runs again. */
  async forget(accountId: string, key: string): Promise<void> {
    await this.rows.deleteOwned(accountId, key, this.owner.id);
  }

  /** Removes expired replies, then the files no kept reply names. */
  private async forgetExpired(): Promise<void> {
    try {
      await this.rows.deleteOlderThan(REPLAY_HOURS);
      await this.files.removeUnlisted(await this.rows.replyFiles(), FILE_IDLE_MS);
    } catch (error) {
      this.logger.warn(
        `Expired idempotent replies not removed, retried in an hour: ${String(error)}`,
      );
    }
  }
}
