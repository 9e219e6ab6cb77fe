import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The ledger is append-only: it already refused UPDATE; it now refuses DELETE too, so no
 * statement can make the balance differ from the sum of its entries. The one way rows
 * leave is with their account: deleting an account cascades to its whole ledger (and its
 * balance row), and by then the account row is gone, which is what the trigger checks.
 */
export class LedgerRefusesDelete1795676394180 implements MigrationInterface {
  name = 'LedgerRefusesDelete1795676394180';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE FUNCTION ledger_entries_no_delete() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF EXISTS (SELECT 1 FROM accounts WHERE id = OLD.account_id) THEN
          RAISE EXCEPTION 'ledger_entries is append-only';
        END IF;
        RETURN OLD;
      END $$`);
    await db.query(`
      CREATE TRIGGER ledger_entries_no_delete BEFORE DELETE ON ledger_entries
      FOR EACH ROW EXECUTE FUNCTION ledger_entries_no_delete()`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TRIGGER ledger_entries_no_delete ON ledger_entries`);
    await db.query(`DROP FUNCTION ledger_entries_no_delete`);
  }
}
