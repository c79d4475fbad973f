import type { FeedbackRecord } from '@reviewsentry/contracts';
import { openAppDatabase } from '../database/app-database';
import { sqliteCall, type SqliteLimits } from '../database/sqlite';
import type { FeedbackPage, FeedbackStore, NewFeedback } from './feedback-store';

export function openSqliteFeedbackStore(
  dataDir: string,
  now: () => Date = () => new Date(),
  limits: SqliteLimits = {},
): FeedbackStore {
  const db = openAppDatabase(dataDir, limits);
  const insert = db.prepare<[string, string, string, string], FeedbackRecord>(
    `INSERT INTO feedback (name, email, message, created_at) VALUES (?, ?, ?, ?)
     RETURNING id, name, email, message, created_at`,
  );
  // AUTOINCREMENT ids only grow, so id order is arrival order even when two rows share a timestamp.
  const page = db.prepare<[number, number], FeedbackRecord>(
    `SELECT id, name, email, message, created_at FROM feedback ORDER BY id DESC LIMIT ? OFFSET ?`,
  );

  return {
    async add({ name, email, message }: NewFeedback) {
      const row = sqliteCall(() => insert.get(name, email, message, now().toISOString()));
      if (!row) throw new Error('INSERT … RETURNING gave no row');
      return row;
    },
    async list({ limit, offset }: FeedbackPage) {
      return sqliteCall(() => page.all(limit, offset));
    },
    async close() {
      if (db.open) db.close();
    },
  };
}
