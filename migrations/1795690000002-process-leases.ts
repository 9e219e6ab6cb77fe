import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Which processes are alive, by lease: each running process renews its row's expiry
 * every few seconds, and an owner whose lease lapsed is gone. Replaces session advisory
 * locks, which need one pinned connection per process (none behind PgBouncer) and were
 * lost with that connection while the process went on serving.
 */
export class ProcessLeases1795690000002 implements MigrationInterface {
  name = 'ProcessLeases1795690000002';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE process_leases (
        owner integer PRIMARY KEY,
        expires_at timestamptz NOT NULL
      )`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE process_leases`);
  }
}
