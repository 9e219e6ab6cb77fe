import { DataSource, type DataSourceOptions } from 'typeorm';
import type { EmbeddedPostgres } from './embedded-postgres.js';

/** Stops the embedded server only after the last connection to it has closed. */
export class EmbeddedAwareDataSource extends DataSource {
  constructor(
    options: DataSourceOptions,
    private readonly embedded?: EmbeddedPostgres,
  ) {
    super(options);
  }

  override async destroy(): Promise<void> {
    await super.destroy();
    await this.embedded?.stop();
  }
}
