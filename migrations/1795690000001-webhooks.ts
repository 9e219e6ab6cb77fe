import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Webhook endpoints, the events sent to them and every delivery attempt. An event's body
 * is stored once, so each retry sends the same bytes under the same event id. The secret
 * signs deliveries, so it is kept as it was issued (shown to its owner only at creation).
 */
export class Webhooks1795690000001 implements MigrationInterface {
  name = 'Webhooks1795690000001';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE webhook_endpoints (
        id varchar(27) PRIMARY KEY,
        account_id uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
        url varchar(2048) NOT NULL,
        events varchar(32)[] NOT NULL,
        secret varchar(64) NOT NULL,
        disabled_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await db.query(`CREATE INDEX webhook_endpoints_account_idx ON webhook_endpoints (account_id)`);
    await db.query(`
      CREATE TABLE webhook_events (
        id varchar(28) PRIMARY KEY,
        endpoint_id varchar(27) NOT NULL REFERENCES webhook_endpoints (id) ON DELETE CASCADE,
        type varchar(32) NOT NULL,
        body text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await db.query(`
      CREATE TABLE webhook_deliveries (
        id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        endpoint_id varchar(27) NOT NULL REFERENCES webhook_endpoints (id) ON DELETE CASCADE,
        event_id varchar(28) NOT NULL REFERENCES webhook_events (id) ON DELETE CASCADE,
        type varchar(32) NOT NULL,
        attempt integer NOT NULL,
        status integer,
        at timestamptz NOT NULL DEFAULT now(),
        next_attempt_at timestamptz
      )`);
    await db.query(
      `CREATE INDEX webhook_deliveries_endpoint_idx ON webhook_deliveries (endpoint_id, id DESC)`,
    );
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE webhook_deliveries`);
    await db.query(`DROP TABLE webhook_events`);
    await db.query(`DROP TABLE webhook_endpoints`);
  }
}
