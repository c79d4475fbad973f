// Finds the application state a page's inline scripts hand to its JavaScript, under whatever global name the shop
// chose: `window.__myx = {…}`, `window["x"] = […]`, `var __STATE__ = {…}`, `X = JSON.parse("…")`,
// `Object.defineProperty(window, '__TGT_DATA__', {value: deepFreeze(JSON.parse("…"))})`, SvelteKit's
// `start({…})` options, objects pushed on a global queue (`….push({…})`), and the Next.js app router's `self.__next_f.push([1, "…"])` flight chunks (read as rows by
// flight-rows.ts). Every scan moves forward only: a literal's extent is found once and the scan resumes after it,
// so the work is linear in the script's length.
import { safeJson } from './json-tree';
import { parseLenientJson } from './lenient-json';

export interface StateLiteral {
  name: string;
  state: unknown;
}

const GLOBAL_TARGET =
  /(?:(?:window|self|globalThis|this)\s*(?:\.\s*([\w$]+)|\[\s*["']([\w$]+)["']\s*\])|\b(?:var|let|const)\s+([\w$]+)|(?:^|[;,{}\s])(__[\w$]+|[A-Z][A-Z0-9_]{3,}))\s*$/;

/** All state literals of one script. */
export function stateLiteralsOf(code: string): StateLiteral[] {
  return [
    ...assignedLiterals(code),
    ...parsedStrings(code),
    ...svelteKitStartOptions(code),
    ...pushedObjects(code),
  ];
}

const PUSH_CALL = /\.push\(\s*\{/g;
const QUEUE_SYMBOL = /Symbol\.for\(\s*["']([\w$]+)["']\s*\)[^;]*$/;

/** The identifier a text ends with (before trailing spaces), if any. */
function identifierAtEnd(text: string): string | null {
  let end = text.length;
  while (end > 0 && /\s/.test(text[end - 1]!)) end--;
  let start = end;
  while (start > 0 && /[\w$]/.test(text[start - 1]!)) start--;
  return start < end ? text.slice(start, end) : null;
}

/**
 * Object literals pushed on a global queue for the page's JavaScript to take up, as Apollo Client's streaming SSR
 * transport hands over each query's result: `(window[Symbol.for("ApolloSSRDataTransport")] ??= []).push({…})`.
 * Named after the queue (its symbol's or variable's name).
 */
function pushedObjects(code: string): StateLiteral[] {
  const found: StateLiteral[] = [];
  PUSH_CALL.lastIndex = 0;
  for (let m = PUSH_CALL.exec(code); m; m = PUSH_CALL.exec(code)) {
    const start = m.index + m[0].length - 1;
    const end = literalEnd(code, start);
    if (end === -1) break;
    const state = parseStrictOrLenient(code.slice(start, end + 1));
    if (state !== undefined) {
      const before = code.slice(Math.max(0, m.index - 120), m.index);
      const name = QUEUE_SYMBOL.exec(before)?.[1] ?? identifierAtEnd(before) ?? 'push';
      found.push({ name, state });
    }
    PUSH_CALL.lastIndex = end + 1;
  }
  return found;
}

/**
 * SvelteKit hands its first page's data to `start({ …, hydrate: { node_ids, data: […] } })` (version 1) or
 * `kit.start(app, element, { node_ids, data, … })`: the object literals passed to `start(` in its scripts.
 */
function svelteKitStartOptions(code: string): StateLiteral[] {
  if (!code.includes('sveltekit')) return [];
  const found: StateLiteral[] = [];
  const call = /(?<![\w$])start\(/g;
  for (let m = call.exec(code); m; m = call.exec(code)) {
    const close = literalEnd(code, m.index + m[0].length - 1);
    if (close === -1) break;
    for (let i = m.index + m[0].length; i < close; i++) {
      const ch = code[i];
      if (ch === '"' || ch === "'" || ch === '`') i = stringEnd(code, i);
      else if (ch === '{' || ch === '[' || ch === '(') {
        const end = literalEnd(code, i);
        const state = ch === '{' ? parseLenientJson(code.slice(i, end + 1)) : undefined;
        if (state !== undefined) found.push({ name: 'sveltekit', state });
        i = end;
      }
      if (i === -1) break;
    }
    call.lastIndex = close + 1;
  }
  return found;
}

/** `<global> = {…}` and `<global> = […]`. */
function assignedLiterals(code: string): StateLiteral[] {
  const found: StateLiteral[] = [];
  let at = code.indexOf('=');
  while (at !== -1) {
    const prev = code[at - 1];
    const next = code[at + 1];
    let start = at + 1;
    if (
      next === '=' ||
      next === '>' ||
      prev === '=' ||
      prev === '!' ||
      prev === '<' ||
      prev === '>'
    ) {
      at = code.indexOf('=', at + 2);
      continue;
    }
    while (start < code.length && /\s/.test(code[start]!)) start++;
    const open = code[start];
    if (open !== '{' && open !== '[') {
      at = code.indexOf('=', at + 1);
      continue;
    }
    const target = GLOBAL_TARGET.exec(code.slice(Math.max(0, at - 120), at));
    if (!target) {
      at = code.indexOf('=', at + 1);
      continue;
    }
    const end = literalEnd(code, start);
    if (end === -1) break; // unbalanced to the end of the script: nothing after it can be read either
    const text = code.slice(start, end + 1);
    const state = parseStrictOrLenient(text);
    if (state !== undefined)
      found.push({ name: target[1] ?? target[2] ?? target[3] ?? target[4]!, state });
    at = code.indexOf('=', end + 1);
  }
  return found;
}

/** Every `JSON.parse("…")` / `JSON.parse('…')` string literal, named after the global it is stored under. */
function parsedStrings(code: string): StateLiteral[] {
  const found: StateLiteral[] = [];
  let at = code.indexOf('JSON.parse(');
  while (at !== -1) {
    let start = at + 'JSON.parse('.length;
    while (start < code.length && /\s/.test(code[start]!)) start++;
    const quote = code[start];
    if (quote !== '"' && quote !== "'" && quote !== '`') {
      at = code.indexOf('JSON.parse(', start);
      continue;
    }
    const end = stringEnd(code, start);
    if (end === -1) break;
    const json = decodeJsString(code.slice(start + 1, end));
    const state = json === null ? undefined : parseStrictOrLenient(json);
    if (state !== undefined) found.push({ name: nameBefore(code, at), state });
    at = code.indexOf('JSON.parse(', end + 1);
  }
  return found;
}

const NAME_BEFORE =
  /(?:window|self|globalThis)\s*(?:\.\s*([\w$]+)|\[\s*["']([\w$]+)["']\s*\])|["']([\w$]+)["']\s*[:,]|\b(?:var|let|const)\s+([\w$]+)|(?<![\w$])([\w$]+)\s*=(?!=)/g;

function nameBefore(code: string, at: number): string {
  const before = code.slice(Math.max(0, at - 200), at);
  let name = 'JSON.parse';
  for (const m of before.matchAll(NAME_BEFORE)) {
    const candidate = m[1] ?? m[2] ?? m[3] ?? m[4] ?? m[5];
    if (candidate && !['value', 'get', 'data', 'JSON'].includes(candidate)) name = candidate;
  }
  return name;
}

/** The Next.js app router's flight data: the string chunks of `self.__next_f.push([1, "…"])`, concatenated. */
export function flightChunksOf(code: string): string[] {
  const chunks: string[] = [];
  const marker = '__next_f.push(';
  let at = code.indexOf(marker);
  while (at !== -1) {
    const start = at + marker.length;
    if (code[start] !== '[') {
      at = code.indexOf(marker, start);
      continue;
    }
    const end = literalEnd(code, start);
    if (end === -1) break;
    const parsed = safeJson(code.slice(start, end + 1));
    if (Array.isArray(parsed) && parsed[0] === 1 && typeof parsed[1] === 'string')
      chunks.push(parsed[1]);
    at = code.indexOf(marker, end + 1);
  }
  return chunks;
}

function parseStrictOrLenient(text: string): unknown {
  const strict = safeJson(text);
  return strict !== undefined ? strict : parseLenientJson(text);
}

/** Index of the bracket closing the one at `start` (strings and escapes respected), or -1. */
export function literalEnd(code: string, start: number): number {
  let depth = 0;
  for (let i = start; i < code.length; i++) {
    const ch = code[i];
    if (ch === '"' || ch === "'" || ch === '`') {
      const end = stringEnd(code, i);
      if (end === -1) return -1;
      i = end;
    } else if (ch === '{' || ch === '[' || ch === '(') depth++;
    else if (ch === '}' || ch === ']' || ch === ')') {
      depth--;
      if (depth === 0) return i;
    }
  }
  return -1;
}

/** Index of the quote closing the string literal opened at `start`, or -1. */
export function stringEnd(code: string, start: number): number {
  const quote = code[start];
  for (let i = start + 1; i < code.length; i++) {
    const ch = code[i];
    if (ch === '\\') i++;
    else if (ch === quote) return i;
    else if (ch === '\n' && quote !== '`') return -1;
  }
  return -1;
}

/** The value of a JavaScript string literal's body (escapes decoded), or null when it is malformed. */
export function decodeJsString(body: string): string | null {
  const parts: string[] = [];
  let run = 0;
  for (let i = 0; i < body.length; i++) {
    if (body[i] !== '\\') continue;
    parts.push(body.slice(run, i));
    const ch = body[i + 1] ?? '';
    if (ch === 'u' || ch === 'x') {
      const braced = ch === 'u' && body[i + 2] === '{';
      const hex = braced
        ? (/^[0-9a-f]{1,6}(?=\})/i.exec(body.slice(i + 3, i + 10))?.[0] ?? '')
        : body.slice(i + 2, i + (ch === 'u' ? 6 : 4));
      const code = parseInt(hex, 16);
      if (!/^[0-9a-f]+$/i.test(hex) || code > 0x10ffff) return null;
      parts.push(String.fromCodePoint(code));
      i += braced ? hex.length + 3 : hex.length + 1;
    } else {
      parts.push(ESCAPES[ch] ?? ch);
      i += 1;
    }
    run = i + 1;
  }
  parts.push(body.slice(run));
  return parts.join('');
}

const ESCAPES: Record<string, string> = {
  n: '\n',
  t: '\t',
  r: '\r',
  b: '\b',
  f: '\f',
  v: '\v',
  '0': '\0',
  '\n': '',
};
