import { reportSourceSchema } from '@reviewsentry/contracts';
import { openAppDatabase } from '../database/app-database';
import { sqliteCall, type SqliteLimits } from '../database/sqlite';
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
  created_at: string;
  expires_at: string;
  summary: string;
  body: Buffer;
}

/** ISO timestamps in UTC sort as text, so expiry is compared in SQL without parsing. */
export function openSqliteReportStore(dataDir: string, limits: SqliteLimits = {}): ReportStore {
  const db = openAppDatabase(dataDir, limits);
  const insert = db.prepare<[string, string, string, string, string, string, Buffer]>(
    `INSERT INTO reports (id, token_hash, source, created_at, expires_at, summary, body)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
  );
  const byId = db.prepare<[string, string], Row>(
    `SELECT id, source, created_at, expires_at, summary, body FROM reports
     WHERE id = ? AND expires_at > ?`,
  );
  const summaryById = db.prepare<[string, string], { summary: string }>(
    'SELECT summary FROM reports WHERE id = ? AND expires_at > ?',
  );
  const tokenOf = db.prepare<[string], { token_hash: string }>(
    'SELECT token_hash FROM reports WHERE id = ?',
  );
  const remove = db.prepare<[string]>('DELETE FROM reports WHERE id = ?');
  const removeExpired = db.prepare<[string]>('DELETE FROM reports WHERE expires_at <= ?');
  const countAll = db.prepare<[], { n: number }>('SELECT COUNT(*) AS n FROM reports');

  return {
    async add(report: NewReport) {
      sqliteCall(() =>
        insert.run(
          report.id,
          report.tokenHash,
          report.source,
          report.createdAt.toISOString(),
          report.expiresAt.toISOString(),
          JSON.stringify(report.summary),
          report.gzippedBody,
        ),
      );
    },
    async get(id, now): Promise<StoredReport | null> {
      const row = sqliteCall(() => byId.get(id, now.toISOString()));
      if (!row) return null;
      return {
        id: row.id,
        source: reportSourceSchema.parse(row.source),
        createdAt: new Date(row.created_at),
        expiresAt: new Date(row.expires_at),
        summary: JSON.parse(row.summary) as ReportSummary,
        gzippedBody: row.body,
      };
    },
    async summary(id, now) {
      const row = sqliteCall(() => summaryById.get(id, now.toISOString()));
      return row ? (JSON.parse(row.summary) as ReportSummary) : null;
    },
    async delete(id, tokenHash): Promise<DeleteOutcome> {
      const row = sqliteCall(() => tokenOf.get(id));
      if (!row) return 'not_found';
      if (!sameTokenHash(row.token_hash, tokenHash)) return 'wrong_token';
      sqliteCall(() => remove.run(id));
      return 'deleted';
    },
    async deleteExpired(now) {
      return sqliteCall(() => removeExpired.run(now.toISOString()).changes);
    },
    async count() {
      return sqliteCall(() => countAll.get()?.n ?? 0);
    },
    async close() {
      if (db.open) db.close();
    },
  };
}
