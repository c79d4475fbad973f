// The moment a page was made, which its relative dates ("3 days ago") count from: the response's `Date` header
// (RFC 9110 §6.6.1: when the origin generated the message; a cache passes it on, so a page kept for a day still
// says when its words were written), else the moment we received it. A header ahead of our clock (beyond a
// clock's drift) or unreadable is a broken clock, not a time.
const MAX_AHEAD_MS = 5 * 60_000;

export function servedAt(dateHeader: string | undefined, received: Date = new Date()): Date {
  const stated = dateHeader ? Date.parse(dateHeader) : NaN;
  return Number.isFinite(stated) && stated - received.getTime() <= MAX_AHEAD_MS
    ? new Date(stated)
    : received;
}
