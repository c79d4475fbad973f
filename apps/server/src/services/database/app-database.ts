// The app's one database file under DATA_DIR and its schema history. Every store opens the file with this same
// list, so the schema version recorded in it always means the same thing (a partial list would read as "newer
// than this app" and be refused). A PostgreSQL implementation keeps the same numbered steps in its own dialect.
import path from 'node:path';
import {
  openSqliteDatabase,
  type Migration,
  type SqliteDatabase,
  type SqliteLimits,
} from './sqlite';

export const DATABASE_FILE_NAME = 'reviewsentry.sqlite';

export const APP_MIGRATIONS: readonly Migration[] = [
  {
    version: 1,
    name: 'create_feedback',
    sql: `CREATE TABLE feedback (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      name TEXT NOT NULL,
      email TEXT NOT NULL,
      message TEXT NOT NULL,
      created_at TEXT NOT NULL
    )`,
  },
  {
    version: 2,
    name: 'create_reports',
    // body: the report's JSON, gzip-compressed; summary: the few fields a link preview needs, as JSON.
    sql: `CREATE TABLE reports (
      id TEXT PRIMARY KEY,
      token_hash TEXT NOT NULL,
      source TEXT NOT NULL,
      created_at TEXT NOT NULL,
      expires_at TEXT NOT NULL,
      summary TEXT NOT NULL,
      body BLOB NOT NULL
    );
    CREATE INDEX reports_expires_at ON reports (expires_at)`,
  },
];

export function openAppDatabase(dataDir: string, limits: SqliteLimits = {}): SqliteDatabase {
  return openSqliteDatabase(path.join(dataDir, DATABASE_FILE_NAME), APP_MIGRATIONS, limits);
}
