import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Signing out everywhere: every Bearer token carries its account's token generation, and
 * a change of password or a sign-out everywhere moves it on, so earlier tokens stop working.
 * A closed account keeps its row, since its ledger may only leave with it (financial records).
 */
export class AccountSecurity1795702623834 implements MigrationInterface {
  name = 'AccountSecurity1795702623834';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE accounts ADD COLUMN token_generation integer NOT NULL DEFAULT 0`);
    await db.query(`ALTER TABLE accounts ADD COLUMN closed_at timestamptz`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE accounts DROP COLUMN closed_at`);
    await db.query(`ALTER TABLE accounts DROP COLUMN token_generation`);
  }
}
