import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A top-up the customer cancelled at Checkout: its session is expired at Stripe at once, so
 * it can no longer be paid, and it shows as cancelled instead of pending for a day.
 */
export class TopUpCancelled1795701796341 implements MigrationInterface {
  name = 'TopUpCancelled1795701796341';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TYPE top_up_status ADD VALUE IF NOT EXISTS 'cancelled'`);
  }

  async down(db: QueryRunner): Promise<void> {
    // PostgreSQL cannot drop an enum value: the type is rebuilt without it.
    await db.query(`UPDATE top_ups SET status = 'expired' WHERE status = 'cancelled'`);
    await db.query(`ALTER TYPE top_up_status RENAME TO top_up_status_old`);
    await db.query(`CREATE TYPE top_up_status AS ENUM ('pending', 'completed', 'expired')`);
    await db.query(`ALTER TABLE top_ups ALTER COLUMN status DROP DEFAULT`);
    await db.query(
      `ALTER TABLE top_ups ALTER COLUMN status TYPE top_up_status USING status::text::top_up_status`,
    );
    await db.query(`ALTER TABLE top_ups ALTER COLUMN status SET DEFAULT 'pending'`);
    await db.query(`DROP TYPE top_up_status_old`);
  }
}
