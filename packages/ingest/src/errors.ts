// The importer's typed failures. Each carries a stable code (contracts: IngestErrorCode), the HTTP status the
// server answers with and a message a shopper can act on; bad input never produces anything else.
import {
  AppError,
  inSentence,
  type AppErrorOptions,
  type IngestErrorCode,
} from '@reviewsentry/contracts';

export class IngestError extends AppError {
  declare readonly code: IngestErrorCode;

  constructor(
    code: IngestErrorCode,
    message: string,
    httpStatus: 400 | 413 | 415 | 422,
    options?: AppErrorOptions,
  ) {
    super(code, message, httpStatus, options);
  }
}

export class NoFileError extends IngestError {
  constructor() {
    super('no_file', 'The file is empty. Please choose a CSV file that contains reviews.', 400);
  }
}

/** How to get a CSV out of what was uploaded, by the format detected (sniff-bytes, record-reader). */
const CSV_FROM: readonly (readonly [RegExp, string])[] = [
  [
    /ZIP archive/u,
    'Open it in the app that made it and export it as CSV (in Excel: File > Save As > CSV UTF-8; in Numbers: ' +
      'File > Export To > CSV), and upload that file.',
  ],
  [
    /Excel/u,
    'In Excel, choose File > Save As > CSV UTF-8 (Comma delimited), and upload that file.',
  ],
  [/Numbers/u, 'In Numbers, choose File > Export To > CSV, and upload that file.'],
  [
    /OpenDocument/u,
    'In LibreOffice or OpenOffice, choose File > Save As > Text CSV, and upload that file.',
  ],
  [
    /web page/u,
    "To check a product's page, paste the page's link instead of the saved file; to upload reviews, export " +
      'or save them as CSV (for Excel: File > Save As > CSV UTF-8).',
  ],
  [
    /JSON/u,
    'Please export the reviews as CSV instead (tools that write JSON usually offer CSV too), one review per ' +
      'row, and upload that file.',
  ],
];
const CSV_FROM_ANYTHING =
  'Export or save your reviews as CSV (for Excel: File > Save As > CSV UTF-8) and upload that file.';

export class UnsupportedMediaTypeError extends IngestError {
  constructor(detected: string) {
    const advice = CSV_FROM.find(([format]) => format.test(detected))?.[1] ?? CSV_FROM_ANYTHING;
    super(
      'unsupported_media_type',
      `This file is not a CSV text file (it looks like ${detected}). ${advice}`,
      415,
      { details: { detected } },
    );
  }
}

/** Columns named in an error, at most: the answer stays small whatever the file's header holds. */
const COLUMNS_LISTED = 50;

export class NoTextColumnError extends IngestError {
  constructor(columnsSeen: string[], namesAccepted: string[]) {
    const listed = columnsSeen.slice(0, COLUMNS_LISTED);
    const more = columnsSeen.length - listed.length;
    const seen =
      listed.length > 0
        ? `${listed.map((c) => `'${inSentence(c.slice(0, 100))}'`).join(', ')}${more > 0 ? ` and ${more} more` : ''}`
        : 'none';
    super(
      'no_text_column',
      `We could not find a column with review text. Columns in your file: ${seen}. ` +
        `Rename the column that holds the review text to one of: ${namesAccepted.join(', ')}.`,
      422,
      {
        details: {
          columns_seen: listed,
          columns_total: columnsSeen.length,
          names_accepted: namesAccepted,
        },
      },
    );
  }
}

export class TooManyColumnsError extends IngestError {
  constructor(columns: number, limit: number) {
    super(
      'too_many_columns',
      `Your file's header has ${columns} columns; we read files of at most ${limit}. ` +
        'Export only the review columns (text, rating, date, reviewer) and upload that file.',
      422,
      { details: { columns, max_columns: limit } },
    );
  }
}

export class NoUsableReviewsError extends IngestError {
  constructor(
    rowsRead: number,
    textColumn: string | null,
    skippedByReason: Record<string, number>,
  ) {
    super('no_usable_reviews', noUsableReviewsMessage(rowsRead, textColumn, skippedByReason), 422, {
      details: {
        rows_read: rowsRead,
        text_column: textColumn,
        skipped_by_reason: skippedByReason,
      },
    });
  }
}

/**
 * Rows over a million characters are skipped unread (the tokenizer's maxRecordChars), so "no review text" would
 * be untrue for them: a file whose rows were all too long is told so, and a count of them joins the usual message.
 */
function noUsableReviewsMessage(
  rowsRead: number,
  textColumn: string | null,
  skippedByReason: Record<string, number>,
): string {
  if (rowsRead === 0)
    return 'The file has a header row but no review rows. Please upload a file that contains reviews.';
  const tooLong = skippedByReason.row_too_long ?? 0;
  const rows = (n: number) => `${n.toLocaleString('en-US')} ${n === 1 ? 'row' : 'rows'}`;
  if (tooLong === rowsRead)
    return (
      `The file's ${rows(rowsRead)} ${rowsRead === 1 ? 'is' : 'are'} over a million characters long, more than ` +
      'a review holds, so no review could be read (a quote that never closes often causes this). Check the ' +
      'quotes, or export the file as CSV again.'
    );
  // A shop's reply is no review whatever its text (shop-reply.ts), so rows of replies are not said to lack text.
  const replies = skippedByReason.shop_reply ?? 0;
  if (replies === rowsRead)
    return (
      `The file's ${rows(rowsRead)} ${rowsRead === 1 ? 'is' : 'are'} the shop's replies to reviews, not ` +
      'reviews, so there is nothing to check. Make sure the export includes the reviews themselves.'
    );
  const spam = skippedByReason.spam_or_deleted ?? 0;
  if (spam === rowsRead)
    return (
      `The file's ${rows(rowsRead)} ${rowsRead === 1 ? 'is' : 'are'} marked as spam or deleted by the shop, ` +
      'never shown to shoppers, so there is nothing to check. Make sure the export includes the published reviews.'
    );
  const where = textColumn === null ? '' : ` in the column '${textColumn}'`;
  const besides: string[] = [];
  if (tooLong > 0)
    besides.push(
      `${rows(tooLong)} of them ${tooLong === 1 ? 'is' : 'are'} over a million characters long and could not be read`,
    );
  if (replies > 0)
    besides.push(
      `${rows(replies)} ${replies === 1 ? 'is' : 'are'} the shop's replies, not reviews`,
    );
  if (spam > 0)
    besides.push(
      `${rows(spam)} ${spam === 1 ? 'is' : 'are'} marked as spam or deleted by the shop`,
    );
  const also = besides.length === 0 ? '' : ` (${besides.join('; ')})`;
  return (
    `None of the ${rows(rowsRead)} has review text${where}${also}, so there is nothing to check. ` +
    'Make sure the export includes the review texts.'
  );
}

export class FileTooLargeError extends IngestError {
  constructor(maxBytes: number) {
    const mb = Math.round((maxBytes / (1024 * 1024)) * 10) / 10;
    super(
      'file_too_large',
      `The file is larger than ${mb} MB. Please upload a smaller file, for example the reviews of one product.`,
      413,
      { details: { max_bytes: maxBytes } },
    );
  }
}

export class TooManyRowsError extends IngestError {
  constructor(maxReviews: number) {
    super(
      'too_many_rows',
      `The file has more than ${maxReviews.toLocaleString('en-US')} rows. ` +
        'Please split it into smaller files, for example one per product.',
      413,
      { details: { max_reviews: maxReviews } },
    );
  }
}

/** The byte stream itself failed (e.g. the upload was cut off). Trying again may work. */
export class ReadFailedError extends IngestError {
  constructor(cause: unknown) {
    super(
      'read_failed',
      'The file could not be read completely. Please try uploading it again.',
      400,
      { retryable: true, cause },
    );
  }
}
