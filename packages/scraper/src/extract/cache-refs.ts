// Normalised GraphQL client caches shipped as page state (Apollo's __APOLLO_STATE__ / Next.js
// `initialApolloState`, Relay's record store): every entity is stored once under its cache id ("Review:11",
// "client:root") and everything that mentions it holds a pointer instead — Apollo 3 `{"__ref": "Review:11"}`,
// Apollo 2 `{"type": "id", "id": "Review:11", "generated": false}`, Relay `{"__ref": id}` / `{"__refs": [ids]}`.
// A product's `reviews` is then an array of pointers with no text, and the reviews themselves are values of one
// big object, not an array: no review list to find. This swaps the pointers for copies of the entities they name.
// Each entity is expanded once (shared entities stay shared), a pointer back into an entity being expanded becomes
// null, and the work stops at a node budget (past it the state is left as it was), so a hostile cache costs at
// most that.
import { isObject, type Json } from './json-tree';

const ROOT_KEYS = ['ROOT_QUERY', 'client:root'];
const FIND_DEPTH = 6;
const MAX_DEPTH = 60;
// Entities are expanded once, so the work is about the cache's own size; the cap only stops a hostile one.
const MAX_NODES = 1_000_000;

/** The state with its cache's pointers resolved, or the state itself when it holds no cache. */
export function withCacheRefsResolved(state: unknown): unknown {
  const cache = findCache(state, 0);
  if (!cache) return state;
  const done = new Map<string, unknown>();
  const open = new Set<string>();
  let budget = MAX_NODES;

  const entity = (id: string, depth: number): unknown => {
    if (done.has(id)) return done.get(id);
    const target = cache[id];
    if (!isObject(target) || open.has(id)) return null;
    open.add(id);
    const expanded = expand(target, depth + 1);
    open.delete(id);
    done.set(id, expanded);
    return expanded;
  };

  const expand = (value: unknown, depth: number): unknown => {
    if (typeof value !== 'object' || value === null) return value;
    if (budget-- <= 0 || depth > MAX_DEPTH) return null;
    if (!isObject(value)) return (value as unknown[]).map((item) => expand(item, depth + 1));
    const ref = pointer(value);
    if (ref !== null) return entity(ref, depth);
    const refs = value.__refs;
    if (Array.isArray(refs) && Object.keys(value).length === 1)
      return refs.map((id) => (typeof id === 'string' ? entity(id, depth) : null));
    const out: Json = {};
    if (value === cache) {
      // The cache itself: each entry is its entity (expanded once), the root query first, so an entity is
      // expanded from the query that reaches it (a product with its reviews) and not from a review that points
      // back at the product.
      for (const key of [...ROOT_KEYS.filter((k) => k in value), ...Object.keys(value)])
        out[key] ??= entity(key, depth);
      return out;
    }
    for (const [key, child] of Object.entries(value)) out[key] = expand(child, depth + 1);
    return out;
  };

  const resolved = expand(state, 0);
  return budget < 0 ? state : resolved;
}

/** The cache id a pointer names, or null for an object that is not a pointer. */
function pointer(node: Json): string | null {
  if (typeof node.__ref === 'string') return node.__ref;
  if (node.type === 'id' && typeof node.id === 'string' && 'generated' in node) return node.id;
  return null;
}

/** The object whose keys are cache ids: the one holding the root query record, a few levels down at most. */
function findCache(value: unknown, depth: number): Json | null {
  if (!isObject(value) || depth > FIND_DEPTH) return null;
  if (ROOT_KEYS.some((key) => isObject(value[key]))) return value;
  for (const child of Object.values(value)) {
    const found = findCache(child, depth + 1);
    if (found) return found;
  }
  return null;
}
