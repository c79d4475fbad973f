// A header of two rows, as a spreadsheet with merged cells exports it: group labels above ("Review", "Product",
// each written once in the first cell of its merged range) and the column names below ("Rating", "Text",
// "ID", "Name"). Read alone, the group row names too few columns and the names row looks like a review. Unmerged
// cells and pandas' MultiIndex columns write a group's label in every column of the group instead ("Review,
// Review,Review"): a label standing in two neighbouring cells is a group too.
import { nameHints } from './columns/header-names';

/** Column names are short; a longer cell is data. */
const MAX_NAME = 60;

/**
 * The combined names ("Review Rating", "Product Name") when `next` is the column-name row under the group row
 * `header`, else null. Names row: more filled cells than the group row, at least half of them names we know,
 * none of them a number or long.
 */
export function combineTwoRowHeader(
  header: readonly string[],
  next: readonly string[],
): string[] | null {
  const groups = header.map((c) => c.replace(/^\ufeff/u, '').trim());
  const names = next.map((c) => c.trim());
  const filled = names.filter((c) => c !== '');
  const labelled = groups.filter((g) => g !== '').length;
  const spans = groups.some((g, i) => g !== '' && g === groups[i + 1]);
  if (spans ? filled.length < labelled : !groups.includes('') || filled.length <= labelled)
    return null;
  if (filled.some((c) => c.length > MAX_NAME || /^[-+\d.,\s%/]+$/u.test(c))) return null;
  if (filled.filter((c) => nameHints(c).length > 0).length * 2 < filled.length) return null;
  const out: string[] = [];
  let group = '';
  for (let i = 0; i < Math.max(groups.length, names.length); i++) {
    // A merged cell's label is written in its first column only: it stands for the columns after it too.
    if ((groups[i] ?? '') !== '') group = groups[i]!;
    const name = names[i] ?? '';
    out.push(group !== '' && name !== '' ? `${group} ${name}` : group || name);
  }
  return out;
}

/**
 * The header with its index columns named when `row`, below a header of two rows, is pandas' row of the index's
 * names: DataFrame.to_csv writes it under MultiIndex columns when the index is named, its names in the columns
 * both header rows leave unnamed and every other cell empty. Else null.
 */
export function withIndexNames(
  combined: readonly string[],
  row: readonly string[],
): string[] | null {
  let named = 0;
  for (let i = 0; i < row.length; i++) {
    const cell = row[i]!.trim();
    if (cell === '') continue;
    if (
      (combined[i] ?? '').trim() !== '' ||
      cell.length > MAX_NAME ||
      /^[-+\d.,\s%/]+$/u.test(cell)
    )
      return null;
    named++;
  }
  if (named === 0) return null;
  return combined.map((name, i) => (name.trim() === '' ? (row[i] ?? '').trim() : name));
}
