import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Replies kept for `Idempotency-Key`: per account and key, a digest of the request, the
 * process running it (while it runs), then the answer's status, type and body for 24 h.
 */
export class IdempotentRequests1795680025406 implements MigrationInterface {
  name = 'IdempotentRequests1795680025406';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE idempotent_requests (
        account_id uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
        key varchar(255) NOT NULL,
        request_digest char(64) NOT NULL,
        owner integer NOT NULL,
        status_code smallint,
        content_type varchar(255),
        body bytea,
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (account_id, key)
      )`);
    await db.query(
      `CREATE INDEX idempotent_requests_created_idx ON idempotent_requests (created_at)`,
    );
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE idempotent_requests`);
  }
}
