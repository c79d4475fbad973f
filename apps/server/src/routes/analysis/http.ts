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

/** True when the client takes gzip (`gzip` or `*` listed without `q=0`). */
export function acceptsGzip(acceptEncoding: string | undefined): boolean {
  if (!acceptEncoding) return false;
  return acceptEncoding.split(',').some((part) => {
    const [name = '', ...params] = part.split(';').map((p) => p.trim().toLowerCase());
    if (name !== 'gzip' && name !== '*') return false;
    const q = params.find((p) => p.startsWith('q='));
    return q === undefined || Number(q.slice(2)) > 0;
  });
}
