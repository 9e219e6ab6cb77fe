import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { ownerIsGone } from '../instances/process-owner.js';
import type { RecordedReply } from './reply-recorder.js';

/** A request kept under its key: the digest it was sent with, and its reply once it has one. */
export interface KeptRequest {
  digest: string;
  /** Null while the request runs. */
  reply: RecordedReply | null;
}

/** The idempotent_requests table: one row per account and key. */
@Injectable()
export class IdempotentRequestRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /**
   * Claims the key for a request run by `owner`, in one statement: a new key, a row older
   * than `replayHours`, or a request whose owner died without a reply is taken over (its
   * reply cleared); a live or kept one is left as it is. Whether this call claimed it.
   */
  async claim(
    accountId: string,
    key: string,
    digest: string,
    owner: number,
    replayHours: number,
  ): Promise<boolean> {
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
      [accountId, key, digest, owner, replayHours],
    );
    return claimed.length > 0;
  }

  /** The request kept under the key; undefined when there is none. */
  async find(accountId: string, key: string): Promise<KeptRequest | undefined> {
    const [row] = await this.db.query<
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
    if (!row) return undefined;
    return {
      digest: row.request_digest,
      reply:
        row.status_code === null
          ? null
          : {
              statusCode: row.status_code,
              contentType: row.content_type,
              headers: row.headers,
              body: row.body_file
                ? { file: row.body_file }
                : { bytes: row.body ?? Buffer.alloc(0) },
            },
    };
  }

  /** Keeps the reply of the request `owner` claimed the key for (nothing if it lost the key). */
  async keepReply(
    accountId: string,
    key: string,
    owner: number,
    reply: RecordedReply,
  ): Promise<void> {
    const { body } = reply;
    await this.db.query(
      `UPDATE idempotent_requests
       SET status_code = $4, content_type = $5, headers = $6, body = $7, body_file = $8
       WHERE account_id = $1 AND key = $2 AND owner = $3`,
      [
        accountId,
        key,
        owner,
        reply.statusCode,
        reply.contentType,
        JSON.stringify(reply.headers),
        'bytes' in body ? body.bytes : null,
        'file' in body ? body.file : null,
      ],
    );
  }

  /** Deletes the key's row if it holds a reply. */
  async deleteReplied(accountId: string, key: string): Promise<void> {
    await this.db.query(
      `DELETE FROM idempotent_requests
       WHERE account_id = $1 AND key = $2 AND status_code IS NOT NULL`,
      [accountId, key],
    );
  }

  /** Deletes the key's row if `owner` holds it. */
  async deleteOwned(accountId: string, key: string, owner: number): Promise<void> {
    await this.db.query(
      `DELETE FROM idempotent_requests WHERE account_id = $1 AND key = $2 AND owner = $3`,
      [accountId, key, owner],
    );
  }

  async deleteOlderThan(hours: number): Promise<void> {
    await this.db.query(
      `DELETE FROM idempotent_requests WHERE created_at < now() - make_interval(hours => $1)`,
      [hours],
    );
  }

  /** The names of the files that kept replies are in. */
  async replyFiles(): Promise<Set<string>> {
    const rows = await this.db.query<Array<{ body_file: string }>>(
      `SELECT body_file FROM idempotent_requests WHERE body_file IS NOT NULL`,
    );
    return new Set(rows.map((row) => row.body_file));
  }
}
