// A form whose Content-Length already says its file cannot fit is answered 413 before any of it is read. Reading
// on would take up to the whole limit of bytes (25 MB) from a browser holding a larger file before it learns the
// same, and lets a client that announces gigabytes and sends slowly hold its upload open until the request
// timeout. Chunked bodies (no length) are still counted as their bytes arrive.
import type { FastifyRequest } from 'fastify';

/**
 * Room a form may take around its file: the boundary lines and part headers, and the text fields the parser
 * accepts (10 of at most 64 kB for /upload). Generous, so that no form that fits is ever refused here.
 */
export const FORM_OVERHEAD_BYTES = 1024 * 1024;

/** True when the request's declared length leaves no room for a file of at most `maxFileBytes`. */
export function declaredTooLarge(request: FastifyRequest, maxFileBytes: number): boolean {
  const declared = Number(request.headers['content-length']);
  return Number.isFinite(declared) && declared > maxFileBytes + FORM_OVERHEAD_BYTES;
}
