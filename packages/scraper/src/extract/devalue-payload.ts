// Nuxt 3 renders its state as a devalue "flattened" payload (`<script type="application/json" id="__NUXT_DATA__"
// data-nuxt-data>`): one JSON array whose first entry is the root, where every value inside an object or array is
// the index of another entry (negative numbers stand for undefined, NaN, ±Infinity and -0), and an array that
// starts with a string is a typed value (["Date", iso], ["Set", …], ["Map", k, v, …], ["null", key, value, …],
// and Nuxt's own ["Reactive" | "ShallowReactive" | "Ref" | "ShallowRef" | "NuxtError" …, index]). Read as JSON,
// such a payload holds reviews as rows of numbers; unflattened it is the plain state the page was rendered from.
// Each entry is unflattened once (shared entries stay shared), a cycle becomes null and nesting is capped, so the
// work is linear in the payload and the result has no cycles for the state reader to run around.
import type { Element } from 'domhandler';

const MAX_DEPTH = 200;

/** True for the script element Nuxt writes its payload in. */
export function isDevaluePayloadScript(script: Element): boolean {
  return script.attribs.id === '__NUXT_DATA__' || script.attribs['data-nuxt-data'] !== undefined;
}

/** The state a flattened payload encodes, or the value itself when it is not one. */
export function unflattenPayload(payload: unknown): unknown {
  if (!Array.isArray(payload) || payload.length === 0) return payload;
  const values: readonly unknown[] = payload;
  const done = new Map<number, unknown>();
  const open = new Set<number>();

  const hydrate = (index: unknown, depth: number): unknown => {
    if (typeof index !== 'number' || !Number.isInteger(index)) return null;
    if (index < 0) return null; // undefined, hole, NaN, ±Infinity, -0: nothing a review needs
    if (done.has(index)) return done.get(index);
    if (index >= values.length || open.has(index) || depth > MAX_DEPTH) return null;
    const value = values[index];
    if (typeof value !== 'object' || value === null) return value;
    open.add(index);
    const result = Array.isArray(value) ? hydrateArray(value, depth) : hydrateObject(value, depth);
    open.delete(index);
    done.set(index, result);
    return result;
  };

  const hydrateObject = (value: object, depth: number) => {
    const out: Record<string, unknown> = {};
    for (const [key, child] of Object.entries(value)) out[key] = hydrate(child, depth + 1);
    return out;
  };

  const hydrateArray = (value: unknown[], depth: number): unknown => {
    const [type, ...rest] = value;
    if (typeof type !== 'string') return value.map((child) => hydrate(child, depth + 1));
    switch (type) {
      case 'Date':
      case 'RegExp':
      case 'BigInt':
      case 'Object':
        return typeof rest[0] === 'string' || typeof rest[0] === 'number' ? rest[0] : null;
      case 'Set':
        return rest.map((child) => hydrate(child, depth + 1));
      case 'Map':
      case 'null': {
        // Map entries are index pairs; a null-prototype object's are a key then a value index.
        const out: Record<string, unknown> = {};
        for (let i = 0; i + 1 < rest.length; i += 2) {
          const key = type === 'Map' ? hydrate(rest[i], depth + 1) : rest[i];
          if (typeof key === 'string' || typeof key === 'number')
            out[String(key)] = hydrate(rest[i + 1], depth + 1);
        }
        return out;
      }
      default:
        // A reviver's wrapper (Reactive, Ref, NuxtError, …) around one value.
        return rest.length === 1 ? hydrate(rest[0], depth + 1) : null;
    }
  };

  return hydrate(0, 0);
}
