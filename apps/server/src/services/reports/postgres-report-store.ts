// Saved reports in PostgreSQL, for several instances sharing one database: a report saved through one instance
// opens through any other. Same interface and answers as the SQLite store (report-store-contract.ts).
import { reportSourceSchema } from '@reviewsentry/contracts';
import type { PostgresPool } from '../database/postgres';
import { sameTokenHash } from './report-document';
import type {
  DeleteOutcome,
  NewReport,
  ReportStore,
  ReportSummary,
  StoredReport,
} from './report-store';

interface Row {
  id: string;
  source: string;
  created_at: Date;
  expires_at: Date;
  summary: ReportSummary;
  body: Buffer;
}

/** The pool belongs to the caller (it serves every PostgreSQL store), so close() leaves it open. */
export class PostgresReportStore implements ReportStore {
  constructor(private readonly pool: PostgresPool) {}

  async add(report: NewReport): Promise<void> {
    await this.pool.query(
      `INSERT INTO reports (id, token_hash, source, created_at, expires_at, summary, body)
       VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [
        report.id,
        report.tokenHash,
        report.source,
        report.createdAt,
        report.expiresAt,
        JSON.stringify(report.summary),
        report.gzippedBody,
      ],
    );
  }

  async get(id: string, now: Date): Promise<StoredReport | null> {
    const { rows } = await this.pool.query<Row>(
      `SELECT id, source, created_at, expires_at, summary, body FROM reports
       WHERE id = $1 AND expires_at > $2`,
      [id, now],
    );
    const row = rows[0];
    if (!row) return null;
    return {
      id: row.id,
      source: reportSourceSchema.parse(row.source),
      createdAt: row.created_at,
      expiresAt: row.expires_at,
      summary: row.summary,
      gzippedBody: row.body,
    };
  }

  async summary(id: string, now: Date): Promise<ReportSummary | null> {
    const { rows } = await this.pool.query<{ summary: ReportSummary }>(
      'SELECT summary FROM reports WHERE id = $1 AND expires_at > $2',
      [id, now],
    );
    return rows[0]?.summary ?? null;
  }

  async delete(id: string, tokenHash: string): Promise<DeleteOutcome> {
    const { rows } = await this.pool.query<{ token_hash: string }>(
      'SELECT token_hash FROM reports WHERE id = $1',
      [id],
    );
    const row = rows[0];
    if (!row) return 'not_found';
    if (!sameTokenHash(row.token_hash, tokenHash)) return 'wrong_token';
    await this.pool.query('DELETE FROM reports WHERE id = $1', [id]);
    return 'deleted';
  }

  async deleteExpired(now: Date): Promise<number> {
    const result = await this.pool.query('DELETE FROM reports WHERE expires_at <= $1', [now]);
    return result.rowCount ?? 0;
  }

  async count(): Promise<number> {
    const { rows } = await this.pool.query<{ n: string }>('SELECT COUNT(*) AS n FROM reports');
    return Number(rows[0]?.n ?? 0);
  }

  async close(): Promise<void> {}
}
