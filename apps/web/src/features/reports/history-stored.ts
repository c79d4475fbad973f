// Where the local history is kept, and whether anything is kept there: without the history's schemas, so that a
// page can skip loading them for a browser that has no history.

export const HISTORY_KEY = 'reviewsentry:history:v1';

/** True when this browser holds history of some shape (it is read and checked by history.ts). */
export function hasStoredHistory(): boolean {
  try {
    return Boolean(window.localStorage.getItem(HISTORY_KEY));
  } catch {
    // Storage switched off: there is no history to show.
    return false;
  }
}
