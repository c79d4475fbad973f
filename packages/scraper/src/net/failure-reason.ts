// The shopper-facing reason of an `unreachable` scrape (docs/decisions/061), from the error undici, the socket or
// zlib gave. A shop that answers with something other than a readable HTTP page is named for what it sent, so the
// shopper (and whoever reads the log) can tell a dead shop from a broken or hostile answer.

/** The error's `code` (undici, Node's sockets and zlib all set one), or its class name (undici's HTTPParserError). */
function codeOf(error: unknown): string {
  if (typeof error !== 'object' || error === null) return '';
  if ('code' in error && typeof error.code === 'string') return error.code;
  return 'name' in error && typeof error.name === 'string' ? error.name : '';
}

export function failureReason(error: unknown): string {
  const code = codeOf(error);
  if (code === 'ECONNREFUSED') return 'connection refused';
  if (code === 'ECONNRESET' || code === 'UND_ERR_SOCKET') return 'the connection was dropped';
  if (code.includes('CERT') || code.includes('TLS') || code.includes('SELF_SIGNED'))
    return 'its security certificate is not valid';
  // undici's limit on a response's headers (16 kB): a Location or Set-Cookie no shop page needs.
  if (code === 'UND_ERR_HEADERS_OVERFLOW') return 'its answer has headers too large to read';
  if (code === 'HTTPParserError' || code.startsWith('HPE_')) return 'its answer is not valid HTTP';
  if (code === 'UND_ERR_RES_CONTENT_LENGTH_MISMATCH') return 'its answer was cut off';
  // zlib's codes (Z_DATA_ERROR, Z_BUF_ERROR, …) and the brotli decoder's (ERR_BROTLI_…, ERR__ERROR_…).
  if (code.startsWith('Z_') || code.includes('BROTLI') || code.startsWith('ERR__ERROR'))
    return 'its compressed page could not be decompressed';
  return 'network error';
}
