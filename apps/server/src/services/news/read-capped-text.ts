// The Guardian's answer is read as a stream and counted after decompression: `response.text()` would hold
// whatever the upstream sends (fetch decompresses gzip and brotli on its own) until the timeout, hundreds of
// megabytes from a broken or hostile answer that compresses well. A search answer of twelve results is about
// 10 kB, so a cap far above that never refuses a real one.

/** The decoded body, or null once it passes `maxBytes` (the rest is not read and the stream is cancelled). */
export async function readCappedText(response: Response, maxBytes: number): Promise<string | null> {
  if (response.body === null) return '';
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  // TextDecoder, as response.text() does: UTF-8, a byte order mark dropped.
  return new TextDecoder().decode(Buffer.concat(chunks, size));
}
