// `npm run migrate`: brings the configured database's schema up to date and exits (0 done, 1 failed), for
// deployments that migrate as a release step before starting instances with DATABASE_MIGRATE_ON_START=false.
// PostgreSQL when DATABASE_URL is set, else the SQLite file under DATA_DIR.
import path from 'node:path';
import { pino } from 'pino';
import { EnvError, loadEnv } from './config/env';
import { createPostgresPool, migratePostgres } from './services/database/postgres';
import { POSTGRES_MIGRATIONS } from './services/database/postgres-migrations';
import { DATABASE_FILE_NAME, openAppDatabase } from './services/database/app-database';

async function main(): Promise<string> {
  const config = loadEnv();
  if (config.DATABASE_URL === undefined) {
    const file = path.join(config.DATA_DIR, DATABASE_FILE_NAME);
    openAppDatabase(config.DATA_DIR).close();
    return `SQLite schema up to date in ${file}`;
  }
  const pool = createPostgresPool({
    url: config.DATABASE_URL,
    maxConnections: 1,
    log: pino({ level: config.LOG_LEVEL }),
  });
  try {
    const { from, to, applied } = await migratePostgres(pool, POSTGRES_MIGRATIONS);
    return applied.length === 0
      ? `PostgreSQL schema already at version ${from}`
      : `PostgreSQL schema migrated from version ${from} to ${to}: ${applied.join(', ')}`;
  } finally {
    await pool.end();
  }
}

try {
  console.log(await main());
} catch (error) {
  console.error(
    error instanceof EnvError
      ? `Cannot migrate.\n${error.message}`
      : `Migration failed: ${error instanceof Error ? error.message : String(error)}`,
  );
  process.exitCode = 1;
}
