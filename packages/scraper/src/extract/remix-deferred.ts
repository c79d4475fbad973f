// Remix 1 and 2 (without single fetch; Shopify Hydrogen 2023–24) stream data a loader deferred with `defer()`: the
// loader data in `window.__remixContext` holds "__deferred_promise:<key>" in its place, and a later script
// settles it with `__remixContext.r("<route id>", "<key>", <JSON>)` (an error instead: `…, undefined, <error>)`).
// Each settled value is put back where the loader data names it, so the reviews sit beside the product and rating
// summary they belong to; without a context, the value stands alone.
import { isObject, type Json } from './json-tree';
import { parseLenientJson } from './lenient-json';
import { literalEnd, type StateLiteral } from './state-scripts';

interface Settled {
  route: string;
  key: string;
  value: unknown;
}

const SETTLE = /__remixContext\.r\(/g;

/** Every `__remixContext.r(route, key, value)` of one script. */
export function remixSettledValuesOf(code: string): Settled[] {
  const found: Settled[] = [];
  SETTLE.lastIndex = 0;
  for (let m = SETTLE.exec(code); m; m = SETTLE.exec(code)) {
    const open = m.index + m[0].length - 1;
    const close = literalEnd(code, open);
    if (close === -1) break;
    const args = parseLenientJson(`[${code.slice(open + 1, close)}]`);
    if (Array.isArray(args) && typeof args[0] === 'string' && typeof args[1] === 'string')
      found.push({ route: args[0], key: args[1], value: args[2] ?? null });
    SETTLE.lastIndex = close + 1;
  }
  return found;
}

/** The states with each settled value in the loader data of `__remixContext`, or standing alone without one. */
export function withRemixSettled(states: StateLiteral[], settled: Settled[]): StateLiteral[] {
  if (settled.length === 0) return states;
  const context = states.find((s) => s.name === '__remixContext')?.state;
  const loaderData = isObject(context) && isObject(context.state) ? context.state.loaderData : null;
  const alone: StateLiteral[] = [];
  for (const { route, key, value } of settled) {
    const routeData = isObject(loaderData) ? loaderData[route] : null;
    if (isObject(routeData) && key !== '__proto__') (routeData as Json)[key] = value;
    else alone.push({ name: '__remixContext', state: value });
  }
  return [...states, ...alone];
}
