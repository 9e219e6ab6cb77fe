import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Sessions of the browser workspace. The cookie carries a signed token naming a row here,
 * so signing out (ending the row) stops the cookie working at once, before it expires.
 */
export class WorkspaceSessions1795678278070 implements MigrationInterface {
  name = 'WorkspaceSessions1795678278070';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE workspace_sessions (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        account_id uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
        created_at timestamptz NOT NULL DEFAULT now(),
        expires_at timestamptz NOT NULL,
        ended_at timestamptz
      )`);
    await db.query(
      `CREATE INDEX workspace_sessions_account_idx ON workspace_sessions (account_id)`,
    );
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE workspace_sessions`);
  }
}
