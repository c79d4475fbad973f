// The saved-report calls: POST /api/reports (the same file or link again, so the server keeps only answers it
// made itself), GET /api/reports/:id and DELETE /api/reports/:id with the delete token.
import { reportCreatedSchema, type ReportCreated } from '@reviewsentry/contracts';
import { z } from 'zod';
import {
  linkViewSchema,
  uploadViewSchema,
  type LinkView,
  type UploadView,
} from '../../tool/api/result-schemas';
import {
  failureReason,
  jsonOrNull,
  NETWORK_REASON,
  UNREADABLE_ANSWER_REASON,
  type ServerReason,
} from '../../tool/api/server-reason';

export const REPORTS_URL = '/api/reports';

export type Failure = { ok: false; status: number; reason: ServerReason };

export type ReportSource = { kind: 'csv'; file: File } | { kind: 'link'; url: string };

async function call(url: string, init: RequestInit): Promise<Response | Failure> {
  try {
    return await fetch(url, init);
  } catch {
    return { ok: false, status: 0, reason: NETWORK_REASON };
  }
}

async function failure(response: Response): Promise<Failure> {
  return {
    ok: false,
    status: response.status,
    reason: failureReason(
      response.status,
      response.headers.get('Retry-After'),
      jsonOrNull(await response.text()),
    ),
  };
}

export async function createReport(
  source: ReportSource,
  signal?: AbortSignal,
): Promise<{ ok: true; created: ReportCreated } | Failure> {
  let body: BodyInit;
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (source.kind === 'csv') {
    const form = new FormData();
    form.append('file', source.file, source.file.name);
    body = form;
  } else {
    body = JSON.stringify({ url: source.url });
    headers['Content-Type'] = 'application/json';
  }
  const response = await call(REPORTS_URL, { method: 'POST', body, headers, signal });
  if (!(response instanceof Response)) return response;
  if (response.status !== 201) return failure(response);
  const parsed = reportCreatedSchema.safeParse(jsonOrNull(await response.text()));
  return parsed.success
    ? { ok: true, created: parsed.data }
    : { ok: false, status: 201, reason: UNREADABLE_ANSWER_REASON };
}

const storedReportSchema = z.object({
  id: z.string(),
  source: z.enum(['csv', 'link']),
  created_at: z.string(),
  expires_at: z.string(),
  result: z.unknown(),
});

export type LoadedReport = {
  id: string;
  createdAt: string;
  expiresAt: string;
} & ({ kind: 'csv'; data: UploadView } | { kind: 'link'; data: LinkView });

export async function getReport(
  id: string,
  signal?: AbortSignal,
): Promise<{ ok: true; report: LoadedReport } | Failure> {
  const response = await call(`${REPORTS_URL}/${encodeURIComponent(id)}`, {
    headers: { Accept: 'application/json' },
    signal,
  });
  if (!(response instanceof Response)) return response;
  if (!response.ok) return failure(response);
  const stored = storedReportSchema.safeParse(jsonOrNull(await response.text()));
  if (!stored.success) return { ok: false, status: 200, reason: UNREADABLE_ANSWER_REASON };
  const meta = {
    id: stored.data.id,
    createdAt: stored.data.created_at,
    expiresAt: stored.data.expires_at,
  };
  if (stored.data.source === 'csv') {
    const data = uploadViewSchema.safeParse(stored.data.result);
    if (data.success) return { ok: true, report: { ...meta, kind: 'csv', data: data.data } };
  } else {
    const data = linkViewSchema.safeParse(stored.data.result);
    if (data.success) return { ok: true, report: { ...meta, kind: 'link', data: data.data } };
  }
  return { ok: false, status: 200, reason: UNREADABLE_ANSWER_REASON };
}

export async function deleteReport(id: string, token: string): Promise<{ ok: true } | Failure> {
  const response = await call(`${REPORTS_URL}/${encodeURIComponent(id)}`, {
    method: 'DELETE',
    headers: { Authorization: `Bearer ${token}` },
  });
  if (!(response instanceof Response)) return response;
  // Already gone is what the owner wanted.
  if (response.status === 204 || response.status === 404) return { ok: true };
  return failure(response);
}
