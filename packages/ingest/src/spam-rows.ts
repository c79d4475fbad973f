// A row the shop's system marked as spam, or put in the trash, was never shown to shoppers: judged, a spam bot's
// text would count as one more fake review of the product. WordPress keeps every comment it receives and says
// which in comment_approved (1 approved, 0 pending, 'spam', 'trash', 'post-trashed' for the comments of a trashed
// product); review apps and exports name a review's state in a status, state, moderation or curated column. A pending or
// unpublished review was written by a buyer and waits for the shop: it stays judged, as does a rejected one,
// which may be a buyer's honest complaint the shop kept back. Shop databases flag the same as a yes/no column
// (PrestaShop's product_comment `deleted`, `is_deleted`): set, the row was removed. A yes/no `spam` or
// `is_spam` is not taken for one: review datasets label their fake reviews so, and those must be judged. Only the header picks
// the columns; the values decide.
import type { ImportedColumn } from '@reviewsentry/contracts';
import { headerWords } from './columns/header-names';
import { parseBoolean } from './values/boolean';

// Judge.me names its moderation verdict `curated` (ok, spam, not-yet).
const STATUS_WORDS = new Set(['approved', 'status', 'state', 'moderation', 'curated']);
const NEVER_SHOWN = new Set(['spam', 'trash', 'trashed', 'post trashed', 'deleted', 'removed']);
/** The last word of a yes/no column that says a row was removed. */
const REMOVED_FLAG = new Set(['deleted', 'trashed', 'removed']);

export interface StatusColumns {
  /** Columns naming a state (`comment_approved`, `Status`): a value in NEVER_SHOWN removes the row. */
  states: readonly number[];
  /** Yes/no columns naming a removal (`deleted`, `is_deleted`): yes removes the row. */
  flags: readonly number[];
}

/** The columns of unclaimed meaning that say a row's moderation state or removal. */
export function findStatusColumns(columns: readonly ImportedColumn[]): StatusColumns {
  const unclaimed = columns.filter((c) => c.meaning === null);
  const lastWord = (c: ImportedColumn): string => headerWords(c.header).at(-1) ?? '';
  return {
    states: unclaimed.filter((c) => STATUS_WORDS.has(lastWord(c))).map((c) => c.index),
    flags: unclaimed.filter((c) => REMOVED_FLAG.has(lastWord(c))).map((c) => c.index),
  };
}

export function isSpamOrDeleted(cells: readonly string[], columns: StatusColumns): boolean {
  for (const i of columns.flags) if (parseBoolean(cells[i] ?? '') === true) return true;
  for (const i of columns.states) {
    const value = (cells[i] ?? '')
      .trim()
      .toLowerCase()
      .replace(/[-_\s]+/gu, ' ');
    if (NEVER_SHOWN.has(value)) return true;
  }
  return false;
}
