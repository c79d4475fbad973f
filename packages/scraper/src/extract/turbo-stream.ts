// React Router 7 and Remix 2's single fetch (Shopify Hydrogen among their users) stream the loader data into the
// page as turbo-stream text: `window.__reactRouterContext.streamController.enqueue("…")` (or `__remixContext`),
// one string per script. Its first line is a JSON array holding every distinct value once: the root first, an
// object as {"_<index of the key>": <index of the value>}, an array as indexes, negative indexes for null,
// undefined and the non-finite numbers, and typed entries ["D", ms] (date), ["P", id] (a promise), ["Z", index]
// (a value sent before) and the like. A promise is settled by a later line `P<id>:[…]` whose entries extend the
// same array, the first of them the settled value; deferred loader data (slow reviews) arrives that way. Each entry
// is decoded once and shared, a cycle becomes null, nesting is capped, so the work is linear in the stream.
import { safeJson } from './json-tree';
import { decodeJsString, stringEnd, type StateLiteral } from './state-scripts';

const MAX_DEPTH = 200;
const ENQUEUE = /\.streamController\.enqueue\(\s*/g;

/** The text of every `….streamController.enqueue("…")` in one script, in order. */
export function streamChunksOf(code: string): string[] {
  const chunks: string[] = [];
  ENQUEUE.lastIndex = 0;
  for (let m = ENQUEUE.exec(code); m; m = ENQUEUE.exec(code)) {
    const start = ENQUEUE.lastIndex;
    if (code[start] !== '"' && code[start] !== "'" && code[start] !== '`') continue;
    const end = stringEnd(code, start);
    if (end === -1) break;
    const text = decodeJsString(code.slice(start + 1, end));
    if (text !== null) chunks.push(text);
    ENQUEUE.lastIndex = end + 1;
  }
  return chunks;
}

/** The value a turbo-stream text encodes, its promises replaced by what they settled to; none when unreadable. */
export function turboStreamStates(stream: string): StateLiteral[] {
  const lines = stream.split('\n');
  const entries: unknown[] = [];
  const first = safeJson(lines[0] ?? '');
  if (!Array.isArray(first) || first.length === 0) return [];
  entries.push(...first);
  const settled = new Map<number, number>();
  for (const line of lines.slice(1)) {
    const m = /^P(\d+):(.*)$/s.exec(line);
    const values = m ? safeJson(m[2]!) : undefined;
    if (!m || values === undefined) continue;
    if (typeof values === 'number') settled.set(Number(m[1]), values);
    else if (Array.isArray(values) && values.length > 0) {
      settled.set(Number(m[1]), entries.length);
      entries.push(...values);
    }
  }

  const done = new Map<number, unknown>();
  const open = new Set<number>();
  const decode = (index: unknown, depth: number): unknown => {
    if (typeof index !== 'number' || !Number.isInteger(index) || index < 0) return null;
    if (done.has(index)) return done.get(index);
    if (index >= entries.length || open.has(index) || depth > MAX_DEPTH) return null;
    open.add(index);
    const value = decodeEntry(entries[index], index, depth);
    open.delete(index);
    done.set(index, value);
    return value;
  };
  const decodeEntry = (entry: unknown, index: number, depth: number): unknown => {
    if (typeof entry !== 'object' || entry === null) return entry;
    if (Array.isArray(entry)) {
      if (typeof entry[0] !== 'string') return entry.map((i) => decode(i, depth + 1));
      const [type, arg] = entry as [string, unknown];
      if (type === 'D' && typeof arg === 'number') return isoTime(arg);
      if (type === 'P') return settled.has(index) ? decode(settled.get(index), depth + 1) : null;
      if (type === 'Z') return decode(arg, depth + 1);
      if (type === 'U' || type === 'B') return arg;
      return null; // errors, symbols, regular expressions, maps and sets hold no review
    }
    const out: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(entry)) {
      const name = decode(Number(key.slice(1)), depth + 1);
      if (key.startsWith('_') && typeof name === 'string') out[name] = decode(value, depth + 1);
    }
    return out;
  };
  return [{ name: 'turbo-stream', state: decode(0, 0) }];
}

/** A JavaScript time value as ISO text, or null outside the range a Date holds (toISOString would throw). */
function isoTime(ms: number): string | null {
  const date = new Date(ms);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}
