// Astro hands each hydrated component ("island") its props in the `props` attribute of `<astro-island>`: a JSON
// object whose every value is a [type, value] pair, 0 a plain value (an object's values are pairs again), 1 an
// array of pairs, 3 a date as ISO text, 5 a set and 4 a map (their entries as an array of pairs), 6 a BigInt and
// 7 a URL as text; the rest (regular expressions, typed arrays, infinities) hold nothing a review needs. Read as
// JSON the reviews are rows of pairs; decoded they are the objects the component renders. Nesting is capped.
import { isObject } from './json-tree';

const MAX_DEPTH = 200;

/** The props an island's `props` attribute encodes (an object), or undefined when it is not that encoding. */
export function astroIslandProps(props: unknown): unknown {
  if (!isObject(props)) return undefined;
  return Object.fromEntries(Object.entries(props).map(([key, pair]) => [key, decode(pair, 0)]));
}

function decode(pair: unknown, depth: number): unknown {
  if (!Array.isArray(pair) || depth > MAX_DEPTH) return null;
  const [type, value] = pair as [unknown, unknown];
  switch (type) {
    case 0:
      return isObject(value)
        ? Object.fromEntries(Object.entries(value).map(([k, v]) => [k, decode(v, depth + 1)]))
        : value;
    case 1:
    case 4:
    case 5:
      return Array.isArray(value) ? value.map((v) => decode(v, depth + 1)) : null;
    case 3:
    case 6:
    case 7:
      return typeof value === 'string' ? value : null;
    default:
      return null;
  }
}
