const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})/;

/** Whole days since 1970-01-01 UTC for an ISO date or date-time, or null when it is not one. */
export function dayNumber(date: string | undefined): number | null {
  if (!date) return null;
  const m = ISO_DATE.exec(date);
  if (!m) return null;
  const ms = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  // Date.UTC rolls 2024-02-31 over into March; such a date is rejected rather than silently moved.
  const back = new Date(ms);
  if (back.getUTCDate() !== Number(m[3]) || back.getUTCMonth() !== Number(m[2]) - 1) return null;
  return Math.floor(ms / 86_400_000);
}

export function isoDay(day: number): string {
  return new Date(day * 86_400_000).toISOString().slice(0, 10);
}
