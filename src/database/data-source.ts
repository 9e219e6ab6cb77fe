import { fileURLToPath } from 'node:url';
import { DataSource } from 'typeorm';
import { readEnvironment } from '../config/environment.js';
import { dataSourceOptions } from './data-source-options.js';

/**
 * The data source for the TypeORM CLI (`npm run migration:generate`), with the same
 * options and migrations as the app; it needs a PostgreSQL server in DATABASE_URL.
 * Entities are listed once, by the module that owns each (TypeOrmModule.forFeature);
 * this finds the same classes by their file names, so the database folder depends on
 * no feature.
 */
const url = readEnvironment().DATABASE_URL;
if (!url)
  throw new Error('Set DATABASE_URL to the PostgreSQL server to generate migrations against');

export default new DataSource({
  ...dataSourceOptions({ url, singleSession: false }),
  entities: [fileURLToPath(new URL('../**/*.entity.js', import.meta.url))],
});
