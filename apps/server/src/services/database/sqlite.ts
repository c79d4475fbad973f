// Opens the embedded SQLite database and brings its schema up to date. Migrations are numbered, applied
// once each inside a transaction, and recorded in schema_migrations; a database written by a newer
// version of the app is refused rather than misread. See docs/decisions/010-sqlite-library.md.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { pendingMigrations, type Migration } from './migration';

export type { Migration } from './migration';
export type SqliteDatabase = Database.Database;

export function openSqliteDatabase(file: string, migrations: readonly Migration[]): SqliteDatabase {
  mkdirSync(path.dirname(file), { recursive: true });
  const db = new Database(file);
  try {
    // WAL lets the admin list read while a submission writes; FULL makes a 201 mean "on disk".
    db.pragma('journal_mode = WAL');
    db.pragma('synchronous = FULL');
    db.pragma('busy_timeout = 5000');
    db.pragma('foreign_keys = ON');
    migrate(db, migrations);
    return db;
  } catch (error) {
    db.close();
    throw error;
  }
}

function migrate(db: SqliteDatabase, migrations: readonly Migration[]): void {
  db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    version INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    applied_at TEXT NOT NULL
  )`);
  const row = db.prepare('SELECT MAX(version) AS version FROM schema_migrations').get() as {
    version: number | null;
  };
  const pending = pendingMigrations(
    migrations,
    row.version ?? 0,
    'point DATA_DIR at another folder',
  );
  const record = db.prepare(
    'INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)',
  );
  for (const migration of pending) {
    db.transaction(() => {
      db.exec(migration.sql);
      record.run(migration.version, migration.name, new Date().toISOString());
    })();
  }
}
