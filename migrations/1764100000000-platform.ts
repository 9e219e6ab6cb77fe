import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Accounts, API keys, the credit ledger, top-ups and processed Stripe events. */
export class Platform1764100000000 implements MigrationInterface {
  name = 'Platform1764100000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE accounts (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        email varchar(254) NOT NULL,
        name varchar(100),
        password_hash text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await db.query(`CREATE UNIQUE INDEX accounts_email_key ON accounts (lower(email))`);

    await db.query(`
      CREATE TABLE api_keys (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        account_id uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
        name varchar(100) NOT NULL,
        prefix varchar(32) NOT NULL,
        secret_hash char(64) NOT NULL UNIQUE,
        created_at timestamptz NOT NULL DEFAULT now(),
        last_used_at timestamptz,
        revoked_at timestamptz
      )`);
    await db.query(`CREATE INDEX api_keys_account_idx ON api_keys (account_id, created_at)`);

    // The cached balance is kept equal to the sum of the ledger by updating both in
    // one transaction; it exists so a debit is one conditional UPDATE.
    await db.query(`
      CREATE TABLE credit_balances (
        account_id uuid PRIMARY KEY REFERENCES accounts (id) ON DELETE CASCADE,
        balance_micros bigint NOT NULL DEFAULT 0,
        total_top_ups_micros bigint NOT NULL DEFAULT 0
      )`);

    await db.query(`CREATE TYPE ledger_entry_kind AS ENUM ('top_up', 'grant', 'charge', 'refund')`);
    await db.query(`
      CREATE TABLE ledger_entries (
        id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        account_id uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
        kind ledger_entry_kind NOT NULL,
        amount_micros bigint NOT NULL,
        requests integer NOT NULL DEFAULT 0,
        characters integer NOT NULL DEFAULT 0,
        api_key_id uuid REFERENCES api_keys (id) ON DELETE SET NULL,
        endpoint varchar(64),
        request_id varchar(128),
        top_up_id uuid UNIQUE,
        refund_of bigint UNIQUE REFERENCES ledger_entries (id),
        note varchar(500),
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await db.query(
      `CREATE INDEX ledger_entries_account_time_idx ON ledger_entries (account_id, created_at)`,
    );
    await db.query(`
      CREATE FUNCTION ledger_entries_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        RAISE EXCEPTION 'ledger_entries is append-only';
      END $$`);
    await db.query(`
      CREATE TRIGGER ledger_entries_append_only BEFORE UPDATE ON ledger_entries
      FOR EACH ROW EXECUTE FUNCTION ledger_entries_append_only()`);

    await db.query(`CREATE TYPE top_up_status AS ENUM ('pending', 'completed', 'expired')`);
    await db.query(`
      CREATE TABLE top_ups (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        account_id uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
        amount_micros bigint NOT NULL CHECK (amount_micros > 0),
        status top_up_status NOT NULL DEFAULT 'pending',
        stripe_session_id varchar(255) UNIQUE,
        created_at timestamptz NOT NULL DEFAULT now(),
        completed_at timestamptz
      )`);
    await db.query(`CREATE INDEX top_ups_account_idx ON top_ups (account_id, created_at DESC)`);

    await db.query(`
      CREATE TABLE stripe_events (
        id varchar(255) PRIMARY KEY,
        type varchar(100) NOT NULL,
        received_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE stripe_events`);
    await db.query(`DROP TABLE top_ups`);
    await db.query(`DROP TYPE top_up_status`);
    await db.query(`DROP TABLE ledger_entries`);
    await db.query(`DROP FUNCTION ledger_entries_append_only`);
    await db.query(`DROP TYPE ledger_entry_kind`);
    await db.query(`DROP TABLE credit_balances`);
    await db.query(`DROP TABLE api_keys`);
    await db.query(`DROP TABLE accounts`);
  }
}
