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
  {
    version: 2,
    name: 'create_reports',
    // body: the report's JSON, gzip-compressed; summary: the few fields a link preview needs.
    sql: `CREATE TABLE reports (
      id text PRIMARY KEY,
      token_hash text NOT NULL,
      source text NOT NULL,
      created_at timestamptz NOT NULL,
      expires_at timestamptz NOT NULL,
      summary jsonb NOT NULL,
      body bytea NOT NULL
    );
    CREATE INDEX reports_expires_at ON reports (expires_at)`,
  },
];
