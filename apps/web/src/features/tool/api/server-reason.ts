// The server's own explanation of a failure, shown under the spec's generic message: its sentence plus the
// details a shopper can act on (which columns the file had, which names are read as review text, limits).
import { apiErrorSchema } from '@reviewsentry/contracts';

export interface ServerReason {
  /** The server's error code, when it answered in the API error format. */
  code?: string;
  message: string;
  /** Extra lines built from `details`, e.g. "Columns found in your file: a, b". */
  details: string[];
  /**
   * Set when the server was too busy (503) and said when to come back (Retry-After, in seconds): the page
   * then tries again by itself (retry-when-busy.ts) instead of asking the shopper to.
   */
  retryAfterSeconds?: number;
}

export const NETWORK_REASON: ServerReason = {
  message: 'The server could not be reached. Check your connection and try again.',
  details: [],
};

export const UNREADABLE_ANSWER_REASON: ServerReason = {
  message: 'The server sent an answer this page could not read.',
  details: [],
};

const LIST_DETAILS: ReadonlyArray<[key: string, label: string]> = [
  ['columns_seen', 'Columns found in your file'],
  ['columns_needed', 'Columns needed'],
  ['names_accepted', 'Column names read as review text'],
];

function stringList(value: unknown): string[] | null {
  if (!Array.isArray(value)) return null;
  const items = value.filter((v): v is string => typeof v === 'string');
  return items.length === value.length ? items : null;
}

function detailLines(details: Record<string, unknown> | undefined): string[] {
  if (!details) return [];
  const lines: string[] = [];
  for (const [key, label] of LIST_DETAILS) {
    const list = stringList(details[key]);
    if (list) lines.push(`${label}: ${list.length > 0 ? list.join(', ') : 'none'}`);
  }
  const maxBytes = details['max_bytes'];
  if (typeof maxBytes === 'number') {
    lines.push(`Largest file accepted: ${(maxBytes / (1024 * 1024)).toFixed(0)} MB`);
  }
  return lines;
}

/** Reads an `{ error: { code, message, details } }` body; null when the body is anything else. */
export function serverReasonFrom(body: unknown): ServerReason | null {
  const parsed = apiErrorSchema.safeParse(body);
  if (!parsed.success) return null;
  return {
    code: parsed.data.error.code,
    message: parsed.data.error.message,
    details: detailLines(parsed.data.error.details),
  };
}

/**
 * Seconds to wait from a 503 answer: its Retry-After header (delta-seconds or an HTTP date), else the
 * `retry_after_seconds` detail our server also puts in the body; undefined for any other status.
 */
export function retryAfterFrom(
  status: number,
  header: string | null,
  body: unknown,
  now = Date.now(),
): number | undefined {
  if (status !== 503) return undefined;
  const value = header?.trim() ?? '';
  if (/^\d+$/.test(value)) return Number(value);
  const date = value === '' ? Number.NaN : Date.parse(value);
  if (Number.isFinite(date)) return Math.max(0, Math.ceil((date - now) / 1000));
  const parsed = apiErrorSchema.safeParse(body);
  const detail = parsed.success ? parsed.data.error.details?.['retry_after_seconds'] : undefined;
  return typeof detail === 'number' && Number.isFinite(detail) && detail >= 0 ? detail : undefined;
}

/** The server's reason for a failed answer, with the wait it asked for when it was busy. */
export function failureReason(status: number, header: string | null, body: unknown): ServerReason {
  const reason = serverReasonFrom(body) ?? {
    message: `The server answered ${status}.`,
    details: [],
  };
  const retryAfterSeconds = retryAfterFrom(status, header, body);
  return retryAfterSeconds === undefined ? reason : { ...reason, retryAfterSeconds };
}

/** Parses a response text as JSON, or null. */
export function jsonOrNull(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}
