// PostgreSQL through node-postgres: one connection pool per instance, and the schema brought up to date by
// numbered migrations recorded in schema_migrations (as the SQLite file does, docs/decisions/145). Several
// instances starting at once take turns through an advisory lock, so each step runs exactly once.
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import { pendingMigrations, type Migration } from './migration';

export type PostgresPool = pg.Pool;

export interface PostgresPoolOptions {
  url: string;
  maxConnections: number;
  log: FastifyBaseLogger;
}

/** A statement running longer than this is cancelled by the server: no request waits on a stuck query. */
const STATEMENT_TIMEOUT_MS = 10_000;
const CONNECT_TIMEOUT_MS = 5_000;

export function createPostgresPool({
  url,
  maxConnections,
  log,
}: PostgresPoolOptions): PostgresPool {
  const pool = new pg.Pool({
    connectionString: url,
    max: maxConnections,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    idleTimeoutMillis: 30_000,
    statement_timeout: STATEMENT_TIMEOUT_MS,
    application_name: 'reviewsentry',
  });
  // An idle connection dropped by the server (restart, failover) is reported here; without a listener the
  // process would exit. The pool replaces it on the next query.
  pool.on('error', (error) => log.warn({ err: error }, 'idle PostgreSQL connection lost'));
  return pool;
}

/** Any fixed number: every instance of the app asks for the same lock. */
const MIGRATION_LOCK_KEY = 7_204_318_145;

export interface MigrationOutcome {
  from: number;
  to: number;
  applied: string[];
}

export async function migratePostgres(
  pool: PostgresPool,
  migrations: readonly Migration[],
): Promise<MigrationOutcome> {
  const client = await pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      await client.query(`CREATE TABLE IF NOT EXISTS schema_migrations (
        version integer PRIMARY KEY,
        name text NOT NULL,
        applied_at timestamptz NOT NULL DEFAULT now()
      )`);
      const { rows } = await client.query<{ version: number | null }>(
        'SELECT MAX(version) AS version FROM schema_migrations',
      );
      const from = rows[0]?.version ?? 0;
      const pending = pendingMigrations(migrations, from, 'set DATABASE_URL to another database');
      for (const migration of pending) {
        // PostgreSQL's DDL is transactional: a step either happens whole, recorded, or not at all.
        await client.query('BEGIN');
        try {
          await client.query(migration.sql);
          await client.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [
            migration.version,
            migration.name,
          ]);
          await client.query('COMMIT');
        } catch (error) {
          await client.query('ROLLBACK');
          throw new Error(
            `PostgreSQL migration ${migration.version} (${migration.name}) failed: ${String(error)}`,
            { cause: error },
          );
        }
      }
      return {
        from,
        to: pending.at(-1)?.version ?? from,
        applied: pending.map((m) => `${m.version} ${m.name}`),
      };
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
  } finally {
    client.release();
  }
}
