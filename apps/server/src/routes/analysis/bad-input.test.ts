// Bad input of every kind gets a specific 4xx in the API error format, never a 500: malformed multipart bodies,
// more than one file, too many parts, bad URLs (docs/decisions/117-connections-uploads-and-slow-readers.md).
import { apiErrorSchema } from '@reviewsentry/contracts';
import { describe, expect, it } from 'vitest';
import { BOUNDARY, fileUpload, multipart, startApp } from '../../../test/analysis-app';

const CSV =
  'review_text,rating\nThe kettle boils water quickly and quietly every single morning,5\n';

async function upload(payload: Buffer | string, contentType: string) {
  const app = await startApp();
  const res = await app.inject({
    method: 'POST',
    url: '/upload',
    payload,
    headers: { 'content-type': contentType },
  });
  return { status: res.statusCode, error: apiErrorSchema.parse(res.json()).error };
}

describe('malformed uploads', () => {
  const { payload } = fileUpload(CSV);

  it.each([
    { name: 'no boundary', type: 'multipart/form-data', body: payload },
    {
      name: 'a wrong boundary',
      type: 'multipart/form-data; boundary=somethingElse',
      body: payload,
    },
    {
      name: 'a body cut off inside the file',
      type: `multipart/form-data; boundary=${BOUNDARY}`,
      body: payload.subarray(0, payload.length - 40),
    },
    {
      name: 'a body without its closing boundary',
      type: `multipart/form-data; boundary=${BOUNDARY}`,
      body: payload.subarray(0, payload.indexOf(`--${BOUNDARY}--`)),
    },
    {
      name: 'part headers that never end',
      type: `multipart/form-data; boundary=${BOUNDARY}`,
      body: `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="a.csv"\r\n`,
    },
  ])('$name -> 400', async ({ type, body }) => {
    const { status, error } = await upload(body, type);
    expect(status).toBe(400);
    expect(['malformed_multipart', 'no_file']).toContain(error.code);
  });

  it('a second file -> 400 multiple_files', async () => {
    const body = multipart([
      { name: 'file', filename: 'a.csv', content: CSV },
      { name: 'file', filename: 'b.csv', content: CSV },
    ]);
    const { status, error } = await upload(body.payload, body.headers['content-type']!);
    expect(status).toBe(400);
    expect(error.code).toBe('multiple_files');
  });

  it('more than 20 parts -> 413 too_many_parts', async () => {
    const body = multipart([
      ...Array.from({ length: 25 }, (_, i) => ({ name: `note${i}`, content: 'x' })),
      { name: 'file', filename: 'a.csv', content: CSV },
    ]);
    const { status, error } = await upload(body.payload, body.headers['content-type']!);
    expect(status).toBe(413);
    expect(error.code).toBe('too_many_parts');
  });

  // The parser keeps a part's header up to a bound and drops the part when what it kept does not name it: the
  // sender is told why its file was not seen, not that it sent none.
  it.each([
    {
      name: 'a 200 kB header line before the Content-Disposition',
      header: `X-Pad: ${'a'.repeat(200_000)}\r\nContent-Disposition: form-data; name="file"; filename="a.csv"`,
    },
    {
      name: '5,000 header lines before the Content-Disposition',
      header: `${'X-Pad: a\r\n'.repeat(5000)}Content-Disposition: form-data; name="file"; filename="a.csv"`,
    },
  ])('$name -> 400 part_header_too_large', async ({ header }) => {
    const body = `--${BOUNDARY}\r\n${header}\r\nContent-Type: text/csv\r\n\r\n${CSV}\r\n--${BOUNDARY}--\r\n`;
    const { status, error } = await upload(body, `multipart/form-data; boundary=${BOUNDARY}`);
    expect(status).toBe(400);
    expect(error.code).toBe('part_header_too_large');
    expect(error.message).toContain('header');
  });

  it('a long file name in an ordinary header is still read', async () => {
    const body = fileUpload(CSV, `${'n'.repeat(2000)}.csv`);
    const app = await startApp();
    const res = await app.inject({ method: 'POST', url: '/upload', ...body });
    expect(res.statusCode).toBe(200);
  });
});

describe('requests the router cannot read', () => {
  it('a path that is not a valid URL -> 400 bad_url in the API format', async () => {
    const app = await startApp();
    const res = await app.inject({ method: 'GET', url: '/api/%E0%A4%A' });
    expect(res.statusCode).toBe(400);
    expect(apiErrorSchema.parse(res.json()).error.code).toBe('bad_url');
  });
});
