import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Idempotent replies keep the headers that say what was billed and delivered (cost
 * headers, output format), and a reply over 5 MB lives in a file under the data
 * directory, named here, instead of in `body`.
 */
export class IdempotentReplyFiles1795700000000 implements MigrationInterface {
  name = 'IdempotentReplyFiles1795700000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      ALTER TABLE idempotent_requests
        ADD COLUMN headers jsonb NOT NULL DEFAULT '{}'::jsonb,
        ADD COLUMN body_file varchar(100)`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE idempotent_requests DROP COLUMN headers, DROP COLUMN body_file`);
  }
}
