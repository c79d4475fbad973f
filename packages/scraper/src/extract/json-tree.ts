// Walking parsed JSON of unknown shape (JSON-LD blocks, embedded application state): every extractor needs the
// same two questions answered safely — is this node an object, and what lies at this path.

export type Json = Record<string, unknown>;

/** True for a plain JSON object (not null, not an array). */
export const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The value at `path` below `value`, or undefined as soon as a step is not an object. */
export const get = (value: unknown, ...path: string[]): unknown =>
  path.reduce<unknown>((node, key) => (isObject(node) ? node[key] : undefined), value);

/** JSON.parse's value, or undefined when the text is not JSON. */
export function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
