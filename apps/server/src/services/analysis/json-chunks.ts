// Answers as UTF-8 byte chunks, written inside an analysis worker so the event loop never stringifies a large
// answer. Each chunk owns its ArrayBuffer (TextEncoder), so it is moved, not copied, to the main thread; the
// chunks are produced lazily so the worker can hand each over as soon as it exists.

const encoder = new TextEncoder();
/** Big enough to keep the number of messages small, small enough to never make one huge string. */
const CHUNK_CHARS = 1024 * 1024;
/**
 * Most items stringified per call: one call and one concatenation per item took 10-40 % longer on a 20k-review
 * answer (bench/upload-json.ts, in the history up to commit 038859c), while a slice of 64 items never makes a
 * large string.
 */
const BATCH_ITEMS = 64;
/** What one call aims to stringify: items of 50,000 characters (a shop's longest) go one at a time. */
const BATCH_CHARS = 64 * 1024;

/**
 * An object as JSON with the (large) array under `arrayKey` last, a few items at a time, so a 100k-review answer
 * (~70 MB) is never one string in memory (docs/decisions/081), and chunks are about CHUNK_CHARS whatever the item
 * count: 200 long reviews make a 10 MB answer, which a client that reads nothing would hold whole if it were one
 * chunk (docs/decisions/189).
 */
export function* jsonChunks(
  value: Record<string, unknown>,
  arrayKey: string,
): Generator<Uint8Array> {
  const { [arrayKey]: items, ...rest } = value;
  const list = Array.isArray(items) ? (items as unknown[]) : [];
  const head = JSON.stringify(rest);
  let buffer = `${head.slice(0, -1)}${head.length > 2 ? ',' : ''}${JSON.stringify(arrayKey)}:[`;
  // The first item alone tells how many of its like fit in BATCH_CHARS.
  let step = 1;
  for (let i = 0, count = 0; i < list.length; i += count) {
    count = Math.min(step, list.length - i);
    const batch = JSON.stringify(list.slice(i, i + count));
    buffer += (i === 0 ? '' : ',') + batch.slice(1, -1);
    step = Math.max(1, Math.min(BATCH_ITEMS, Math.floor((BATCH_CHARS * count) / batch.length)));
    if (buffer.length >= CHUNK_CHARS) {
      yield encoder.encode(buffer);
      buffer = '';
    }
  }
  yield encoder.encode(`${buffer}]}`);
}

/** Lines of text as byte chunks of about CHUNK_CHARS characters. */
export function* textChunks(lines: Iterable<string>): Generator<Uint8Array> {
  let buffer = '';
  for (const line of lines) {
    buffer += line;
    if (buffer.length >= CHUNK_CHARS) {
      yield encoder.encode(buffer);
      buffer = '';
    }
  }
  yield encoder.encode(buffer);
}

/** Bytes already made (a stored answer) as chunks of at most CHUNK_CHARS bytes, views of `bytes` (no copy). */
export function* byteChunks(bytes: Uint8Array): Generator<Uint8Array> {
  for (let at = 0; at < bytes.length; at += CHUNK_CHARS) yield bytes.subarray(at, at + CHUNK_CHARS);
}
