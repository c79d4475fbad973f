// Contact-form messages in PostgreSQL, for several instances sharing one database. Same interface and answers as
// the SQLite store: ids only grow, so id order is arrival order, and times are ISO strings in UTC.
import type { FeedbackRecord } from '@reviewsentry/contracts';
import type { PostgresPool } from '../database/postgres';
import type { FeedbackPage, FeedbackStore, NewFeedback } from './feedback-store';

interface Row {
  id: number;
  name: string;
  email: string;
  message: string;
  created_at: Date;
}

const toRecord = (row: Row): FeedbackRecord => ({
  id: row.id,
  name: row.name,
  email: row.email,
  message: row.message,
  created_at: row.created_at.toISOString(),
});

/** The pool belongs to the caller (it serves every PostgreSQL store), so close() leaves it open. */
export class PostgresFeedbackStore implements FeedbackStore {
  constructor(
    private readonly pool: PostgresPool,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async add({ name, email, message }: NewFeedback): Promise<FeedbackRecord> {
    const { rows } = await this.pool.query<Row>(
      `INSERT INTO feedback (name, email, message, created_at) VALUES ($1, $2, $3, $4)
       RETURNING id, name, email, message, created_at`,
      [name, email, message, this.now()],
    );
    if (!rows[0]) throw new Error('INSERT … RETURNING gave no row');
    return toRecord(rows[0]);
  }

  async list({ limit, offset }: FeedbackPage): Promise<FeedbackRecord[]> {
    const { rows } = await this.pool.query<Row>(
      `SELECT id, name, email, message, created_at FROM feedback ORDER BY id DESC LIMIT $1 OFFSET $2`,
      [limit, offset],
    );
    return rows.map(toRecord);
  }

  async close(): Promise<void> {}
}
