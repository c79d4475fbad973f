import { afterAll, describe } from 'vitest';
import { pino } from 'pino';
import { freshDatabaseUrl } from '../../../test/infra/services';
import { createPostgresPool, migratePostgres, type PostgresPool } from '../database/postgres';
import { POSTGRES_MIGRATIONS } from '../database/postgres-migrations';
import { feedbackStoreContract } from './feedback-store-contract';
import { PostgresFeedbackStore } from './postgres-feedback-store';

const pools: PostgresPool[] = [];
afterAll(async () => {
  await Promise.all(pools.splice(0).map((p) => p.end()));
});

describe('PostgreSQL feedback store', () => {
  // A database of its own for each test, as the SQLite store gets a file of its own.
  feedbackStoreContract(async () => {
    const pool = createPostgresPool({
      url: await freshDatabaseUrl(),
      maxConnections: 5,
      log: pino({ level: 'silent' }),
    });
    pools.push(pool);
    await migratePostgres(pool, POSTGRES_MIGRATIONS);
    let now = new Date();
    return { store: new PostgresFeedbackStore(pool, () => now), setNow: (date) => (now = date) };
  });
});
