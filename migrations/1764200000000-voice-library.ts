import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The caller's voice library: parametric profiles measured from uploaded samples. */
export class VoiceLibrary1764200000000 implements MigrationInterface {
  name = 'VoiceLibrary1764200000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE library_voices (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        account_id uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
        name varchar(100) NOT NULL,
        gender varchar(6) NOT NULL CHECK (gender IN ('female', 'male')),
        profile jsonb NOT NULL,
        sample_seconds real NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    // A name is a voiceId too, so it must name one voice per account.
    await db.query(
      `CREATE UNIQUE INDEX library_voices_account_name_key ON library_voices (account_id, name)`,
    );
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE library_voices`);
  }
}
