// A short history of the analyses made in this browser, kept in localStorage only: each entry is the summary of a
// saved report, its address and its delete token (which never leaves this browser except to delete the report).
import { useSyncExternalStore } from 'react';
import { z } from 'zod';
import { HISTORY_KEY } from './history-stored';

export { HISTORY_KEY };
export const HISTORY_LIMIT = 10;

const entrySchema = z.object({
  id: z.string(),
  url: z.string(),
  delete_token: z.string(),
  created_at: z.string(),
  expires_at: z.string(),
  source: z.enum(['csv', 'link']),
  title: z.string(),
  product_status: z.string(),
  fake_reviews_count: z.number(),
  total_reviews: z.number(),
  fake_percentage: z.number(),
  /** The verdict is given with low confidence (absent in entries kept before it was recorded). */
  low_confidence: z.boolean().optional(),
  /** A file of several products: each one's verdict (absent in entries kept before it was recorded). */
  product_statuses: z.array(z.string()).optional(),
});
export type HistoryEntry = z.infer<typeof entrySchema>;

const CHANGED = 'reviewsentry:history-changed';

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    // Storage can be switched off (privacy settings); the history is then simply not kept.
    return null;
  }
}

export function readHistory(): HistoryEntry[] {
  return parseHistory(storage()?.getItem(HISTORY_KEY) ?? null);
}

function parseHistory(raw: string | null): HistoryEntry[] {
  if (!raw) return [];
  try {
    const parsed = z.array(z.unknown()).parse(JSON.parse(raw));
    return parsed.flatMap((item) => {
      const entry = entrySchema.safeParse(item);
      return entry.success ? [entry.data] : [];
    });
  } catch {
    return [];
  }
}

function write(entries: HistoryEntry[]) {
  try {
    storage()?.setItem(HISTORY_KEY, JSON.stringify(entries.slice(0, HISTORY_LIMIT)));
  } catch {
    // Full or forbidden: nothing to do but go without.
  }
  window.dispatchEvent(new Event(CHANGED));
}

/** Newest first; an entry for the same report replaces the old one; the oldest beyond the limit are dropped. */
export function rememberReport(entry: HistoryEntry) {
  write([entry, ...readHistory().filter((e) => e.id !== entry.id)]);
}

export function forgetReport(id: string) {
  write(readHistory().filter((e) => e.id !== id));
}

/** Entries whose report has not yet reached the end of its retention period. */
export function liveEntries(entries: readonly HistoryEntry[], now = Date.now()) {
  return entries.filter((e) => Date.parse(e.expires_at) > now);
}

// The entries as last read, kept while the stored text is unchanged: React compares snapshots by identity.
let snapshot: { raw: string | null; entries: HistoryEntry[] } = { raw: null, entries: [] };

function liveSnapshot(): HistoryEntry[] {
  const raw = storage()?.getItem(HISTORY_KEY) ?? null;
  if (raw !== snapshot.raw) snapshot = { raw, entries: liveEntries(parseHistory(raw)) };
  return snapshot.entries;
}

function subscribe(onChange: () => void) {
  window.addEventListener(CHANGED, onChange);
  window.addEventListener('storage', onChange);
  return () => {
    window.removeEventListener(CHANGED, onChange);
    window.removeEventListener('storage', onChange);
  };
}

const NO_ENTRIES: HistoryEntry[] = [];

/**
 * The history, following changes made by this page or by another tab. An external store, so that a save landing
 * between the first render and the subscription is not missed.
 */
export function useHistory(): HistoryEntry[] {
  return useSyncExternalStore(subscribe, liveSnapshot, () => NO_ENTRIES);
}
