// Whether a file writes a space after each delimiter ("a, b, c"), as writers that join cells with ", " do. Python's
// csv module reads such files with `skipinitialspace`; so do we: the space belongs to the delimiter, and a quoted
// field may open after it (`1, "Great, really", 5`). Without this, the quote would be an ordinary character and
// every comma inside the quoted text a new cell.

const QUOTE = 0x22;
const SPACE = 0x20;
const LF = 0x0a;
const CR = 0x0d;
const MAX_LINES = 60;
/** Nearly every delimiter: an empty cell or a number written without the space must not hide the style. */
const SHARE = 0.9;

/**
 * True when, in the sample's first lines, every delimiter of the first line (the header) and nearly every other
 * delimiter outside quotes is followed by a space (a delimiter ending a line is not counted).
 */
export function spaceAfterDelimiter(sample: string, delimiter: string): boolean {
  const d = delimiter.charCodeAt(0);
  if (d === SPACE) return false;
  let lines = 0;
  let counted = 0;
  let spaced = 0;
  let firstLineUnspaced = false;
  for (let i = 0; i < sample.length && lines < MAX_LINES; i++) {
    const c = sample.charCodeAt(i);
    if (c === QUOTE) {
      const close = sample.indexOf('"', i + 1);
      if (close === -1) break;
      i = close;
    } else if (c === LF || c === CR) {
      if (counted > 0) lines++;
    } else if (c === d) {
      const next = sample.charCodeAt(i + 1);
      if (next === LF || next === CR || Number.isNaN(next)) continue;
      counted++;
      if (next === SPACE) spaced++;
      else if (lines === 0) firstLineUnspaced = true;
    }
  }
  return !firstLineUnspaced && counted >= 2 && spaced / counted >= SHARE;
}
