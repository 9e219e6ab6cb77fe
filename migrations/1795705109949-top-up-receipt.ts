import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Stripe's receipt for a paid top-up, linked from the money trail. */
export class TopUpReceipt1795705109949 implements MigrationInterface {
  name = 'TopUpReceipt1795705109949';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE top_ups ADD COLUMN receipt_url varchar(2048)`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE top_ups DROP COLUMN receipt_url`);
  }
}
