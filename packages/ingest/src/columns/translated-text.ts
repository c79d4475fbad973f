// A machine translation beside the reviewer's own words: review exports of Google's reviews write both, in columns
// whose names differ by a word alone (DataForSEO's `review_text` and `original_review_text`, Apify's `text` and
// `textTranslated`, Outscraper's `review_text` and `review_translated_text`). A translation reads as machine-written
// to the text model, so the reviewer's own words are read wherever they are written.
import { contentFits } from './candidates';
import { headerWords } from './header-names';
import type { Column } from './column';

const ORIGINAL = new Set(['original']);
const TRANSLATED = new Set(['translated', 'translation']);

/** The column of the reviewers' own words and the one of their machine translation. */
export interface TextTranslation {
  original: number;
  translation: number;
}

/**
 * The text column and the column whose name is the text column's with "original" or "translated" added, as the
 * reviewers' own words and their translation (whichever of the two the word marks); else null.
 */
export function textTranslation(cols: readonly Column[], textIdx: number): TextTranslation | null {
  const text = cols[textIdx]!;
  const textMark = mark(text.header);
  const base = unmarked(text.header);
  for (const c of cols) {
    if (c.index === textIdx || c.isIndex || !contentFits('text', c.profile, 50)) continue;
    const m = mark(c.header);
    if (m === textMark || unmarked(c.header) !== base) continue;
    // Of two names a word tells apart, the one marked original, or the unmarked one beside a translation, holds
    // the own words.
    const cIsOriginal = m === 'original' || (m === null && textMark === 'translated');
    return cIsOriginal
      ? { original: c.index, translation: textIdx }
      : { original: textIdx, translation: c.index };
  }
  return null;
}

function mark(header: string): 'original' | 'translated' | null {
  const words = headerWords(header);
  if (words.some((w) => ORIGINAL.has(w))) return 'original';
  if (words.some((w) => TRANSLATED.has(w))) return 'translated';
  return null;
}

function unmarked(header: string): string {
  return headerWords(header)
    .filter((w) => !ORIGINAL.has(w) && !TRANSLATED.has(w))
    .join(' ');
}
