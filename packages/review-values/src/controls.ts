// Control characters a review value never means: C0 controls other than tab, line feed and carriage return, DEL,
// and the noncharacters U+FFFE and U+FFFF. Files and shop pages carry them by mistake or to hurt (a NUL cannot be
// stored in a PostgreSQL text or jsonb value, an escape sequence recolours a terminal); importer and scraper remove
// the same set.

// eslint-disable-next-line no-control-regex -- removing control characters is the point
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f\ufffe\uffff]/gu;
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const HAS_CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f\ufffe\uffff]/u;

/** `text` without the control characters above (the same string when it has none). */
export function withoutControls(text: string): string {
  return HAS_CONTROL.test(text) ? text.replace(CONTROL, '') : text;
}
