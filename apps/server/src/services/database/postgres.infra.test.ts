import { execFile } from 'node:child_process';
import path from 'node:path';
import pg from 'pg';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { freshDatabaseUrl, testPostgresPool } from '../../../test/infra/services';
import { testConfig } from '../../../test/support';
import { StartupError } from '../../errors/startup-error';
import type { Migration } from './migration';
import { openStores } from './open-stores';
import { migratePostgres, type PostgresPool } from './postgres';
import { POSTGRES_MIGRATIONS } from './postgres-migrations';

const silent = pino({ level: 'silent' });
const repoRoot = path.resolve(import.meta.dirname, '../../../../..');

/** The command as an operator runs it: `npm run migrate` is node on the compiled migrate.js (built by the setup). */
function runMigrate(env: NodeJS.ProcessEnv) {
  return new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
    execFile(
      process.execPath,
      [path.join(repoRoot, 'apps/server/dist/migrate.js')],
      { env, cwd: repoRoot, timeout: 60_000 },
      (error, stdout, stderr) =>
        resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });
}
const v1: Migration = { version: 1, name: 'one', sql: 'CREATE TABLE t (x integer)' };
const v2: Migration = { version: 2, name: 'two', sql: 'ALTER TABLE t ADD COLUMN y text' };

async function recorded(pool: PostgresPool) {
  const { rows } = await pool.query<{ version: number; name: string }>(
    'SELECT version, name FROM schema_migrations ORDER BY version',
  );
  return rows.map((r) => ({ ...r }));
}

describe('migratePostgres', () => {
  it('applies each step once, in order, and records it', async () => {
    const pool = testPostgresPool(await freshDatabaseUrl());
    expect(await migratePostgres(pool, [v1])).toEqual({ from: 0, to: 1, applied: ['1 one'] });
    expect(await migratePostgres(pool, [v2, v1])).toEqual({ from: 1, to: 2, applied: ['2 two'] });
    expect(await migratePostgres(pool, [v1, v2])).toEqual({ from: 2, to: 2, applied: [] });
    expect(await recorded(pool)).toEqual([
      { version: 1, name: 'one' },
      { version: 2, name: 'two' },
    ]);
    await pool.query(`INSERT INTO t (x, y) VALUES (1, 'ok')`);
  });

  it('runs each step exactly once when several instances start at the same moment', async () => {
    const url = await freshDatabaseUrl();
    const outcomes = await Promise.all(
      Array.from({ length: 4 }, () => migratePostgres(testPostgresPool(url), [v1, v2])),
    );
    expect(outcomes.flatMap((o) => o.applied).sort()).toEqual(['1 one', '2 two']);
    expect(await recorded(testPostgresPool(url))).toHaveLength(2);
  });

  it('rolls back a failing step whole and records nothing for it', async () => {
    const pool = testPostgresPool(await freshDatabaseUrl());
    const broken: Migration = {
      version: 2,
      name: 'broken',
      sql: 'CREATE TABLE u (a integer); SELECT no_such_column FROM t',
    };
    await expect(migratePostgres(pool, [v1, broken])).rejects.toThrow(
      /migration 2 \(broken\) failed/,
    );
    expect(await recorded(pool)).toEqual([{ version: 1, name: 'one' }]);
    const { rows } = await pool.query(`SELECT to_regclass('u') AS u`);
    expect(rows[0].u).toBeNull();
  });

  it('refuses a database written by a newer version of the app', async () => {
    const pool = testPostgresPool(await freshDatabaseUrl());
    await migratePostgres(pool, [v1, v2]);
    await expect(migratePostgres(pool, [v1])).rejects.toThrow(
      /schema version 2, newer than this app knows \(1\)/,
    );
  });
});

describe('openStores with DATABASE_URL', () => {
  it('migrates at start-up and stores feedback in PostgreSQL', async () => {
    const url = await freshDatabaseUrl();
    const stores = await openStores(testConfig({ DATABASE_URL: url }), () => new Date(), silent);
    try {
      expect(stores.kind).toBe('postgres');
      await stores.ping();
      const record = await stores.feedback.add({ name: 'A', email: 'a@b.org', message: 'm' });
      const check = new pg.Client({ connectionString: url });
      await check.connect();
      const { rows } = await check.query('SELECT id, message FROM feedback');
      await check.end();
      expect(rows).toEqual([{ id: record.id, message: 'm' }]);
    } finally {
      await stores.close();
    }
  });

  it('without migrations at start-up, refuses a schema `npm run migrate` has not brought up to date', async () => {
    const url = await freshDatabaseUrl();
    const vars = { DATABASE_URL: url, DATABASE_MIGRATE_ON_START: 'false' };
    const attempt = openStores(testConfig(vars), () => new Date(), silent);
    await expect(attempt).rejects.toThrow(StartupError);
    await expect(attempt).rejects.toThrow(
      /schema is at version 0 and this app needs 2: run `npm run migrate`/,
    );
    await migratePostgres(testPostgresPool(url), POSTGRES_MIGRATIONS);
    const stores = await openStores(testConfig(vars), () => new Date(), silent);
    await stores.close();
  });

  it('says PostgreSQL cannot be used, without the password, when nothing listens there', async () => {
    const url = 'postgres://someone:secret-password@127.0.0.1:9/nowhere';
    const attempt = openStores(testConfig({ DATABASE_URL: url }), () => new Date(), silent);
    await expect(attempt).rejects.toThrow(
      /^PostgreSQL \(DATABASE_URL\) cannot be used: .*ECONNREFUSED/,
    );
    await expect(attempt).rejects.not.toThrow(/secret-password/);
  });
});

describe('npm run migrate', () => {
  it('brings the PostgreSQL schema up to date and says what it did, then that there is nothing to do', async () => {
    const url = await freshDatabaseUrl();
    const env = { ...process.env, DATABASE_URL: url, LOG_LEVEL: 'silent' };
    const first = await runMigrate(env);
    expect(first).toMatchObject({ code: 0 });
    expect(first.stdout).toContain(
      'PostgreSQL schema migrated from version 0 to 2: 1 create_feedback, 2 create_reports',
    );
    expect(await recorded(testPostgresPool(url))).toEqual([
      { version: 1, name: 'create_feedback' },
      { version: 2, name: 'create_reports' },
    ]);
    expect((await runMigrate(env)).stdout).toContain('PostgreSQL schema already at version 2');
  });

  it('exits 1 with the reason when PostgreSQL cannot be reached', async () => {
    const result = await runMigrate({
      ...process.env,
      DATABASE_URL: 'postgres://u:p@127.0.0.1:9/x',
    });
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/^Migration failed: .*ECONNREFUSED/m);
  });
});
