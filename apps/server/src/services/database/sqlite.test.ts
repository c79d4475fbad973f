import path from 'node:path';
import { describe, expect, it } from 'vitest';
import Database from 'better-sqlite3';
import { StorageUnavailableError } from '../../errors/app-error';
import { openSqliteDatabase, sqliteCall, type Migration } from './sqlite';
import { tempDir } from '../../../test/support';

const v1: Migration = { version: 1, name: 'one', sql: 'CREATE TABLE t (x INTEGER)' };
const v2: Migration = { version: 2, name: 'two', sql: 'ALTER TABLE t ADD COLUMN y TEXT' };

describe('openSqliteDatabase', () => {
  it('applies each migration once, in order, and records it', () => {
    const file = path.join(tempDir(), 'sub', 'db.sqlite');
    openSqliteDatabase(file, [v1]).close();
    const db = openSqliteDatabase(file, [v2, v1]);
    const applied = db
      .prepare('SELECT version, name FROM schema_migrations ORDER BY version')
      .all();
    expect(applied).toEqual([
      { version: 1, name: 'one' },
      { version: 2, name: 'two' },
    ]);
    db.prepare('INSERT INTO t (x, y) VALUES (1, ?)').run('ok');
    expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
    db.close();
  });

  it('rolls back a failing migration entirely', () => {
    const file = path.join(tempDir(), 'db.sqlite');
    const broken: Migration = { version: 2, name: 'broken', sql: 'CREATE TABLE u (a); NOPE' };
    expect(() => openSqliteDatabase(file, [v1, broken])).toThrow();
    const db = openSqliteDatabase(file, [v1]);
    const tables = db.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").all();
    expect(tables).not.toContainEqual({ name: 'u' });
    db.close();
  });

  it('refuses a database written by a newer version of the app', () => {
    const file = path.join(tempDir(), 'db.sqlite');
    openSqliteDatabase(file, [v1, v2]).close();
    expect(() => openSqliteDatabase(file, [v1])).toThrow(/schema version 2, newer than this app/);
  });
});

describe('sqliteCall', () => {
  it('answers a file that cannot be written as storage_unavailable (unwritable), nothing else changed', () => {
    const file = path.join(tempDir(), 'db.sqlite');
    openSqliteDatabase(file, [v1]).close();
    // Opened read-only, as a file on a volume mounted read-only is: SQLite's own SQLITE_READONLY.
    const db = new Database(file, { readonly: true });
    try {
      const insert = db.prepare('INSERT INTO t (x) VALUES (1)');
      const error = (() => {
        try {
          sqliteCall(() => insert.run());
        } catch (e) {
          return e;
        }
        return null;
      })();
      expect(error).toBeInstanceOf(StorageUnavailableError);
      expect((error as StorageUnavailableError).details).toEqual({ reason: 'unwritable' });
      expect(() => sqliteCall(() => db.prepare('SELECT nope FROM t').all())).toThrow(
        Database.SqliteError,
      );
    } finally {
      db.close();
    }
  });
});
