// The package's entry point: bytes (whole or streamed) -> ImportResult, or a typed IngestError.
import type { ImportResult } from '@reviewsentry/contracts';
import { CsvImporter } from './csv-importer';
import { ReadFailedError } from './errors';
import { resolveOptions, type ImportOptions } from './options';

const CHUNK = 64 * 1024;
/** Give the event loop a turn after this many bytes of an in-memory buffer, so a server stays responsive. */
const YIELD_EVERY = 1024 * 1024;

/**
 * Imports a CSV export of reviews. `input` is the whole file or a stream of its bytes (a Node Readable or
 * any async iterable of Uint8Array); a stream is read chunk by chunk and abandoned as soon as a limit is hit.
 * Rejects only with IngestError subclasses for bad input.
 */
export async function importCsv(
  input: Uint8Array | AsyncIterable<Uint8Array>,
  options?: ImportOptions,
): Promise<ImportResult> {
  const importer = new CsvImporter(resolveOptions(options));
  if (input instanceof Uint8Array) {
    for (let off = 0; off < input.length; off += CHUNK) {
      importer.pushBytes(input.subarray(off, off + CHUNK));
      if ((off + CHUNK) % YIELD_EVERY === 0) await new Promise((r) => setImmediate(r));
    }
    return importer.finish();
  }
  const it = input[Symbol.asyncIterator]();
  let done = false;
  try {
    for (;;) {
      let next: IteratorResult<Uint8Array>;
      try {
        next = await it.next();
      } catch (err) {
        done = true; // a failed stream has ended itself
        throw new ReadFailedError(err);
      }
      if (next.done) {
        done = true;
        break;
      }
      importer.pushBytes(toBytes(next.value));
    }
  } finally {
    if (!done) {
      try {
        await it.return?.();
      } catch {
        // Closing an abandoned stream may fail; the import has already failed for a better reason.
      }
    }
  }
  return importer.finish();
}

function toBytes(chunk: unknown): Uint8Array {
  if (chunk instanceof Uint8Array) return chunk;
  if (typeof chunk === 'string') return Buffer.from(chunk, 'utf8');
  throw new ReadFailedError(
    new TypeError('The upload stream produced something other than bytes.'),
  );
}
