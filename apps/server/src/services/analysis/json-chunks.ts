// JSON answers as UTF-8 byte chunks, written inside an analysis worker so the event loop never stringifies a
// large answer. Each chunk owns its ArrayBuffer (TextEncoder), so the chunks are moved, not copied, to the
// main thread.

const encoder = new TextEncoder();
/** Big enough to keep the number of chunks (and messages) small, small enough to never make one huge string. */
const CHUNK_CHARS = 1024 * 1024;

/**
 * An object as JSON with the (large) array under `arrayKey` last, one item at a time, so a 100k-review answer
 * (~70 MB) is never one string in memory (docs/decisions/081).
 */
export function jsonChunks(value: Record<string, unknown>, arrayKey: string): Uint8Array[] {
  const { [arrayKey]: items, ...rest } = value;
  const list = Array.isArray(items) ? (items as unknown[]) : [];
  if (list.length <= 2000) return [encoder.encode(JSON.stringify(value))];
  const head = JSON.stringify(rest);
  const chunks: Uint8Array[] = [];
  let buffer = `${head.slice(0, -1)}${head.length > 2 ? ',' : ''}${JSON.stringify(arrayKey)}:[`;
  for (let i = 0; i < list.length; i += 1) {
    buffer += (i === 0 ? '' : ',') + JSON.stringify(list[i]);
    if (buffer.length >= CHUNK_CHARS) {
      chunks.push(encoder.encode(buffer));
      buffer = '';
    }
  }
  chunks.push(encoder.encode(`${buffer}]}`));
  return chunks;
}

/** Lines of text as byte chunks of about CHUNK_CHARS characters. */
export function textChunks(lines: Iterable<string>): Uint8Array[] {
  const chunks: Uint8Array[] = [];
  let buffer = '';
  for (const line of lines) {
    buffer += line;
    if (buffer.length >= CHUNK_CHARS) {
      chunks.push(encoder.encode(buffer));
      buffer = '';
    }
  }
  if (buffer.length > 0 || chunks.length === 0) chunks.push(encoder.encode(buffer));
  return chunks;
}
