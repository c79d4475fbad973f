// The PostgreSQL schema, step by step. Version numbers mean the same steps as the SQLite list (the app's
// database file), written in PostgreSQL's dialect. A store that moves to PostgreSQL adds its tables here as the
// next version, never by editing a step that has shipped (docs/decisions/145).
import type { Migration } from './migration';

export const POSTGRES_MIGRATIONS: readonly Migration[] = [
  {
    version: 1,
    name: 'create_feedback',
    sql: `CREATE TABLE feedback (
      id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      name text NOT NULL,
      email text NOT NULL,
      message text NOT NULL,
      created_at timestamptz NOT NULL
    )`,
  },
];
