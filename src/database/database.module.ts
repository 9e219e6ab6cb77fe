import { Logger, Module } from '@nestjs/common';
import { ConfigModule } from '@nestjs/config';
import { TypeOrmModule } from '@nestjs/typeorm';
import type { DataSourceOptions } from 'typeorm';
import { databaseConfig, type DatabaseConfig } from './database.config.js';
import { dataSourceOptions } from './data-source-options.js';
import { resolveDatabaseTarget, type DatabaseTarget } from './database-target.js';
import { EmbeddedAwareDataSource } from './embedded-aware-data-source.js';
import { runMigrationsExclusively } from './run-migrations.js';
import { migrateAsOwner } from './serving-role.js';

/** Targets resolved by the options factory, handed to the data source factory by URL. */
const targetsByUrl = new Map<string, DatabaseTarget>();

@Module({
  imports: [
    TypeOrmModule.forRootAsync({
      imports: [ConfigModule.forFeature(databaseConfig)],
      inject: [databaseConfig.KEY],
      useFactory: async (config: DatabaseConfig) => {
        const target = await resolveDatabaseTarget({
          databaseUrl: config.url,
          migrationUrl: config.migrationUrl,
          dataDir: config.dataDir,
        });
        targetsByUrl.set(target.url, target);
        new Logger('Database').log(`Using ${target.description}`);
        // Fail fast at boot rather than retrying for minutes with a wrong address.
        return {
          ...dataSourceOptions(target),
          autoLoadEntities: true,
          retryAttempts: 1,
          retryDelay: 500,
        };
      },
      dataSourceFactory: async (options?: DataSourceOptions) => {
        const url = (options as { url: string }).url;
        const target = targetsByUrl.get(url)!;
        targetsByUrl.delete(url);
        if (target.migrationUrl) await migrateAsOwner(target.migrationUrl, target.url);
        const dataSource = new EmbeddedAwareDataSource(options!, target.embedded);
        try {
          await dataSource.initialize();
          if (!target.migrationUrl) {
            await runMigrationsExclusively(dataSource, target.singleSession);
          }
          return dataSource;
        } catch (error) {
          await (dataSource.isInitialized ? dataSource.destroy() : target.embedded?.stop());
          throw error;
        }
      },
    }),
  ],
})
export class DatabaseModule {}
