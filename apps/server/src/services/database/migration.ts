/**
 * One numbered step of a database schema. Applied once each, in order, inside a transaction, and recorded in the
 * database's schema_migrations table. SQLite and PostgreSQL each have their own list in their own dialect; a
 * version number means the same step in both.
 */
export interface Migration {
  version: number;
  name: string;
  sql: string;
}

/** The steps a database at `current` still needs, oldest first; refuses a database newer than `migrations`. */
export function pendingMigrations(
  migrations: readonly Migration[],
  current: number,
  /** What else the operator can do, e.g. "point DATA_DIR at another folder". */
  otherRemedy: string,
): Migration[] {
  const latest = Math.max(0, ...migrations.map((m) => m.version));
  if (current > latest) {
    throw new Error(
      `The database is at schema version ${current}, newer than this app knows (${latest}). ` +
        `Upgrade the app or ${otherRemedy}.`,
    );
  }
  return [...migrations].filter((m) => m.version > current).sort((a, b) => a.version - b.version);
}
