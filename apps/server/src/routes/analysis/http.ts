// Small HTTP helpers shared by the analysis routes.

/**
 * The analysis answers are large (a review list of up to MAX_REVIEWS entries) and built by our own code from
 * zod-validated parts, so they are written with plain JSON.stringify instead of being re-validated by zod on the
 * way out, which took longer than the analysis itself for big files (docs/decisions/081). The response schemas
 * still document them in OpenAPI, and the route tests parse every answer with them.
 */
export const jsonSerializer = () => (data: unknown) => JSON.stringify(data);

function accepts(accept: string | undefined, type: string): boolean {
  if (!accept) return false;
  return accept.split(',').some((part) => part.split(';', 1)[0]!.trim().toLowerCase() === type);
}

export const wantsCsv = (accept: string | undefined) =>
  accepts(accept, 'text/csv') && !accepts(accept, 'application/json');

export const wantsEventStream = (accept: string | undefined) =>
  accepts(accept, 'text/event-stream');

const FLUSH_CHARS = 64 * 1024;

/**
 * Writes an object as JSON piece by piece, with the (large) array under `arrayKey` last and one item at a time,
 * so that a 100k-review answer is never one 70 MB string in memory (docs/decisions/081).
 */
export function* jsonWithLargeArray(
  value: Record<string, unknown>,
  arrayKey: string,
): Generator<string> {
  const { [arrayKey]: items, ...rest } = value;
  const head = JSON.stringify(rest);
  let buffer = `${head.slice(0, -1)}${head.length > 2 ? ',' : ''}${JSON.stringify(arrayKey)}:[`;
  let first = true;
  for (const item of Array.isArray(items) ? (items as unknown[]) : []) {
    buffer += (first ? '' : ',') + JSON.stringify(item);
    first = false;
    if (buffer.length >= FLUSH_CHARS) {
      yield buffer;
      buffer = '';
    }
  }
  yield `${buffer}]}`;
}
