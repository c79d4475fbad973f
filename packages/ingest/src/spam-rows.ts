// A row the shop's system marked as spam, or put in the trash, was never shown to shoppers: judged, a spam bot's
// text would count as one more fake review of the product. WordPress keeps every comment it receives and says
// which in comment_approved (1 approved, 0 pending, 'spam', 'trash', 'post-trashed' for the comments of a trashed
// product); review apps and exports name a review's state in a status, state or moderation column. A pending or
// unpublished review was written by a buyer and waits for the shop: it stays judged, as does a rejected one,
// which may be a buyer's honest complaint the shop kept back. Only the header picks the columns; the values decide.
import type { ImportedColumn } from '@reviewsentry/contracts';
import { headerWords } from './columns/header-names';

const STATUS_WORDS = new Set(['approved', 'status', 'state', 'moderation']);
const NEVER_SHOWN = new Set(['spam', 'trash', 'trashed', 'post trashed', 'deleted', 'removed']);

/** The columns of unclaimed meaning that say a row's moderation state (`comment_approved`, `Status`). */
export function findStatusColumns(columns: readonly ImportedColumn[]): number[] {
  return columns
    .filter((c) => c.meaning === null && STATUS_WORDS.has(headerWords(c.header).at(-1) ?? ''))
    .map((c) => c.index);
}

export function isSpamOrDeleted(
  cells: readonly string[],
  statusColumns: readonly number[],
): boolean {
  for (const i of statusColumns) {
    const value = (cells[i] ?? '')
      .trim()
      .toLowerCase()
      .replace(/[-_\s]+/gu, ' ');
    if (NEVER_SHOWN.has(value)) return true;
  }
  return false;
}
