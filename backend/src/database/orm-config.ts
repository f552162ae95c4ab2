import { defineConfig } from '@mikro-orm/postgresql';
import { Migrator } from '@mikro-orm/migrations';
import { MIGRATIONS } from './migrations';
import { NestQueryLogger } from './nest-query-logger';
import { PERSISTENCE_ENTITIES } from './persistence-entities';

const DB_POOL_SIZE = 10;

/**
 * One ORM configuration for the app, the tests and the CLI. Schema changes go through migrations only.
 * `logQueries` (the app's LOG_LEVEL=debug) logs each statement, with placeholders instead of values.
 */
export function ormConfig(clientUrl: string, options: { logQueries?: boolean } = {}) {
  return defineConfig({
    clientUrl,
    entities: [...PERSISTENCE_ENTITIES],
    extensions: [Migrator],
    pool: { min: 0, max: DB_POOL_SIZE, idleTimeoutMillis: 10_000 },
    driverOptions: { connection: { connectionTimeoutMillis: 5000 } },
    migrations: { migrationsList: MIGRATIONS, silent: true, transactional: true, allOrNothing: true, tableName: 'mikro_orm_migrations' },
    allowGlobalContext: false,
    forceUtcTimezone: true,
    debug: options.logQueries ? ['query'] : false,
    loggerFactory: (loggerOptions) => new NestQueryLogger(loggerOptions),
  });
}
