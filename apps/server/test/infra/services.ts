// What an infrastructure test file uses of the throwaway servers (global-setup.ts): a database of its own in
// PostgreSQL and a key prefix of its own in Redis, both removed after the file, with the pools opened on them.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { pino } from 'pino';
import { Redis } from 'ioredis';
import { afterAll, inject } from 'vitest';
import {
  createPostgresPool,
  migratePostgres,
  type PostgresPool,
} from '../../src/services/database/postgres';
import { POSTGRES_MIGRATIONS } from '../../src/services/database/postgres-migrations';

const pools: PostgresPool[] = [];
const databases: string[] = [];
const prefixes: string[] = [];

afterAll(async () => {
  await Promise.all(pools.splice(0).map((p) => p.end()));
  if (databases.length > 0) {
    const admin = new pg.Client({ connectionString: inject('postgresUrl') });
    await admin.connect();
    try {
      for (const name of databases.splice(0))
        await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    } finally {
      await admin.end();
    }
  }
  if (prefixes.length > 0) {
    const redis = new Redis(inject('redisUrl'));
    try {
      for (const prefix of prefixes.splice(0)) {
        for await (const keys of redis.scanStream({ match: `${prefix}*`, count: 500 }))
          if ((keys as string[]).length > 0) await redis.del(...(keys as string[]));
      }
    } finally {
      redis.disconnect();
    }
  }
});

/** The URL of a new, empty database in the throwaway PostgreSQL, dropped after the test file. */
export async function freshDatabaseUrl(): Promise<string> {
  const adminUrl = inject('postgresUrl');
  const name = `test_${randomBytes(8).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  databases.push(name);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** A pool on `url` as the app opens one, ended after the test file. */
export function testPostgresPool(url: string): PostgresPool {
  const pool = createPostgresPool({ url, maxConnections: 5, log: pino({ level: 'silent' }) });
  pools.push(pool);
  return pool;
}

/** A pool on a new database at the app's schema, for a store of its own. */
export async function freshMigratedPool(): Promise<PostgresPool> {
  const pool = testPostgresPool(await freshDatabaseUrl());
  await migratePostgres(pool, POSTGRES_MIGRATIONS);
  return pool;
}

export function testRedisUrl(): string {
  return inject('redisUrl');
}

/** A Redis key prefix of the caller's own (REDIS_KEY_PREFIX); its keys are deleted after the test file. */
export function freshRedisPrefix(): string {
  const prefix = `test-${randomBytes(6).toString('hex')}:`;
  prefixes.push(prefix);
  return prefix;
}
