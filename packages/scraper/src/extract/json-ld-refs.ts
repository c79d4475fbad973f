// JSON-LD node references. A graph may name a node once and point at it elsewhere by `@id` alone: a Product's
// `review: [{"@id": "#r1"}]`, `aggregateRating: {"@id": "#agg"}`, a Review's `author: {"@id": "#person-3"}`
// (Yoast / WooCommerce and other @graph writers do this). A reader that takes the pointer for the node finds no
// rating, text or name in it, so pointers are swapped for the node they name before a value is read.
import { isObject, type Json } from './json-tree';

export type NodeRefs = (value: unknown) => unknown;

/** A pointer: an object with an `@id` and nothing else to say (an `@type` beside it adds nothing to read). */
function isPointer(node: Json): boolean {
  return Object.keys(node).every((key) => key === '@id' || key === '@type');
}

/** Resolves pointers against the nodes that carry more than their `@id` (the first such node per id wins). */
export function nodeRefs(nodes: readonly Json[]): NodeRefs {
  const byId = new Map<string, Json>();
  for (const node of nodes) {
    const id = node['@id'];
    if (typeof id === 'string' && !isPointer(node) && !byId.has(id)) byId.set(id, node);
  }
  return (value) => {
    if (!isObject(value) || !isPointer(value)) return value;
    const id = value['@id'];
    return (typeof id === 'string' && byId.get(id)) || value;
  };
}
