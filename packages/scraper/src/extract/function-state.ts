// State a script hands over as the value a function returns, the form devalue's `uneval` writes and Nuxt 2 ships:
// `window.__NUXT__=(function(a,b,c){return {…rating:a,verified:c…}}(5,"Anna",true))`. Values the state repeats
// are the function's parameters, bound to the arguments at the end, so the object literal alone reads `a` where
// the state has 5. Only the returned literal is read (statements before `return` that fill shared objects are not
// run); the scan moves forward only, each literal's extent found once.
import { parseLenientJson } from './lenient-json';
import { literalEnd, type StateLiteral } from './state-scripts';

// `<global> = (function(<params>) {` — the global as state-scripts.ts names it, here in its common spellings.
const RETURNED_STATE =
  /(?:window|self|globalThis)\s*\.\s*([\w$]+)\s*=\s*\(\s*function\s*\(([\w$,\s]*)\)\s*\{/g;

/** Every `<global> = (function(…){ … return {…} }(…))` of one script. */
export function returnedStates(code: string): StateLiteral[] {
  const found: StateLiteral[] = [];
  RETURNED_STATE.lastIndex = 0;
  for (let m = RETURNED_STATE.exec(code); m; m = RETURNED_STATE.exec(code)) {
    const read = readCall(code, RETURNED_STATE.lastIndex, m[2]!);
    if (!read) continue;
    found.push({ name: m[1]!, state: read.state });
    RETURNED_STATE.lastIndex = read.end;
  }
  return found;
}

/** The function body from `bodyStart`: its returned literal, bound to the call's arguments. */
function readCall(
  code: string,
  bodyStart: number,
  paramList: string,
): { state: unknown; end: number } | null {
  const ret = /\breturn\s*([{[])/g;
  ret.lastIndex = bodyStart;
  const m = ret.exec(code);
  if (!m) return null;
  const literalStart = m.index + m[0].length - 1;
  const literalStop = literalEnd(code, literalStart);
  if (literalStop === -1) return null;
  // After the literal: `}` closing the function, then `(args)` or `)(args)`.
  const tail = /^\s*(?:;\s*)?\}\s*(?:\)\s*)?\(/.exec(code.slice(literalStop + 1, literalStop + 64));
  if (!tail) return null;
  const argsStart = literalStop + tail[0].length;
  const argsStop = literalEnd(code, argsStart);
  if (argsStop === -1) return null;
  const args = parseLenientJson(`[${code.slice(argsStart + 1, argsStop)}]`);
  const params = paramList.split(',').map((p) => p.trim());
  const bindings = new Map<string, unknown>();
  params.forEach((param, i) => {
    if (param) bindings.set(param, Array.isArray(args) ? (args[i] ?? null) : null);
  });
  const state = parseLenientJson(code.slice(literalStart, literalStop + 1), bindings);
  return state === undefined ? null : { state, end: argsStop + 1 };
}
