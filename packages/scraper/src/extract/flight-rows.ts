// React Server Components' flight stream, as the Next.js app router inlines it (`self.__next_f.push([1, "…"])`
// chunks, concatenated): rows `<hex id>:<tag?><data>`. A model row (no tag) is JSON ending at a line break; a text
// row `<id>:T<hex byte length>,<text>` carries a long string (React moves strings of 1,024 characters or more
// there) counted in UTF-8 bytes, with no line break after it; other tagged rows (module imports "I", hints "H",
// errors "E", debug "D") hold no props. Inside a model a string starting with "$" is a reference: "$<id>" or
// "$<id>:<path>" another row (or a part of it), "$L"/"$@" a lazy or promised row, "$D" a date, "$$" an escaped
// "$"; the rest (symbols, server functions, undefined, infinities) carry nothing a review needs. Every row is
// resolved once and shared, a cycle becomes null, so the work is linear in the stream.
import { safeJson } from './json-tree';
import type { StateLiteral } from './state-scripts';

const MAX_DEPTH = 200;

type Row = { model: unknown } | { text: string };

/** The rows of a flight stream by id; unreadable rows are skipped. */
function parseRows(flight: string): Map<string, Row> {
  const rows = new Map<string, Row>();
  let at = 0;
  while (at < flight.length) {
    const colon = flight.indexOf(':', at);
    if (colon === -1) break;
    const id = flight.slice(at, colon).trim();
    const tag = flight[colon + 1];
    if (tag === 'T') {
      const comma = flight.indexOf(',', colon + 2);
      const bytes = comma === -1 ? NaN : parseInt(flight.slice(colon + 2, comma), 16);
      if (!Number.isFinite(bytes) || !/^[0-9a-f]+$/i.test(id)) break;
      const end = advanceUtf8(flight, comma + 1, bytes);
      rows.set(id, { text: flight.slice(comma + 1, end) });
      at = end;
      continue;
    }
    let lineEnd = flight.indexOf('\n', colon + 1);
    if (lineEnd === -1) lineEnd = flight.length;
    if (/^[0-9a-f]{1,8}$/i.test(id) && tag !== undefined && !/[A-Z]/.test(tag)) {
      const model = safeJson(flight.slice(colon + 1, lineEnd));
      if (model !== undefined) rows.set(id, { model });
    }
    at = lineEnd + 1;
  }
  return rows;
}

/** The index `bytes` UTF-8 bytes after `start`. */
function advanceUtf8(text: string, start: number, bytes: number): number {
  let i = start;
  let left = bytes;
  while (left > 0 && i < text.length) {
    const code = text.codePointAt(i)!;
    left -= code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
    i += code >= 0x10000 ? 2 : 1;
  }
  return i;
}

const REFERENCE = /^\$[L@]?([0-9a-f]+)((?::[^:]*)*)$/i;

/** The ids of the rows some model points at, found in one walk over the raw models (however deep they nest). */
function referencedRows(rows: Map<string, Row>): Set<string> {
  const ids = new Set<string>();
  const stack: unknown[] = [];
  for (const row of rows.values()) if ('model' in row) stack.push(row.model);
  while (stack.length > 0) {
    const value = stack.pop();
    if (typeof value === 'string') {
      const target = value.startsWith('$') ? REFERENCE.exec(value) : null;
      if (target) ids.add(target[1]!);
    } else if (typeof value === 'object' && value !== null)
      for (const child of Object.values(value)) stack.push(child);
  }
  return ids;
}

/** The props the server rendered with: every model row no other row points at, its references resolved. */
export function flightStates(flight: string): StateLiteral[] {
  const rows = parseRows(flight);
  const resolved = new Map<string, unknown>();
  const open = new Set<string>();
  const referenced = referencedRows(rows);

  // Depth counts across rows: a chain of rows each pointing at the next nests as deeply as one row could.
  const row = (id: string, depth: number): unknown => {
    if (resolved.has(id)) return resolved.get(id);
    const found = rows.get(id);
    if (!found || open.has(id)) return null;
    if ('text' in found) return found.text;
    open.add(id);
    const value = resolve(found.model, depth);
    open.delete(id);
    resolved.set(id, value);
    return value;
  };

  const reference = (text: string, depth: number): unknown => {
    if (text === '$') return text; // the element marker of ["$", type, key, props]
    const kind = text[1]!;
    if (kind === '$') return text.slice(1);
    if (kind === 'D') return text.slice(2);
    if (kind === 'n') return text.slice(2);
    const target = REFERENCE.exec(text);
    if (!target) return null;
    let value = row(target[1]!, depth + 1);
    for (const step of target[2]!.split(':').slice(1)) {
      value =
        typeof value === 'object' && value !== null
          ? (value as Record<string, unknown>)[step]
          : null;
    }
    return value ?? null;
  };

  const resolve = (value: unknown, depth: number): unknown => {
    if (depth > MAX_DEPTH) return null;
    if (typeof value === 'string') return value.startsWith('$') ? reference(value, depth) : value;
    if (Array.isArray(value)) return value.map((v) => resolve(v, depth + 1));
    if (typeof value === 'object' && value !== null) {
      const out: Record<string, unknown> = {};
      for (const [key, v] of Object.entries(value)) out[key] = resolve(v, depth + 1);
      return out;
    }
    return value;
  };

  for (const id of rows.keys()) row(id, 0);
  const states: StateLiteral[] = [];
  for (const [id, found] of rows)
    if ('model' in found && !referenced.has(id))
      states.push({ name: '__next_f', state: resolved.get(id) });
  return states;
}
