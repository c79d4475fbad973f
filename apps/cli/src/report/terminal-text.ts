// Text from a CSV file or a shop page (product names, reviews, column headers, links) is printed to a terminal in
// the readable report. Left as it is, an ESC or other control character in it is a terminal command (colours, a
// cleared screen, a changed window title, OSC 8 links, OSC 52 clipboard writes), and a line break in a one-line
// field starts a line of its own that can pose as ours ("  Verdict        Genuine"). Our own styling is added
// after this, so it keeps working. docs/decisions/157.

const LINE_BREAKS = /[\n\r\t\v\f\u0085\u2028\u2029]/gu;
// C0 and C1 controls and DEL; and the bidirectional embeddings, overrides and isolates (U+202A–202E, U+2066–2069),
// which a terminal that lays out right-to-left text applies to the rest of the line — our own words after a
// product name included ("Trojan Source", CVE-2021-42574). Marks (U+200E, U+200F) affect one position only.
// eslint-disable-next-line no-control-regex -- control characters are what this removes
const CONTROLS = /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/gu;

/**
 * One-line, inert text: line breaks and tabs become spaces, other C0/C1 controls, DEL and bidirectional
 * embeddings, overrides and isolates become U+FFFD.
 */
export function terminalText(text: string): string {
  return text.replace(LINE_BREAKS, ' ').replace(CONTROLS, '\ufffd');
}

/** The same for every string in a JSON-like value (an analysis, a product, a coverage), copied. */
export function forTerminal<T>(value: T): T {
  if (typeof value === 'string') return terminalText(value) as T;
  if (Array.isArray(value)) return value.map((item: unknown) => forTerminal(item)) as T;
  if (value !== null && typeof value === 'object') {
    const copy: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) copy[key] = forTerminal(item);
    return copy as T;
  }
  return value;
}
