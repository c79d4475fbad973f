import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { apiErrorSchema, specResultSchema, uploadResponseSchema } from '@reviewsentry/contracts';
import { readCsvRows } from '@reviewsentry/ingest';
import { hasSharedData, sharedDataPath } from '@reviewsentry/test-support';
import { describe, expect, it } from 'vitest';
import { fileUpload, KETTLE_REVIEWS, multipart, startApp } from '../../../test/analysis-app';

const ORIGIN = 'http://127.0.0.1:3000';

function specCsv(products: Array<[string, string]> = [['B00KETTLE1', 'Steel Kettle']]): string {
  const lines = ['prod_id,prod_name,customer_review,customer_rating'];
  products.forEach(([id, name], p) =>
    KETTLE_REVIEWS.forEach((text, i) =>
      lines.push(`${id},${name},"${text} (${p}-${i})",${(i % 5) + 1}`),
    ),
  );
  return `${lines.join('\r\n')}\r\n`;
}

async function post(
  app: Awaited<ReturnType<typeof startApp>>,
  body: ReturnType<typeof multipart>,
  headers: Record<string, string> = {},
) {
  return app.inject({
    method: 'POST',
    url: '/upload',
    payload: body.payload,
    headers: { ...body.headers, ...headers },
  });
}

function errorOf(res: { statusCode: number; json: () => unknown }) {
  return apiErrorSchema.parse(res.json()).error;
}

describe("POST /upload from the spec's original client (another origin)", () => {
  it('answers the CORS preflight for any origin, without credentials', async () => {
    const app = await startApp();
    const res = await app.inject({
      method: 'OPTIONS',
      url: '/upload',
      headers: {
        origin: ORIGIN,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    });
    expect(res.statusCode).toBe(204);
    expect(res.headers['access-control-allow-origin']).toBe('*');
    expect(String(res.headers['access-control-allow-methods'])).toContain('POST');
    expect(res.headers['access-control-allow-credentials']).toBeUndefined();
  });

  it('reads the six spec fields from a multipart `file` post', async () => {
    const app = await startApp();
    const res = await post(app, fileUpload(specCsv(), 'scraped.csv'), { origin: ORIGIN });
    expect(res.statusCode).toBe(200);
    expect(res.headers['access-control-allow-origin']).toBe('*');
    expect(res.headers['server-timing']).toMatch(
      /^queue;dur=[\d.]+, import;dur=[\d.]+, analyze;dur=[\d.]+$/u,
    );
    const six = specResultSchema.parse(res.json());
    expect(six).toMatchObject({
      prod_id: 'B00KETTLE1',
      prod_name: 'Steel Kettle',
      total_reviews: 6,
    });
    expect(six.fake_percentage).toBe(
      Math.round((10_000 * six.fake_reviews_count) / six.total_reviews) / 100,
    );
    // Six reviews are too few for a band (docs/decisions/100).
    expect(six.product_status).toBe('Not enough reviews');
    const full = uploadResponseSchema.parse(res.json());
    expect(full.reviews).toHaveLength(6);
    expect(full.reviews.every((r) => r.product_id === 'B00KETTLE1')).toBe(true);
    expect(full.products).toEqual([]);
    expect(full.coverage).toMatchObject({ rows_read: 6, reviews_used: 6, delimiter: ',' });
    expect(full.coverage.columns.map((c) => c.meaning)).toEqual([
      'product_id',
      'product_name',
      'text',
      'rating',
    ]);
    expect(Date.parse(full.analyzed_at)).not.toBeNaN();
  });

  it('keeps other paths same-origin: no CORS on /api/feedback', async () => {
    const app = await startApp();
    const res = await app.inject({
      method: 'OPTIONS',
      url: '/api/feedback',
      headers: { origin: ORIGIN, 'access-control-request-method': 'POST' },
    });
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('POST /upload results', () => {
  it('analyses each product of a multi-product file and the file as a whole', async () => {
    const app = await startApp();
    const res = await post(
      app,
      fileUpload(
        specCsv([
          ['P-ONE', 'Kettle'],
          ['P-TWO', 'Toaster'],
          ['P-THREE', 'Blender'],
        ]),
      ),
    );
    expect(res.statusCode).toBe(200);
    const body = uploadResponseSchema.parse(res.json());
    expect(body).toMatchObject({ prod_id: null, prod_name: null, total_reviews: 18 });
    expect(body.products.map((p) => [p.prod_id, p.prod_name, p.total_reviews])).toEqual([
      ['P-ONE', 'Kettle', 6],
      ['P-TWO', 'Toaster', 6],
      ['P-THREE', 'Blender', 6],
    ]);
    for (const product of body.products) {
      const own = body.reviews.filter((r) => r.product_id === product.prod_id).map((r) => r.id);
      expect(product.review_ids).toEqual(own);
      expect(product).not.toHaveProperty('reviews');
    }
    expect(body.coverage.products_found).toBe(3);
  });

  it('answers for a product none of whose reviews the text model can score', async () => {
    const app = await startApp();
    const csv =
      specCsv([['P-ONE', 'Kettle']]) +
      'P-TWO,Teko,"Produk bagus sekali, pengiriman cepat dan penjual ramah sekali, saya pasti akan membeli lagi di toko ini.",5\r\n' +
      'P-TWO,Teko,"Barang sesuai pesanan dan dikemas dengan rapi, terima kasih banyak untuk penjualnya yang sangat membantu.",4\r\n';
    const body = uploadResponseSchema.parse((await post(app, fileUpload(csv))).json());
    expect(body.products.map((p) => [p.prod_id, p.total_reviews, p.product_status])).toEqual([
      ['P-ONE', 6, 'Not enough reviews'],
      ['P-TWO', 2, 'Not enough reviews'],
    ]);
    const teko = body.products[1]!;
    expect(teko.review_coverage).toMatchObject({
      judged: 2,
      by_check: { text_model: 0, copies: 2 },
      not_scored: { language_not_covered: 2 },
      languages: { id: 2 },
    });
    expect(teko.review_coverage.summary).toContain('2 in Indonesian, which it was not trained on');
    expect(body.total_reviews).toBe(8);
  });

  it('streams a large answer (over 2,000 reviews) as the same valid JSON', async () => {
    const app = await startApp();
    const lines = ['review,rating,reviewer'];
    for (let i = 0; i < 2500; i++)
      lines.push(
        `"${KETTLE_REVIEWS[i % KETTLE_REVIEWS.length]} Order ${i}.",${(i % 5) + 1},shopper${i}`,
      );
    const res = await post(app, fileUpload(`${lines.join('\n')}\n`));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    const body = uploadResponseSchema.parse(res.json());
    expect(body.reviews).toHaveLength(2500);
    expect(body.reviews.at(-1)?.id).toBe('2501');
    expect(body.total_reviews).toBe(2500);
  });

  const REAL = 'amazon_us_mx_instantpot_outof5stars.csv';
  describe.skipIf(!hasSharedData('real-world', 'csv', REAL))(`real-world export ${REAL}`, () => {
    it('returns a full result with coverage of the real file', async () => {
      const app = await startApp();
      const bytes = readFileSync(sharedDataPath('real-world', 'csv', REAL));
      const res = await post(app, fileUpload(bytes, REAL));
      expect(res.statusCode).toBe(200);
      const body = uploadResponseSchema.parse(res.json());
      expect(body.review_coverage.reviews_received).toBe(body.coverage.reviews_used);
      expect(body.total_reviews).toBe(body.review_coverage.judged);
      expect(body.coverage.meanings_found).toEqual(
        expect.arrayContaining(['text', 'rating', 'date', 'reviewer', 'title']),
      );
      // Spanish reviews of the Mexican store are judged by the checks that read any language, not the text model.
      const spanish = body.reviews.filter((r) => r.language === 'es');
      expect(spanish.length).toBeGreaterThan(0);
      for (const r of spanish)
        expect(r).toMatchObject({ assessed: true, not_scored_reason: 'language_not_covered' });
    });
  });

  const MULTI = 'datafiniti_amazon_devices_dotted_cols_bom.csv';
  describe.skipIf(!hasSharedData('real-world', 'csv', MULTI))(`real-world export ${MULTI}`, () => {
    it('splits a real multi-product export into products[]', async () => {
      const app = await startApp();
      const bytes = readFileSync(sharedDataPath('real-world', 'csv', MULTI));
      const body = uploadResponseSchema.parse((await post(app, fileUpload(bytes, MULTI))).json());
      expect(body.coverage.products_found).toBeGreaterThan(1);
      expect(body.products.length).toBe(body.coverage.products_found);
      expect(body.products.reduce((n, p) => n + p.total_reviews, 0)).toBe(body.total_reviews);
      const ids = body.products.flatMap((p) => p.review_ids);
      expect(new Set(ids).size).toBe(ids.length);
    }, 60_000);
  });
});

describe('POST /upload errors', () => {
  it('empty file -> 400 no_file', async () => {
    const app = await startApp();
    const res = await post(app, fileUpload(''));
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).code).toBe('no_file');
  });

  it('no `file` field -> 400 no_file naming the field it got', async () => {
    const app = await startApp();
    const res = await post(
      app,
      multipart([{ name: 'upload', filename: 'r.csv', content: specCsv() }]),
    );
    expect(res.statusCode).toBe(400);
    expect(errorOf(res)).toMatchObject({
      code: 'no_file',
      details: { field_expected: 'file', fields_seen: ['upload'] },
    });
    const fieldsOnly = await post(app, multipart([{ name: 'note', content: 'hello' }]));
    expect(fieldsOnly.statusCode).toBe(400);
    expect(errorOf(fieldsOnly).code).toBe('no_file');
  });

  it('the CSV as a text field named `file` -> 400 no_file saying it came as text, not a file', async () => {
    const app = await startApp();
    // What `curl -F "file=<reviews.csv"` sends: the content without a filename, so not a file part.
    const res = await post(app, multipart([{ name: 'file', content: specCsv() }]));
    expect(res.statusCode).toBe(400);
    expect(errorOf(res)).toMatchObject({
      code: 'no_file',
      details: { field_expected: 'file', file_sent_as_text: true },
    });
    expect(errorOf(res).message).toMatch(/held text, not a file/u);
  });

  it('PNG bytes -> 415 unsupported_media_type', async () => {
    const app = await startApp();
    const png = new Uint8Array([
      0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72,
    ]);
    const res = await post(app, fileUpload(png, 'photo.csv'));
    expect(res.statusCode).toBe(415);
    expect(errorOf(res)).toMatchObject({
      code: 'unsupported_media_type',
      details: { detected: 'a PNG image' },
    });
  });

  it('a body that is not multipart -> 415 with what to send instead', async () => {
    const app = await startApp();
    for (const [type, payload] of [
      ['application/json', '{"file":"x"}'],
      ['text/csv', specCsv()],
    ] as const) {
      const res = await app.inject({
        method: 'POST',
        url: '/upload',
        payload,
        headers: { 'content-type': type },
      });
      expect(res.statusCode).toBe(415);
      expect(errorOf(res)).toMatchObject({
        code: 'unsupported_media_type',
        details: { expected: 'multipart/form-data' },
      });
    }
  });

  it('no text column -> 422 listing the columns seen and the names accepted', async () => {
    const app = await startApp();
    const res = await post(
      app,
      fileUpload('sku,stars,when\r\nA1,5,2024-01-01\r\nA2,4,2024-01-02\r\n'),
    );
    expect(res.statusCode).toBe(422);
    const error = errorOf(res);
    expect(error.code).toBe('no_text_column');
    expect(error.details?.columns_seen).toEqual(['sku', 'stars', 'when']);
    expect(error.details?.names_accepted).toEqual(expect.arrayContaining(['customer_review']));
    expect(error.message).toContain("'sku'");
  });

  it('only placeholder texts -> 422 no_usable_reviews', async () => {
    const app = await startApp();
    const res = await post(app, fileUpload('review\r\nNo review\r\n\r\nN/A\r\n-\r\n'));
    expect(res.statusCode).toBe(422);
    expect(errorOf(res).code).toBe('no_usable_reviews');
  });

  it('a file over MAX_UPLOAD_MB -> 413 file_too_large, for JSON and CSV answers', async () => {
    const app = await startApp({ MAX_UPLOAD_MB: '1' });
    const big =
      specCsv() +
      `${'P,Q,"A long enough review text to repeat many times over.",5\r\n'.repeat(20_000)}`;
    expect(big.length).toBeGreaterThan(1024 * 1024);
    for (const accept of ['application/json', 'text/csv']) {
      const res = await post(app, fileUpload(big), { accept });
      expect(res.statusCode).toBe(413);
      expect(errorOf(res)).toMatchObject({
        code: 'file_too_large',
        details: { max_bytes: 1024 * 1024 },
      });
    }
  });

  it('more than MAX_REVIEWS rows -> 413 too_many_rows', async () => {
    const app = await startApp({ MAX_REVIEWS: '5' });
    const res = await post(app, fileUpload(specCsv()));
    expect(res.statusCode).toBe(413);
    expect(errorOf(res)).toMatchObject({ code: 'too_many_rows', details: { max_reviews: 5 } });
  });

  it('rate-limits per client: 429 rate_limited with Retry-After', async () => {
    const app = await startApp({ UPLOAD_RATE_LIMIT_PER_MINUTE: '2' });
    const codes: number[] = [];
    for (let i = 0; i < 3; i++) codes.push((await post(app, fileUpload(''))).statusCode);
    expect(codes).toEqual([400, 400, 429]);
    const res = await post(app, fileUpload(''));
    expect(errorOf(res).code).toBe('rate_limited');
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(res.headers['access-control-allow-origin']).toBe('*');
  });
});

describe('POST /upload with Accept: text/csv (annotated CSV)', () => {
  it('returns every row in order with our four columns, formulas neutralised, skipped rows kept', async () => {
    const app = await startApp();
    const csv =
      'Exported by MyScraper\r\n' +
      'id;review;stars;note\r\n' +
      `1;"${KETTLE_REVIEWS[0]}";5;=HYPERLINK("http://x","y")\r\n` +
      `2;"${KETTLE_REVIEWS[1]}";1;+1+1\r\n` +
      ';;;\r\n' +
      `4;"@SUM(A1) ${KETTLE_REVIEWS[2]}";4;-2\r\n` +
      '5;No review;;\tTAB\r\n' +
      `6;"${KETTLE_REVIEWS[3]}";2;"\rCR"\r\n` +
      '7;"Kurz";3;ok\r\n';
    const res = await post(app, fileUpload(csv, 'My Reviews (2).csv'), { accept: 'text/csv' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="My-Reviews-2-reviewsentry.csv"',
    );
    const rows = [...readCsvRows(new Uint8Array(res.rawPayload))].map((r) => r.cells ?? []);
    expect(rows[0]).toEqual([
      'id',
      'review',
      'stars',
      'note',
      'reviewsentry_fake_probability',
      'reviewsentry_is_fake',
      'reviewsentry_reasons',
      'reviewsentry_status',
    ]);
    const data = rows.slice(1);
    expect(data.map((r) => r[0])).toEqual(['1', '2', '', '4', '5', '6', '7']);
    expect(data.map((r) => r[7])).toEqual([
      'scored',
      'scored',
      'skipped:empty_row',
      'scored',
      'skipped:no_text_or_rating',
      'scored',
      // One word: judged by the copy and template search, too short for the text model.
      'judged_not_scored:too_short',
    ]);
    expect(data.map((r) => r[3])).toEqual([
      `'=HYPERLINK("http://x","y")`,
      "'+1+1",
      '',
      "'-2",
      "'\tTAB",
      "'\rCR",
      'ok',
    ]);
    expect(data[3]?.[1]?.startsWith("'@SUM")).toBe(true);
    for (const row of data) {
      expect(row).toHaveLength(8);
      for (const cell of row) expect(cell).not.toMatch(/^[=+\-@\t\r]/u);
    }
    expect(Number(data[0]?.[4])).toBeGreaterThanOrEqual(0);
    expect(['true', 'false']).toContain(data[0]?.[5]);
  });
  it("names the columns of a header written over several rows as the importer combined them (pandas' three rows)", async () => {
    const app = await startApp();
    const csv = [
      ',Review,Review',
      ',Rating,Text',
      'review_id,,',
      ...KETTLE_REVIEWS.map((text, i) => `r${i},${(i % 5) + 1},"${text}"`),
    ].join('\r\n');
    const res = await post(app, fileUpload(csv), { accept: 'text/csv' });
    const rows = [...readCsvRows(new Uint8Array(res.rawPayload))].map((r) => r.cells ?? []);
    expect(rows[0]?.slice(0, 3)).toEqual(['review_id', 'Review Rating', 'Review Text']);
    expect(rows.slice(1).map((r) => r[0])).toEqual(KETTLE_REVIEWS.map((_, i) => `r${i}`));
  });
});

describe("POST /upload of an export holding the shop's replies as rows", () => {
  const csv = [
    'comment_ID,comment_author,comment_content,comment_parent,rating',
    ...KETTLE_REVIEWS.flatMap((text, i) => [
      `${10 + 2 * i},Buyer ${i},"${text}",0,${(i % 5) + 1}`,
      `${11 + 2 * i},Kettle Shop,"Thank you for your review, we appreciate it!",${10 + 2 * i},`,
    ]),
  ].join('\r\n');

  it('counts the replies as skipped in the coverage and judges only the reviews', async () => {
    const app = await startApp();
    const body = uploadResponseSchema.parse((await post(app, fileUpload(csv))).json());
    const n = KETTLE_REVIEWS.length;
    expect(body.coverage).toMatchObject({
      rows_read: 2 * n,
      reviews_used: n,
      rows_skipped: n,
      skipped_by_reason: { shop_reply: n },
    });
    expect(body.total_reviews).toBe(n);
  });

  it('marks each reply row skipped:shop_reply in the annotated CSV', async () => {
    const app = await startApp();
    const res = await post(app, fileUpload(csv), { accept: 'text/csv' });
    const rows = [...readCsvRows(new Uint8Array(res.rawPayload))].map((r) => r.cells ?? []);
    const status = rows.slice(1).map((r) => r[8]);
    expect(status.filter((_, i) => i % 2 === 1).every((s) => s === 'skipped:shop_reply')).toBe(
      true,
    );
    expect(status.filter((_, i) => i % 2 === 0)).not.toContain('skipped:shop_reply');
  });
});

describe('POST /upload compression', () => {
  it('gzips the answer in the worker when the client accepts gzip, and never an error answer', async () => {
    const app = await startApp();
    const headers = { 'accept-encoding': 'gzip, deflate, br' };
    const res = await post(app, fileUpload(specCsv()), headers);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers.vary).toContain('accept-encoding');
    const json: unknown = JSON.parse(gunzipSync(res.rawPayload).toString('utf8'));
    expect(uploadResponseSchema.parse(json).total_reviews).toBe(6);

    const plain = await post(app, fileUpload(specCsv()), { 'accept-encoding': 'gzip;q=0' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(uploadResponseSchema.parse(plain.json()).total_reviews).toBe(6);

    const failed = await post(app, fileUpload(''), headers);
    expect(failed.statusCode).toBe(400);
    expect(failed.headers['content-encoding']).toBeUndefined();
    expect(errorOf(failed).code).toBe('no_file');
  });

  it('gzips a large streamed answer and an annotated CSV into valid files', async () => {
    const app = await startApp();
    const lines = ['product_id,review_text,rating'];
    for (let i = 0; i < 4000; i++)
      lines.push(
        `P1,"${KETTLE_REVIEWS[i % KETTLE_REVIEWS.length]} Number ${i} of the set.",${(i % 5) + 1}`,
      );
    const csv = `${lines.join('\n')}\n`;
    const headers = { 'accept-encoding': 'gzip' };
    const res = await post(app, fileUpload(csv), headers);
    expect(res.headers['content-encoding']).toBe('gzip');
    const json: unknown = JSON.parse(gunzipSync(res.rawPayload).toString('utf8'));
    expect(uploadResponseSchema.parse(json).reviews).toHaveLength(4000);

    const annotated = await post(app, fileUpload(csv), { ...headers, accept: 'text/csv' });
    expect(annotated.headers['content-encoding']).toBe('gzip');
    const rows = gunzipSync(annotated.rawPayload).toString('utf8').trim().split('\r\n');
    expect(rows).toHaveLength(4001);
  }, 30_000);
});
