// A compressed request body is refused with a 415 that names the encoding, on every route that takes a body;
// the same request sent as it is (or marked identity) is read.
import { gzipSync } from 'node:zlib';
import { apiErrorSchema } from '@reviewsentry/contracts';
import { describe, expect, it } from 'vitest';
import { fileUpload, KETTLE_REVIEWS, startApp } from '../../test/analysis-app';

const CSV = `review_text,rating\n${KETTLE_REVIEWS.map((t) => `"${t}",4`).join('\n')}\n`;

describe('a request body sent with Content-Encoding', () => {
  it('is refused 415 unsupported_content_encoding, with Accept-Encoding: identity, on uploads and JSON', async () => {
    const app = await startApp();
    const form = fileUpload(CSV);
    const upload = await app.inject({
      method: 'POST',
      url: '/upload',
      payload: gzipSync(form.payload),
      headers: { ...form.headers, 'content-encoding': 'gzip' },
    });
    expect(upload.statusCode).toBe(415);
    expect(upload.headers['accept-encoding']).toBe('identity');
    expect(apiErrorSchema.parse(upload.json()).error).toMatchObject({
      code: 'unsupported_content_encoding',
      details: { content_encoding: 'gzip' },
    });

    const json = await app.inject({
      method: 'POST',
      url: '/analyze',
      payload: gzipSync(JSON.stringify({ url: 'https://shop.example.com/p/1' })),
      headers: { 'content-type': 'application/json', 'content-encoding': 'br' },
    });
    expect(json.statusCode).toBe(415);
    expect(apiErrorSchema.parse(json.json()).error.message).toContain('"br"');
  });

  it('is read as usual when it is sent as it is, or marked identity', async () => {
    const app = await startApp();
    const form = fileUpload(CSV);
    const res = await app.inject({
      method: 'POST',
      url: '/upload',
      payload: form.payload,
      headers: { ...form.headers, 'content-encoding': 'identity' },
    });
    expect(res.statusCode).toBe(200);
    // A request without a body is not refused for the header alone.
    const page = await app.inject({ url: '/healthz', headers: { 'content-encoding': 'gzip' } });
    expect(page.statusCode).toBe(200);
  });
});
