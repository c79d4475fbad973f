// PostgreSQL keeps text and jsonb in UTF-8 without NUL, so a NUL character or half of a surrogate pair fails the
// whole INSERT (jsonb: "unsupported Unicode escape sequence", "invalid input syntax for type json"). Both reach us
// from shop pages: JSON-LD may spell them as "\u0000" and "\ud800", and JSON.parse keeps them. Strings written
// to a database column of their own are made storable here, each bad code unit becoming U+FFFD (what a browser
// shows for it), so that SQLite and PostgreSQL keep the same text.

const REPLACEMENT = '\uFFFD';

/** `value` with every NUL and every unpaired surrogate replaced by U+FFFD; the same string when it has none. */
export function storableText(value: string): string {
  let out = '';
  let from = 0;
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    if (code >= 0xd800 && code <= 0xdbff) {
      const next = value.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) {
        i++; // a whole pair
        continue;
      }
    } else if (code !== 0 && (code < 0xdc00 || code > 0xdfff)) continue;
    out += value.slice(from, i) + REPLACEMENT;
    from = i + 1;
  }
  return from === 0 ? value : out + value.slice(from);
}
