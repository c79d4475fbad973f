// The app's stores, in the database the configuration names: PostgreSQL when DATABASE_URL is set (shared by every
// instance), else the SQLite file under DATA_DIR (docs/decisions/010, 145). Routes see only the store interfaces.
// A store moving to PostgreSQL is a migration in postgres-migrations.ts plus a class taking the shared pool,
// created in openPostgresStores below.
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../../config/env';
import { StartupError } from '../../errors/startup-error';
import type { FeedbackStore } from '../feedback/feedback-store';
import { PostgresFeedbackStore } from '../feedback/postgres-feedback-store';
import { openSqliteFeedbackStore } from '../feedback/sqlite-feedback-store';
import { PostgresReportStore } from '../reports/postgres-report-store';
import type { ReportStore } from '../reports/report-store';
import { openSqliteReportStore } from '../reports/sqlite-report-store';
import { DATABASE_FILE_NAME } from './app-database';
import type { SqliteLimits } from './sqlite';
import { createPostgresPool, migratePostgres, type PostgresPool } from './postgres';
import { POSTGRES_MIGRATIONS } from './postgres-migrations';

export interface AppStores {
  kind: 'sqlite' | 'postgres';
  feedback: FeedbackStore;
  reports: ReportStore;
  /** Resolves when the database answers a query. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export async function openStores(
  config: AppConfig,
  now: () => Date,
  log: FastifyBaseLogger,
): Promise<AppStores> {
  if (config.DATABASE_URL === undefined) {
    const { feedback, reports } = openSqliteStores(config.DATA_DIR, now, {
      maxBytes: config.DATABASE_FILE_MAX_MB * 1024 * 1024,
    });
    return {
      kind: 'sqlite',
      feedback,
      reports,
      // A real read through the store: the file is open and answers.
      ping: async () => void (await feedback.list({ limit: 1, offset: 0 })),
      async close() {
        await reports.close();
        await feedback.close();
      },
    };
  }
  const pool = createPostgresPool({
    url: config.DATABASE_URL,
    maxConnections: config.DATABASE_POOL_SIZE,
    log,
  });
  try {
    if (config.DATABASE_MIGRATE_ON_START) {
      const outcome = await migratePostgres(pool, POSTGRES_MIGRATIONS);
      if (outcome.applied.length > 0)
        log.info({ applied: outcome.applied }, 'PostgreSQL schema migrated');
    } else await requireCurrentSchema(pool);
    return openPostgresStores(pool, now);
  } catch (error) {
    await pool.end();
    throw new StartupError(
      `PostgreSQL (DATABASE_URL) cannot be used: ${error instanceof Error ? error.message : String(error)}`,
      { cause: error },
    );
  }
}

function openSqliteStores(dataDir: string, now: () => Date, limits: SqliteLimits) {
  let feedback: FeedbackStore | undefined;
  try {
    feedback = openSqliteFeedbackStore(dataDir, now, limits);
    return { feedback, reports: openSqliteReportStore(dataDir, limits) };
  } catch (error) {
    void feedback?.close();
    throw new StartupError(
      `The database file ${path.join(dataDir, DATABASE_FILE_NAME)} cannot be used (set DATA_DIR to a folder this ` +
        `server may write): ${error instanceof Error ? error.message : String(error)}`,
      { cause: error },
    );
  }
}

function openPostgresStores(pool: PostgresPool, now: () => Date): AppStores {
  const feedback = new PostgresFeedbackStore(pool, now);
  const reports = new PostgresReportStore(pool);
  return {
    kind: 'postgres',
    feedback,
    reports,
    ping: async () => void (await pool.query('SELECT 1')),
    async close() {
      await feedback.close();
      await reports.close();
      await pool.end();
    },
  };
}

/** Without migrations at start-up, refuses a schema that `npm run migrate` has not brought up to date. */
async function requireCurrentSchema(pool: PostgresPool): Promise<void> {
  const latest = Math.max(...POSTGRES_MIGRATIONS.map((m) => m.version));
  let current = 0;
  try {
    const { rows } = await pool.query<{ version: number | null }>(
      'SELECT MAX(version) AS version FROM schema_migrations',
    );
    current = rows[0]?.version ?? 0;
  } catch (error) {
    // 42P01 undefined_table: a database nobody has migrated yet.
    if ((error as { code?: string }).code !== '42P01') throw error;
  }
  if (current < latest)
    throw new Error(
      `the schema is at version ${current} and this app needs ${latest}: run \`npm run migrate\` ` +
        'or set DATABASE_MIGRATE_ON_START=true',
    );
}
