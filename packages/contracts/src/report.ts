import { z } from 'zod';
import { analyzeResponseSchema } from './analyze';
import { uploadResponseSchema } from './upload';

// Saved analyses ("reports"): POST /api/reports keeps an analysis at a stable page address /r/<id> for a retention
// period, GET /api/reports/<id> reads it back, and DELETE with the token returned at creation removes it early.
// See docs/api.md and docs/decisions/140-saved-reports.md.

/** 16 random bytes, base64url: unguessable, so a report is reachable only by whoever was given its address. */
export const REPORT_ID_PATTERN = /^[A-Za-z0-9_-]{22}$/;
export const reportIdSchema = z.string().regex(REPORT_ID_PATTERN, 'is not a report id');

export const reportSourceSchema = z.enum(['csv', 'link']);
export type ReportSource = z.infer<typeof reportSourceSchema>;

/** JSON body of POST /api/reports for a link (a CSV is sent as multipart field `file`, as to POST /upload). */
export const createLinkReportSchema = z.object({ url: z.string().min(1).max(4096) });

export const reportCreatedSchema = z.object({
  id: z.string(),
  /** Path of the report page on this site. */
  url: z.string(),
  /** Deletes the report (DELETE /api/reports/<id>, `Authorization: Bearer <token>`). Shown only once. */
  delete_token: z.string(),
  created_at: z.iso.datetime(),
  /** When the report is removed by the retention rule (REPORT_RETENTION_DAYS). */
  expires_at: z.iso.datetime(),
});
export type ReportCreated = z.infer<typeof reportCreatedSchema>;

/**
 * A saved report as GET /api/reports/<id> answers it. `result` is the POST /upload or POST /analyze answer as it
 * was made, with each reviewer name replaced by a pseudonym that holds only within this report.
 */
export const reportSchema = z.object({
  id: z.string(),
  source: reportSourceSchema,
  created_at: z.iso.datetime(),
  expires_at: z.iso.datetime(),
  result: z.union([uploadResponseSchema, analyzeResponseSchema]),
});
export type Report = z.infer<typeof reportSchema>;
