import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Speech jobs: work that outlives the request that asked for it. A job owns its credit
 * hold (no process does: the hold lasts as long as the job, whichever worker runs it),
 * and its charge carries the job id in `request_id`, unique among job charges, so a job
 * run again after its worker died is never charged twice. The queue's own tables are
 * pg-boss's, in its schema, created and upgraded by pg-boss itself.
 */
export class Jobs1795690000000 implements MigrationInterface {
  name = 'Jobs1795690000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE jobs (
        id varchar(28) PRIMARY KEY,
        account_id uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
        api_key_id uuid REFERENCES api_keys (id) ON DELETE SET NULL,
        type varchar(8) NOT NULL CHECK (type IN ('tts', 'stt')),
        status varchar(16) NOT NULL DEFAULT 'queued'
          CHECK (status IN ('queued', 'running', 'succeeded', 'failed', 'canceled')),
        progress real NOT NULL DEFAULT 0 CHECK (progress BETWEEN 0 AND 1),
        request jsonb NOT NULL,
        metadata jsonb NOT NULL DEFAULT '{}',
        characters integer NOT NULL DEFAULT 0,
        cost_micros bigint NOT NULL DEFAULT 0,
        duration_seconds double precision,
        error varchar(1000),
        result jsonb,
        result_expires_at timestamptz,
        request_id varchar(128),
        created_at timestamptz NOT NULL DEFAULT now(),
        started_at timestamptz,
        finished_at timestamptz
      )`);
    await db.query(
      `CREATE INDEX jobs_account_created_idx ON jobs (account_id, created_at DESC, id DESC)`,
    );
    await db.query(
      `CREATE INDEX jobs_unfinished_idx ON jobs (account_id) WHERE status IN ('queued', 'running')`,
    );
    await db.query(
      `CREATE INDEX jobs_result_expiry_idx ON jobs (result_expires_at) WHERE result IS NOT NULL`,
    );
    await db.query(`ALTER TABLE credit_holds ALTER COLUMN owner DROP NOT NULL`);
    await db.query(
      `ALTER TABLE credit_holds ADD COLUMN job_id varchar(28) UNIQUE REFERENCES jobs (id) DEFERRABLE INITIALLY DEFERRED`,
    );
    await db.query(
      `ALTER TABLE credit_holds ADD CONSTRAINT credit_holds_one_owner CHECK ((owner IS NULL) <> (job_id IS NULL))`,
    );
    await db.query(
      `CREATE UNIQUE INDEX ledger_entries_job_charge_idx ON ledger_entries (request_id)
       WHERE kind = 'charge' AND endpoint IN ('/tts/jobs', '/stt/jobs')`,
    );
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP INDEX ledger_entries_job_charge_idx`);
    await db.query(`DELETE FROM credit_holds WHERE job_id IS NOT NULL`);
    await db.query(`ALTER TABLE credit_holds DROP CONSTRAINT credit_holds_one_owner`);
    await db.query(`ALTER TABLE credit_holds DROP COLUMN job_id`);
    await db.query(`ALTER TABLE credit_holds ALTER COLUMN owner SET NOT NULL`);
    await db.query(`DROP TABLE jobs`);
  }
}
