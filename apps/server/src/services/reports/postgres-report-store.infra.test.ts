import { afterAll, describe } from 'vitest';
import { pino } from 'pino';
import { freshDatabaseUrl } from '../../../test/infra/services';
import { createPostgresPool, migratePostgres, type PostgresPool } from '../database/postgres';
import { POSTGRES_MIGRATIONS } from '../database/postgres-migrations';
import { PostgresReportStore } from './postgres-report-store';
import { reportStoreContract } from './report-store-contract';

const pools: PostgresPool[] = [];
afterAll(async () => {
  await Promise.all(pools.splice(0).map((p) => p.end()));
});

describe('PostgreSQL report store', () => {
  // A database of its own for each test, as the SQLite store gets a file of its own.
  reportStoreContract(async () => {
    const pool = createPostgresPool({
      url: await freshDatabaseUrl(),
      maxConnections: 5,
      log: pino({ level: 'silent' }),
    });
    pools.push(pool);
    await migratePostgres(pool, POSTGRES_MIGRATIONS);
    return new PostgresReportStore(pool);
  });
});
