import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Credit held by requests in flight. A request holds its cost before the work and, when
 * it ends, settles the hold (a charge in the ledger) or releases it (nothing in the
 * ledger), so the ledger only ever records settled requests and the balance stays the
 * sum of its entries. What an account may spend is its balance minus what it holds.
 * Each hold names its owner, a running instance; holds whose owner died are released.
 */
export class CreditHolds1795680025405 implements MigrationInterface {
  name = 'CreditHolds1795680025405';

  async up(db: QueryRunner): Promise<void> {
    await db.query(
      `ALTER TABLE credit_balances ADD COLUMN held_micros bigint NOT NULL DEFAULT 0 CHECK (held_micros >= 0)`,
    );
    await db.query(`CREATE SEQUENCE process_owners AS integer`);
    await db.query(`
      CREATE TABLE credit_holds (
        id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        account_id uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
        amount_micros bigint NOT NULL CHECK (amount_micros > 0),
        owner integer NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await db.query(`CREATE INDEX credit_holds_owner_idx ON credit_holds (owner)`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE credit_holds`);
    await db.query(`DROP SEQUENCE process_owners`);
    await db.query(`ALTER TABLE credit_balances DROP COLUMN held_micros`);
  }
}
