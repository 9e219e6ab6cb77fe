import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Per-account pronunciation dictionaries that TTS requests name to fix a reading. */
export class PronunciationDictionaries1795674973832 implements MigrationInterface {
  name = 'PronunciationDictionaries1795674973832';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE pronunciation_dictionaries (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        account_id uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
        name varchar(100) NOT NULL,
        rules jsonb NOT NULL CHECK (jsonb_typeof(rules) = 'array'),
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await db.query(
      `CREATE UNIQUE INDEX pronunciation_dictionaries_account_name_key
         ON pronunciation_dictionaries (account_id, name)`,
    );
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE pronunciation_dictionaries`);
  }
}
