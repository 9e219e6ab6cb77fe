import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { ownerIsGone, ProcessOwner } from '../instances/process-owner.js';
import { ClusterChores } from '../queue/cluster-chores.js';
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
    @InjectDataSource() private readonly db: DataSource,
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
      const claimed = await this.db.query<unknown[]>(
        `INSERT INTO idempotent_requests (account_id, key, request_digest, owner)
         VALUES ($1, $2, $3, $4)
         ON CONFLICT (account_id, key) DO UPDATE SET
           request_digest = EXCLUDED.request_digest, owner = EXCLUDED.owner,
           status_code = NULL, content_type = NULL, body = NULL, body_file = NULL,
           headers = '{}'::jsonb, created_at = now()
         WHERE idempotent_requests.created_at < now() - make_interval(hours => $5)
            OR (idempotent_requests.status_code IS NULL
                AND ${ownerIsGone('idempotent_requests.owner', '$4')})
         RETURNING owner`,
        [accountId, key, digest, this.owner.id, REPLAY_HOURS],
      );
      if (claimed.length > 0) return { kind: 'run' };
      const [held] = await this.db.query<
        Array<{
          request_digest: string;
          status_code: number | null;
          content_type: string | null;
          headers: Record<string, string>;
          body: Buffer | null;
          body_file: string | null;
        }>
      >(
        `SELECT request_digest, status_code, content_type, headers, body, body_file
         FROM idempotent_requests WHERE account_id = $1 AND key = $2`,
        [accountId, key],
      );
      if (!held) continue; // given up between the two statements: claim it again
      if (held.request_digest !== digest) return { kind: 'different-request' };
      if (held.status_code === null) return { kind: 'in-progress' };
      return {
        kind: 'replay',
        reply: {
          statusCode: held.status_code,
          contentType: held.content_type,
          headers: held.headers,
          body: held.body_file ? { file: held.body_file } : { bytes: held.body ?? Buffer.alloc(0) },
        },
      };
    }
  }

  /** Keeps the reply of a request this process ran. */
  async complete(accountId: string, key: string, reply: RecordedReply): Promise<void> {
    const { body } = reply;
    await this.db.query(
      `UPDATE idempotent_requests
       SET status_code = $4, content_type = $5, headers = $6, body = $7, body_file = $8
       WHERE account_id = $1 AND key = $2 AND owner = $3`,
      [
        accountId,
        key,
        this.owner.id,
        reply.statusCode,
        reply.contentType,
        JSON.stringify(reply.headers),
        'bytes' in body ? body.bytes : null,
        'file' in body ? body.file : null,
      ],
    );
  }

  /** Drops a kept reply whose file is gone, so the request runs again as after expiry. */
  async forgetLost(accountId: string, key: string): Promise<void> {
    await this.db.query(
      `DELETE FROM idempotent_requests
       WHERE account_id = $1 AND key = $2 AND status_code IS NOT NULL`,
      [accountId, key],
    );
  }

  /** Frees the key (the request failed or its answer was not delivered): a retry runs again. */
  async forget(accountId: string, key: string): Promise<void> {
    await this.db.query(
      `DELETE FROM idempotent_requests WHERE account_id = $1 AND key = $2 AND owner = $3`,
      [accountId, key, this.owner.id],
    );
  }

  /** Removes expired replies, then the files no kept reply names. */
  private async forgetExpired(): Promise<void> {
    try {
      await this.db.query(
        `DELETE FROM idempotent_requests WHERE created_at < now() - make_interval(hours => $1)`,
        [REPLAY_HOURS],
      );
      const named = await this.db.query<Array<{ body_file: string }>>(
        `SELECT body_file FROM idempotent_requests WHERE body_file IS NOT NULL`,
      );
      await this.files.removeUnlisted(new Set(named.map((row) => row.body_file)), FILE_IDLE_MS);
    } catch (error) {
      this.logger.warn(
        `Expired idempotent replies not removed, retried in an hour: ${String(error)}`,
      );
    }
  }
}
