// Limits and clock for one import. The server passes its MAX_UPLOAD_MB / MAX_REVIEWS settings here; the
// package itself reads no environment.

export interface ImportOptions {
  /** Stop reading and fail with file_too_large beyond this many bytes. Default 25 MB. */
  maxBytes?: number;
  /** Fail with too_many_rows beyond this many data rows. Default 200,000. */
  maxReviews?: number;
  /** How many rejected rows to list (counts are always exact). Default 100. */
  maxRejects?: number;
  /** "Now", which decides the century of two-digit years ("7/4/24"). Default: the current time. */
  now?: Date;
}

export interface ResolvedOptions {
  maxBytes: number;
  maxReviews: number;
  maxRejects: number;
  now: Date;
}

export const DEFAULT_MAX_BYTES = 25 * 1024 * 1024;
export const DEFAULT_MAX_REVIEWS = 200_000;

export function resolveOptions(o: ImportOptions = {}): ResolvedOptions {
  return {
    maxBytes: positive(o.maxBytes, DEFAULT_MAX_BYTES),
    maxReviews: positive(o.maxReviews, DEFAULT_MAX_REVIEWS),
    maxRejects: o.maxRejects !== undefined && o.maxRejects >= 0 ? Math.floor(o.maxRejects) : 100,
    now: o.now ?? new Date(),
  };
}

function positive(v: number | undefined, fallback: number): number {
  return v !== undefined && Number.isFinite(v) && v > 0 ? Math.floor(v) : fallback;
}
