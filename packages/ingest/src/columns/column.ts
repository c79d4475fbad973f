// A header column as the mapping judges it: the meanings its name hints at and what its first rows hold.
import { inSentence, type ColumnMeaning } from '@reviewsentry/contracts';
import type { NameHint } from './header-names';
import type { ColumnProfile } from './profile';

export interface Column {
  index: number;
  header: string;
  hints: NameHint[];
  profile: ColumnProfile;
  isIndex: boolean;
}

export function hintScore(c: Column, meaning: ColumnMeaning): number {
  return c.hints.find((h) => h.meaning === meaning)?.score ?? 0;
}

/** The column as a note names it: "'Rating'", or "column 3" for a column without a name. */
export function label(c: Pick<Column, 'header' | 'index'>): string {
  return c.header === '' ? `column ${c.index + 1}` : `'${inSentence(c.header)}'`;
}

/** A sentence's first words: "Column 'Rating'", or "Column 3" for a column without a name. */
export function subject(c: Pick<Column, 'header' | 'index'>): string {
  return c.header === '' ? `Column ${c.index + 1}` : `Column '${inSentence(c.header)}'`;
}
