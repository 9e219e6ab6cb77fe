import { DataSource } from 'typeorm';
import { ApiKeyEntity } from '../api-keys/infrastructure/api-key.entity.js';
import { AccountEntity } from '../auth/infrastructure/account.entity.js';
import { TopUpEntity } from '../billing/infrastructure/top-up.entity.js';
import { PronunciationDictionaryEntity } from '../pronunciation/pronunciation-dictionary.entity.js';
import { LibraryVoiceEntity } from '../voices/library/library-voice.entity.js';
import { readEnvironment } from '../config/environment.js';
import { dataSourceOptions } from './data-source-options.js';

/**
 * The data source for the TypeORM CLI (`npm run migration:generate`), with the same
 * options and migrations as the app; it needs a PostgreSQL server in DATABASE_URL.
 */
const url = readEnvironment().DATABASE_URL;
if (!url)
  throw new Error('Set DATABASE_URL to the PostgreSQL server to generate migrations against');

export default new DataSource({
  ...dataSourceOptions({ url, singleSession: false }),
  entities: [
    AccountEntity,
    ApiKeyEntity,
    TopUpEntity,
    LibraryVoiceEntity,
    PronunciationDictionaryEntity,
  ],
});
