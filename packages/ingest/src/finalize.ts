// Turns the importer's counters into the ImportResult: bare-number ratings put on the 0–5 scale now that the
// whole column's maximum is known, products listed, and the coverage report written.
import type {
  CsvDelimiter,
  ColumnMeaning,
  ImportCoverage,
  ImportedProduct,
  ImportReject,
  ImportResult,
  RejectReason,
  Review,
  TextEncoding,
} from '@reviewsentry/contracts';
import {
  COLUMN_MEANINGS,
  inSentence,
  productKey,
  unreadRatingsSentence,
} from '@reviewsentry/contracts';
import { label, subject } from './columns/column';
import type { ColumnMapping } from './columns/resolve-mapping';
import type { LineEndingCounts } from './csv/tokenizer';
import type { RowStats } from './row-builder';
import { toFiveScale, type DateOrder } from '@reviewsentry/review-values';
import { ratingFromDate } from './values/dated-rating';
import { columnRatingScale } from './values/rating';

export interface ImportState {
  reviews: Review[];
  rejects: ImportReject[];
  skippedByReason: Partial<Record<RejectReason, number>>;
  rowsRead: number;
  rowsRepaired: number;
  /** The spreadsheet row of the first review read despite broken quoting or stray delimiters. */
  firstRepairedRow: number | null;
  ratingOnly: number;
  withText: number;
  noiseRemoved: number;
  /** Reviews whose rating was a bare number, with that number, for the column-wide scale decision. */
  bareRatingIdx: number[];
  bareRatingValues: number[];
  maxBareRating: number;
}

/** The file as read, with the row builder's counters (zero stars include off-scale-ratings.ts's refusals). */
export interface FileFacts extends RowStats {
  mapping: ColumnMapping;
  encoding: TextEncoding;
  bom: boolean;
  switchedEncoding: boolean;
  /** Invalid sequences of a UTF-8 file, each read as U+FFFD. */
  replacedSequences: number;
  delimiter: CsvDelimiter;
  lineEndings: LineEndingCounts;
  /** Title lines above the header row that were skipped. */
  linesAboveHeader: number;
  /** A quoted separator line (`"sep=;"`) skipped above the header row, as written. */
  separatorLine: string | null;
  /** Rows the header spans: 2 with merged group cells above the column names, 3 with pandas' index names below. */
  headerRowCount: number;
  /** Blank cells given the value above them, by column (ColumnMapping.fillDown: merged product cells). */
  filledDown: ReadonlyMap<number, number>;
  /** The ratings were tens of a star (TripAdvisor's bubbles) and were put on the 5-star scale (tens-of-stars.ts). */
  tensOfStars: boolean;
  /** The order numeric dates were read in: the date column's name's (mapping.dateOrder), else the file's. */
  dateOrder: DateOrder | null;
}

/** A number in a spreadsheet's scientific notation: "7.00123E+12". */
const SHORTENED_NUMBER = /^\d(?:[.,]\d+)?e\+\d+$/iu;

const SINGLE_BYTE_NAMES: Partial<Record<TextEncoding, string>> = {
  'windows-1252': 'Windows-1252 (Western European)',
  macintosh: 'Mac Roman (Excel for Mac)',
  'windows-1251': 'Windows-1251 (Cyrillic)',
  'iso-8859-2': 'ISO-8859-2 (Central European)',
  'windows-1250': 'Windows-1250 (Central European)',
};

export function buildResult(s: ImportState, f: FileFacts): ImportResult {
  const notes = [...f.mapping.notes];
  if (f.dateOrder === 'dmy') {
    const said = f.mapping.dateOrder === null ? 'file writes them' : "column's name says";
    notes.push(`Dates such as 03/04/2024 were read day first (3 April 2024), as the ${said}.`);
  }
  if (f.separatorLine !== null) {
    notes.push(`Skipped the separator line ("${f.separatorLine}") above the header row.`);
  }
  if (f.linesAboveHeader > 0) {
    notes.push(`Skipped ${f.linesAboveHeader} title line(s) above the header row.`);
  }
  if (f.headerRowCount === 2) {
    notes.push(
      "The header spans two rows; each column's name combines its group above with its own name below.",
    );
  } else if (f.headerRowCount === 3) {
    notes.push(
      "The header spans three rows; each column's name combines its group above with its own name below, and " +
        "the index columns are named by the third row (pandas' index names).",
    );
  }
  for (const [idx, n] of f.filledDown)
    notes.push(
      `${subject(f.mapping.columns[idx]!)} names its product once above each group of rows (merged cells): ` +
        `${n.toLocaleString('en-US')} blank ${n === 1 ? 'cell was' : 'cells were'} given the product written above ` +
        `${n === 1 ? 'it' : 'them'}.`,
    );
  const translated = f.mapping.textTranslation;
  if (translated !== null) {
    const original = label(f.mapping.columns[translated.original]!);
    const translation = label(f.mapping.columns[translated.translation]!);
    const n = f.textsFromOriginal;
    notes.push(
      `${original} holds the reviewers' own words and ${translation} a machine translation of them: ` +
        `${n.toLocaleString('en-US')} ${n === 1 ? 'text was' : 'texts were'} read from ${original} and ` +
        `${f.textsFromTranslation.toLocaleString('en-US')} from ${translation}, for reviews without their own words.`,
    );
  }
  const header = (m: ColumnMeaning): string => {
    const idx = f.mapping.byMeaning[m];
    return idx === undefined ? m : `'${inSentence(f.mapping.columns[idx]?.header ?? m)}'`;
  };

  if (f.googleTranslations > 0) {
    const n = f.googleTranslations;
    notes.push(
      `${n.toLocaleString('en-US')} ${n === 1 ? 'text' : 'texts'} in ${header('text')} held Google's translation ` +
        `and, after "(Original)", the reviewer's own words: the own words were read.`,
    );
  }
  if (f.tensOfStars) {
    notes.push(
      `Ratings in ${header('rating')} are tens of a star, as TripAdvisor's bubbles write them (40 is 4 stars), ` +
        'and were read so.',
    );
  }
  // A scale the header states ("Score (out of 10)") holds unless the values go above it.
  const stated = f.mapping.ratingScale;
  const named = stated !== null && s.maxBareRating <= stated;
  const scale = columnRatingScale(stated, s.maxBareRating);
  if (scale !== 5 && s.bareRatingIdx.length > 0) {
    s.bareRatingIdx.forEach((reviewIdx, k) => {
      const review = s.reviews[reviewIdx];
      if (review) review.rating = toFiveScale(s.bareRatingValues[k]!, scale);
    });
    const said = f.mapping.ratingScaleDocumentedBy ?? 'its name says';
    notes.push(
      named
        ? `Ratings in ${header('rating')} were read as out of ${scale}, as ${said}, and converted to ` +
            'the 5-star scale.'
        : // What the file holds, then what we assumed from it: the scale is a reading of the highest value.
          `Ratings in ${header('rating')} go up to ${s.maxBareRating}, above 5 stars, so they were read as ` +
            `out of ${scale} and converted to the 5-star scale.`,
    );
  }
  if (f.datedRatings > 0 && f.datedRatingExample !== null) {
    const example = ratingFromDate(f.datedRatingExample, true)!;
    const n = f.datedRatings;
    notes.push(
      `Read ${n.toLocaleString('en-US')} ${n === 1 ? 'rating' : 'ratings'} in ${header('rating')} that a ` +
        `spreadsheet had turned into ${n === 1 ? 'a date' : 'dates'}, such as "${inSentence(f.datedRatingExample)}" ` +
        `as ${example.value} of ${example.scale}.`,
    );
  }
  if (f.yearlessDates > 0 && f.yearlessDateExample !== null) {
    const n = f.yearlessDates;
    const { raw, date } = f.yearlessDateExample;
    notes.push(
      `${n.toLocaleString('en-US')} ${n === 1 ? 'date' : 'dates'} in ${header('date')} ${n === 1 ? 'has' : 'have'} ` +
        `no year; ${n === 1 ? 'it was' : 'each was'} read in the latest year that puts it on or before the day of ` +
        `the analysis, such as "${inSentence(raw)}" as ${date}.`,
    );
  }
  if (f.ambiguousDates > 0 && f.ambiguousDateExample !== null) {
    const n = f.ambiguousDates;
    const [day, month] = dayMonthReadings(f.ambiguousDateExample);
    notes.push(
      `${n.toLocaleString('en-US')} ${n === 1 ? 'date' : 'dates'} in ${header('date')} could be read day first ` +
        `or month first (such as "${inSentence(f.ambiguousDateExample)}": ${day} or ${month}), and nothing in ` +
        `the file tells which: only ${n === 1 ? 'its' : 'their'} year was used.`,
    );
  }
  // Values the importer could not use, said with their count (a date after the analysis is not a date: ADR 170);
  // ratings in the words a link's refused ratings are said in too.
  const undated = f.unreadable.date ?? 0;
  if (undated > 0)
    notes.push(
      `${undated.toLocaleString('en-US')} ${undated === 1 ? 'value' : 'values'} in ${header('date')} could not ` +
        `be read as a date up to the day of the analysis: ${undated === 1 ? 'that review counts' : 'those reviews count'} as undated.`,
    );
  const unrated = f.unreadable.rating ?? 0;
  if (unrated > 0)
    notes.push(unreadRatingsSentence(unrated, f.zeroStars, `in ${header('rating')}`));
  const relative = s.reviews.filter((r) => r.date_precision === 'relative');
  if (relative.length > 0) {
    // ADR 110: the moment a relative date counts from is unknown (an export may be years old, even one whose
    // title gives its export date: shops round "1 year ago" from 12 to 23 months), so it stays words.
    const n = relative.length;
    const [dates, count, kept] =
      n === 1
        ? ['date', 'counts', 'it is kept as written, and that review is']
        : ['dates', 'count', 'they are kept as written, and those reviews are'];
    notes.push(
      `${n.toLocaleString('en-US')} ${dates} in ${header('date')} ${count} back from when the reviews were ` +
        `read (such as "${inSentence(relative[0]!.date_text ?? '')}"), rounded by the shop, so no calendar ` +
        `date can be worked out from them: ${kept} left out of the timeline and the burst checks.`,
    );
  }
  const codePage = SINGLE_BYTE_NAMES[f.encoding];
  if (codePage !== undefined) notes.push(`The file is not UTF-8; it was read as ${codePage}.`);
  if (s.rowsRepaired > 0) {
    const n = s.rowsRepaired;
    notes.push(
      `${n.toLocaleString('en-US')} ${n === 1 ? 'row had' : 'rows had'} broken quoting or more cells than the ` +
        `header (the first is row ${s.firstRepairedRow}): ${n === 1 ? 'it was' : 'they were'} read as best we ` +
        `could, a quote that never closed as a character of the text.`,
    );
  }
  if (f.replacedSequences > 0) {
    const n = f.replacedSequences;
    notes.push(
      `${n.toLocaleString('en-US')} ${n === 1 ? 'character is' : 'characters are'} not valid UTF-8 and ` +
        `${n === 1 ? 'is' : 'are'} shown as "\ufffd"; the rest of the file is UTF-8.`,
    );
  }
  if (s.noiseRemoved > 0) {
    notes.push(
      `Removed scraped page text such as "READ MORE" from ${s.noiseRemoved.toLocaleString('en-US')} reviews.`,
    );
  }
  if (f.verifiedByBadge > 0) {
    const n = f.verifiedByBadge;
    notes.push(
      `${n.toLocaleString('en-US')} ${n === 1 ? 'review began' : 'reviews began'} with the site's badge saying ` +
        'whether the review was verified (such as "✅ Trip Verified |"): the badge was removed from the text and ' +
        'read as verified or not.',
    );
  }

  const products = listProducts(s.reviews);
  // Excel shows long numbers (Shopify's 13-digit product ids) as 7.00123E+12 and saves them so: the lost
  // digits may be all that told two products apart, and no reading brings them back.
  const shortened = products.find((p) => SHORTENED_NUMBER.test(p.product_id ?? ''));
  if (shortened) {
    notes.push(
      `The product ids in ${header('product_id')} were shortened by a spreadsheet (such as ` +
        `"${inSentence(shortened.product_id!)}"): products whose ids differ only in the lost digits are ` +
        'counted as one. Export the file again without opening it in a spreadsheet, or format the column as ' +
        'text first.',
    );
  }
  const mapped = new Set(
    f.mapping.columns.map((c) => c.meaning).filter((m): m is ColumnMeaning => m !== null),
  );
  const rowsSkipped = Object.values(s.skippedByReason).reduce((a, b) => a + (b ?? 0), 0);
  const coverage: ImportCoverage = {
    encoding: f.encoding,
    bom: f.bom,
    delimiter: f.delimiter,
    line_endings: lineEndings(f.lineEndings),
    rows_read: s.rowsRead,
    reviews_used: s.reviews.length,
    rating_only_rows: s.ratingOnly,
    rows_skipped: rowsSkipped,
    skipped_by_reason: { ...s.skippedByReason },
    rows_repaired: s.rowsRepaired,
    columns: f.mapping.columns,
    meanings_found: COLUMN_MEANINGS.filter((m) => mapped.has(m)),
    unreadable_values: { ...f.unreadable },
    products_found: products.length,
    notes,
  };
  return { reviews: s.reviews, products, coverage, rejects: s.rejects };
}

/** Distinct products in order of first appearance, by productKey (id, else name). */
function listProducts(reviews: readonly Review[]): ImportedProduct[] {
  const byKey = new Map<string, ImportedProduct>();
  let anyProduct = false;
  for (const r of reviews) {
    if (r.product_id !== undefined || r.product_name !== undefined) {
      anyProduct = true;
      break;
    }
  }
  if (!anyProduct) return [];
  for (const r of reviews) {
    const key = productKey(r);
    const p = byKey.get(key);
    if (p) {
      p.review_count++;
      if (p.product_name === null && r.product_name !== undefined) p.product_name = r.product_name;
    } else {
      byKey.set(key, {
        product_id: r.product_id ?? null,
        product_name: r.product_name ?? null,
        review_count: 1,
      });
    }
  }
  return [...byKey.values()];
}

function lineEndings(c: LineEndingCounts): ImportCoverage['line_endings'] {
  const kinds = (['crlf', 'lf', 'cr'] as const).filter((k) => c[k] > 0);
  if (kinds.length === 0) return 'none';
  if (kinds.length > 1) return 'mixed';
  return kinds[0]!;
}

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** "03/04/2024" -> ["3 April", "March 4"]: the two days an ambiguous date may be. */
function dayMonthReadings(raw: string): [string, string] {
  const [a = 0, b = 0] = (raw.match(/\d+/gu) ?? []).map(Number);
  return [`${a} ${MONTHS[b - 1] ?? ''}`, `${MONTHS[a - 1] ?? ''} ${b}`];
}
