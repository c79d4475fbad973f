// State a script hands over as the value a function returns, the form devalue's `uneval` writes and Nuxt 2 ships:
// `window.__NUXT__=(function(a,b,c,d){d.name="Flask";d.reviews=[…];return {…rating:a,product:d…}}(5,"Anna",true,{}))`.
// Values the state repeats are the function's parameters, bound to the arguments at the end; an object or array
// the state shares is a parameter bound to `{}`, `Object.create(null)` or `Array(n)` and filled by the statements
// before `return` (`d.key=…`, `d["key"]=…`, `d[0]=…`), which are the only statements uneval writes. Those
// assignments are applied to the bound objects, then the returned literal is read. The scan moves forward only,
// each literal's extent found once.
import { parseLenientJson } from './lenient-json';
import { literalEnd, stringEnd, type StateLiteral } from './state-scripts';

// `<global> = (function(<params>) {` — the global as state-scripts.ts names it, here in its common spellings.
const RETURNED_STATE =
  /(?:window|self|globalThis)\s*\.\s*([\w$]+)\s*=\s*\(\s*function\s*\(([\w$,\s]*)\)\s*\{/g;
const ASSIGNMENT = /^\s*([\w$]+)(?:\.([\w$]+)|\[\s*(\d+|"(?:[^"\\]|\\.)*")\s*\])\s*=(?!=)/;

/** Every `<global> = (function(…){ … return {…} }(…))` of one script. */
export function returnedStates(code: string): StateLiteral[] {
  const found: StateLiteral[] = [];
  RETURNED_STATE.lastIndex = 0;
  for (let m = RETURNED_STATE.exec(code); m; m = RETURNED_STATE.exec(code)) {
    const read = readCall(code, RETURNED_STATE.lastIndex - 1, m[2]!);
    if (!read) continue;
    found.push({ name: m[1]!, state: read.state });
    RETURNED_STATE.lastIndex = read.end;
  }
  return found;
}

/** The parts of `text` between top-level separators (strings and brackets respected); null when unbalanced. */
function topLevelParts(text: string, separator: string): string[] | null {
  const parts: string[] = [];
  let from = 0;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (ch === '"' || ch === "'" || ch === '`') i = stringEnd(text, i);
    else if (ch === '{' || ch === '[' || ch === '(') i = literalEnd(text, i);
    else if (ch === separator) {
      parts.push(text.slice(from, i));
      from = i + 1;
    }
    if (i === -1) return null;
  }
  parts.push(text.slice(from));
  return parts;
}

/** An argument's value; the empty containers uneval binds shared objects to are new objects. */
function argumentValue(text: string): unknown {
  const arg = text.trim();
  const bare = arg.replace(/\s+/g, '');
  if (/^Array\(\d*\)$/.test(bare)) return [];
  if (bare === 'Object.create(null)') return {};
  return parseLenientJson(arg) ?? null;
}

/** The function whose body opens at `open`: its returned literal, after its assignments, bound to the arguments. */
function readCall(
  code: string,
  open: number,
  paramList: string,
): { state: unknown; end: number } | null {
  const close = literalEnd(code, open);
  if (close === -1) return null;
  // After the body: `(args)` or `)(args)`.
  const tail = /^\s*(?:\)\s*)?\(/.exec(code.slice(close + 1, close + 64));
  if (!tail) return null;
  const argsStart = close + tail[0].length;
  const argsStop = literalEnd(code, argsStart);
  const statements = topLevelParts(code.slice(open + 1, close), ';');
  const args = argsStop === -1 ? null : topLevelParts(code.slice(argsStart + 1, argsStop), ',');
  if (!statements || !args) return null;
  const bindings = new Map<string, unknown>();
  paramList.split(',').forEach((param, i) => {
    if (param.trim())
      bindings.set(param.trim(), args[i] === undefined ? null : argumentValue(args[i]));
  });
  let state: unknown;
  for (const statement of statements) {
    const returned = /^\s*return\b/.exec(statement);
    if (returned) {
      state = parseLenientJson(statement.slice(returned[0].length), bindings);
      break;
    }
    assign(statement, bindings);
  }
  return state === undefined ? null : { state, end: argsStop + 1 };
}

/** `d.key=value`, `d["key"]=value` or `d[0]=value` on a bound object or array; anything else is skipped. */
function assign(statement: string, bindings: Map<string, unknown>): void {
  const m = ASSIGNMENT.exec(statement);
  if (!m) return;
  const target = bindings.get(m[1]!);
  if (typeof target !== 'object' || target === null) return;
  const key = m[2] ?? (m[3]!.startsWith('"') ? (JSON.parse(m[3]!) as string) : Number(m[3]));
  const value = parseLenientJson(statement.slice(m[0].length), bindings) ?? null;
  // uneval fills an array in order; a far index would make a huge sparse array for the reader to walk.
  if (Array.isArray(target) && typeof key === 'number' && key <= target.length) target[key] = value;
  else if (!Array.isArray(target) && key !== '__proto__')
    (target as Record<string, unknown>)[key] = value;
}
