// Opens the embedded SQLite database and brings its schema up to date. Migrations are numbered, applied
// once each inside a transaction, and recorded in schema_migrations; a database written by a newer
// version of the app is refused rather than misread. See docs/decisions/010-sqlite-library.md.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { StorageUnavailableError } from '../../errors/app-error';
import { pendingMigrations, type Migration } from './migration';

export type { Migration } from './migration';
export type SqliteDatabase = Database.Database;

/** How long a statement waits for another process's lock on the file. */
const BUSY_TIMEOUT_MS = 250;

/** SQLite's result codes for a file locked by another process, and for one that cannot be written or read. */
const BUSY = /^SQLITE_(?:BUSY|LOCKED)/;
const UNWRITABLE = /^SQLITE_(?:READONLY|IOERR|CANTOPEN|CORRUPT|NOTADB|PERM)/;

/** Runs a statement; a file locked, read-only, full or failing becomes a 503 StorageUnavailableError. */
export function sqliteCall<T>(run: () => T): T {
  try {
    return run();
  } catch (error) {
    if (!(error instanceof Database.SqliteError)) throw error;
    if (BUSY.test(error.code)) throw new StorageUnavailableError('busy');
    if (error.code === 'SQLITE_FULL') throw new StorageUnavailableError('full');
    if (UNWRITABLE.test(error.code)) throw new StorageUnavailableError('unwritable');
    throw error;
  }
}

export interface SqliteLimits {
  /**
   * The file's largest size: a write that would grow it further fails as SQLITE_FULL (a 503, as a full disk), and
   * a deletion makes room again. Pages freed by deletions are reused, so the file never shrinks below its peak.
   */
  maxBytes?: number;
}

export function openSqliteDatabase(
  file: string,
  migrations: readonly Migration[],
  limits: SqliteLimits = {},
): SqliteDatabase {
  mkdirSync(path.dirname(file), { recursive: true });
  const db = new Database(file);
  try {
    // WAL lets the admin list read while a submission writes; FULL makes a 201 mean "on disk".
    db.pragma('journal_mode = WAL');
    db.pragma('synchronous = FULL');
    // better-sqlite3 waits for a lock on the event loop, holding every request meanwhile: a write that another
    // process blocks longer than this is answered 503 (sqliteCall) rather than stalling the server.
    db.pragma(`busy_timeout = ${BUSY_TIMEOUT_MS}`);
    db.pragma('foreign_keys = ON');
    migrate(db, migrations);
    // After the migrations, which must always be able to run. SQLite keeps a larger count if the file is already
    // past it: then nothing more is written until deletions free pages.
    if (limits.maxBytes !== undefined) {
      const pageSize = db.pragma('page_size', { simple: true }) as number;
      db.pragma(`max_page_count = ${Math.max(1, Math.floor(limits.maxBytes / pageSize))}`);
    }
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
