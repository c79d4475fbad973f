import { describe, expect, it } from 'vitest';
import { chunked, utf8 } from '../test/support/bytes';
import { imp } from '../test/support/import';
import {
  FileTooLargeError,
  IngestError,
  NoFileError,
  NoTextColumnError,
  NoUsableReviewsError,
  ReadFailedError,
  TooManyRowsError,
  UnsupportedMediaTypeError,
} from './index';

async function failure(
  input: Parameters<typeof imp>[0],
  options?: Parameters<typeof imp>[1],
): Promise<IngestError> {
  try {
    await imp(input, options);
  } catch (err) {
    expect(err).toBeInstanceOf(IngestError);
    return err as IngestError;
  }
  throw new Error('expected the import to fail');
}

describe('importCsv: typed errors', () => {
  it('no_file (400) for zero bytes, an empty stream, or only blank lines', async () => {
    for (const input of [new Uint8Array(0), chunked(new Uint8Array(0), 10), utf8('\r\n\r\n  \n')]) {
      const e = await failure(input);
      expect(e).toBeInstanceOf(NoFileError);
      expect([e.code, e.httpStatus]).toEqual(['no_file', 400]);
    }
  });

  it.each([
    ['a PNG', [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13], /PNG/u],
    ['an xlsx (ZIP)', [0x50, 0x4b, 0x03, 0x04, 0x14, 0, 6, 0], /Excel/u],
    ['a PDF', [...Buffer.from('%PDF-1.7\n%âãÏÓ\n')], /PDF/u],
    [
      'binary noise',
      [...Buffer.from('review,rating\n'), 0, 1, 2, 3, 0, 0, 7, 8, 0, 14, 15, 16, 0, 0, 0],
      /binary/u,
    ],
    ['a web page', [...Buffer.from('<!DOCTYPE html><html><body>reviews</body></html>')], /HTML/u],
  ])('unsupported_media_type (415) for %s renamed .csv', async (_name, bytes, what) => {
    const e = await failure(new Uint8Array(bytes));
    expect(e).toBeInstanceOf(UnsupportedMediaTypeError);
    expect([e.code, e.httpStatus]).toEqual(['unsupported_media_type', 415]);
    expect(e.message).toMatch(what);
    expect(e.message).toMatch(/Save As > CSV/u);
  });

  /** The first local header of a ZIP package, as spreadsheet and office files start, naming its first entry. */
  const zipStartingWith = (...entries: string[]): Uint8Array =>
    new Uint8Array(
      Buffer.concat(
        entries.map((name) => {
          const local = Buffer.alloc(30);
          local.writeUInt32LE(0x04034b50, 0);
          local.writeUInt16LE(20, 4);
          local.writeUInt16LE(Buffer.byteLength(name, 'latin1'), 26);
          return Buffer.concat([local, Buffer.from(name, 'latin1'), Buffer.alloc(40, 0x5a)]);
        }),
      ),
    );

  it.each([
    [
      'an .xlsx workbook',
      zipStartingWith('[Content_Types].xml', '_rels/.rels', 'xl/workbook.xml'),
      /Excel workbook \(\.xlsx\)/u,
      /In Excel, choose File > Save As > CSV UTF-8/u,
    ],
    [
      'a ZIP package whose first entries say nothing',
      zipStartingWith('preview.jpg'),
      /ZIP archive, such as an Excel \(\.xlsx\), Numbers or OpenDocument spreadsheet/u,
      /in Numbers: File > Export To > CSV/u,
    ],
    [
      'a Numbers spreadsheet',
      zipStartingWith('Index/Document.iwa', 'Metadata/Properties.plist'),
      /Numbers spreadsheet \(\.numbers\)/u,
      /In Numbers, choose File > Export To > CSV/u,
    ],
    [
      'an OpenDocument spreadsheet',
      zipStartingWith('mimetypeapplication/vnd.oasis.opendocument.spreadsheet'),
      /OpenDocument spreadsheet \(\.ods\)/u,
      /Save As > Text CSV/u,
    ],
    [
      'an old .xls workbook',
      new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0, 0, 0]),
      /Excel \(\.xls\)/u,
      /In Excel, choose File > Save As > CSV UTF-8/u,
    ],
    [
      'an "Excel" download that is an HTML table',
      utf8(
        '<html xmlns:x="urn:schemas-microsoft-com:office:excel"><head><meta charset="utf-8"></head>' +
          '<body><table><tr><th>Review</th><th>Rating</th></tr><tr><td>Good mug</td><td>5</td></tr></table></body></html>',
      ),
      /HTML table saved as an Excel file \(\.xls\)/u,
      /In Excel, choose File > Save As > CSV UTF-8/u,
    ],
    [
      'a saved product page',
      utf8(
        '<!DOCTYPE html><html><head><title>Blue Mug</title></head><body><div>reviews</div></body></html>',
      ),
      /web page \(HTML\)/u,
      /paste the page's link/u,
    ],
    [
      'an Excel 2003 XML spreadsheet',
      utf8(
        '<?xml version="1.0"?>\n<?mso-application progid="Excel.Sheet"?>\n' +
          '<Workbook xmlns="urn:schemas-microsoft-com:office:spreadsheet"><Worksheet ss:Name="Reviews"></Worksheet></Workbook>',
      ),
      /Excel XML spreadsheet/u,
      /In Excel, choose File > Save As > CSV UTF-8/u,
    ],
    [
      'a JSON export',
      utf8('[{"reviewText": "Good mug", "rating": 5}]'),
      /JSON/u,
      /export the reviews as CSV instead/u,
    ],
  ])('names %s and says how to get a CSV from it', async (_name, bytes, format, advice) => {
    const e = await failure(bytes);
    expect([e.code, e.httpStatus]).toEqual(['unsupported_media_type', 415]);
    expect(e.message).toMatch(format);
    expect(e.message).toMatch(advice);
  });

  it('no_text_column (422) lists the columns seen and the names it needs', async () => {
    const e = await failure('sku,price,stars\nA1,9.99,5\nA2,19.99,4\n');
    expect(e).toBeInstanceOf(NoTextColumnError);
    expect([e.code, e.httpStatus]).toEqual(['no_text_column', 422]);
    expect(e.message).toContain("'sku', 'price', 'stars'");
    expect(e.message).toContain('review_text');
    expect(e.details).toMatchObject({ columns_seen: ['sku', 'price', 'stars'] });
  });

  it('no_usable_reviews (422) when no row has review text', async () => {
    const header = await failure('review,rating\n');
    expect(header).toBeInstanceOf(NoUsableReviewsError);
    expect(header.message).toMatch(/no review rows/u);
    const empty = await failure('review,rating\nNo review,5\n,,\n,4\n');
    expect([empty.code, empty.httpStatus]).toEqual(['no_usable_reviews', 422]);
    expect(empty.message).toContain("'review'");
    expect(empty.details).toMatchObject({ rows_read: 3, skipped_by_reason: { empty_row: 1 } });
  });

  it('no_usable_reviews says so when the rows were too long to read rather than without text', async () => {
    const long = 'Good kettle. '.repeat(500_000);
    const all = await failure(`review,rating\n${long},5\n`);
    expect(all.code).toBe('no_usable_reviews');
    expect(all.message).toMatch(/^The file's 1 row is over a million characters long/u);
    expect(all.message).not.toMatch(/has review text/u);
    expect(all.details).toMatchObject({ rows_read: 1, skipped_by_reason: { row_too_long: 1 } });
    const some = await failure(`review,rating\n${long},5\n,4\n`);
    expect(some.message).toMatch(
      /None of the 2 rows .*\(1 row of them is over a million characters long/u,
    );
  });

  it("no_usable_reviews says the rows were the shop's replies when they were, not that they lack text", async () => {
    const e = await failure(
      'comment_author,comment_content,comment_parent\nShop,Thanks for your review!,12\nShop,Sorry to hear that.,14\n',
    );
    expect(e.code).toBe('no_usable_reviews');
    expect(e.message).toMatch(/^The file's 2 rows are the shop's replies to reviews, not reviews/u);
    expect(e.details).toMatchObject({ rows_read: 2, skipped_by_reason: { shop_reply: 2 } });
  });

  it('no_usable_reviews says the rows were marked spam or deleted when they were, not that they lack text', async () => {
    const e = await failure(
      'comment_author,comment_content,comment_approved\nBot,Cheap watches here,spam\nBot,Visit my site,trash\n',
    );
    expect(e.code).toBe('no_usable_reviews');
    expect(e.message).toMatch(
      /^The file's 2 rows are marked as spam or deleted by the shop, never shown/u,
    );
    expect(e.details).toMatchObject({ rows_read: 2, skipped_by_reason: { spam_or_deleted: 2 } });
  });

  it('file_too_large (413) beyond maxBytes, and stops reading the stream', async () => {
    const bytes = utf8('review,rating\n' + 'Good enough product,5\n'.repeat(5000));
    const stream = chunked(bytes, 1000);
    const e = await failure(stream, { maxBytes: 10_000 });
    expect(e).toBeInstanceOf(FileTooLargeError);
    expect([e.code, e.httpStatus]).toEqual(['file_too_large', 413]);
    expect(stream.pulled).toBe(11);
    expect((await failure(bytes, { maxBytes: 10_000 })).code).toBe('file_too_large');
    expect(new FileTooLargeError(25 * 1024 * 1024).message).toContain('25 MB');
  });

  it('too_many_rows (413) beyond maxReviews, counted while streaming', async () => {
    const bytes = utf8('review,rating\n' + 'Good enough product,5\n'.repeat(5000));
    const stream = chunked(bytes, 1000);
    const e = await failure(stream, { maxReviews: 100 });
    expect(e).toBeInstanceOf(TooManyRowsError);
    expect([e.code, e.httpStatus]).toEqual(['too_many_rows', 413]);
    // 111 chunks in all; reading stops once the delimiter sample (32 K characters) has been parsed.
    expect(stream.pulled).toBeLessThanOrEqual(40);
    expect((await imp(bytes, { maxReviews: 5000 })).reviews).toHaveLength(5000);
  });

  it('read_failed (400, retryable) when the byte stream itself breaks', async () => {
    const broken: AsyncIterable<Uint8Array> = {
      async *[Symbol.asyncIterator]() {
        yield utf8('review,rating\nGood,5\n');
        throw new Error('socket hang up');
      },
    };
    const e = await failure(broken);
    expect(e).toBeInstanceOf(ReadFailedError);
    expect([e.code, e.httpStatus, e.retryable]).toEqual(['read_failed', 400, true]);
  });
});

describe('wide files', () => {
  it('a header of 450,000 empty columns -> 422 too_many_columns at once, with a short answer', async () => {
    const line = `x${','.repeat(450_000)}\n`;
    const error = await failure(utf8(line.repeat(20)));
    expect(error.code).toBe('too_many_columns');
    expect(error.httpStatus).toBe(422);
    expect(error.details).toEqual({ columns: 450_001, max_columns: 1_000 });
  });

  it('no text column among many: the answer lists 50 columns and says how many more there are', async () => {
    const header = Array.from({ length: 900 }, (_, i) => `col${i}`).join(',');
    const error = await failure(utf8(`${header}\n${header.replace(/col/g, 'v')}\n`));
    expect(error.code).toBe('no_text_column');
    expect(error.message).toContain('and 850 more');
    expect((error.details as { columns_seen: string[] }).columns_seen).toHaveLength(50);
    expect(error.details).toMatchObject({ columns_total: 900 });
  });
});
