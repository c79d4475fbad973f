// Decides which column means what, from header names (header-names.ts) checked against the content of the
// first rows (profile.ts). Ambiguous names are settled by content: `name` is the reviewer unless it repeats
// per product, `title` is the review title unless it repeats per product, several text-like columns go to
// the one with the longest prose, and a column without a usable name can still be the review text.
import { inSentence, type ColumnMeaning, type ImportedColumn } from '@reviewsentry/contracts';
import {
  numericDateOrderEvidence,
  parseReviewDate,
  type DateOrder,
} from '@reviewsentry/review-values';
import { parseHelpful } from '../values/helpful';
import { parseRating, scaleInHeader, worstInHeader } from '../values/rating';
import { documentedScale } from './documented-scales';
import { headerWords, isIndexHeader, nameHints, type NameHint } from './header-names';
import { NOT_REVIEW_DATA, REVIEW_PART } from './header-vocabulary';
import { dependsOn, profileColumn, writtenOncePerGroup, type ColumnProfile } from './profile';

export interface ColumnMapping {
  columns: ImportedColumn[];
  byMeaning: Partial<Record<ColumnMeaning, number>>;
  /** Columns that are parts of one review text, in column order (byMeaning.text is the longest); else null. */
  textParts: readonly number[] | null;
  /** Product columns written once above each group of rows (merged cells): a blank cell repeats the one above. */
  fillDown: readonly number[];
  /** The rating column is named like one, so a day and month in it are a rating a spreadsheet made a date. */
  ratingsMayBeDates: boolean;
  /**
   * Those dates may have a year ("04/05/24"): every one in the sampled rows is a rating. A later one that is not is
   * counted unreadable.
   */
  ratingDatesHaveYears: boolean;
  /** The scale the rating column's header states ("Score (out of 10)") or its source documents, else null. */
  ratingScale: number | null;
  /** Who documents that scale when the header does not state it ("Booking.com documents …"), else null. */
  ratingScaleDocumentedBy: string | null;
  /** Where the range the rating column's header states starts ("Rating (1-10)": 1), else null. */
  ratingWorst: number | null;
  /** 'marker': the column says "Certified Buyer" when verified and anything else otherwise. */
  verifiedMode: 'boolean' | 'marker';
  dateOrder: DateOrder | null;
  notes: string[];
}

interface Column {
  index: number;
  header: string;
  hints: NameHint[];
  profile: ColumnProfile;
  isIndex: boolean;
}

const ORDER: readonly ColumnMeaning[] = [
  'text',
  'rating',
  'product_id',
  'product_name',
  'title',
  'date',
  'reviewer',
  'verified',
  'helpful_votes',
  'product_url',
];

/**
 * `headerless`: the file has no header row (its first row is data), so columns are recognised by content
 * alone: prose is the text, short star-like numbers the rating, calendar values the date.
 */
export function resolveMapping(
  header: readonly string[],
  sample: readonly string[][],
  now: Date,
  headerless = false,
): ColumnMapping {
  const width = header.length;
  const cols: Column[] = [];
  for (let i = 0; i < width; i++) {
    const name = (header[i] ?? '').replace(/^\ufeff/u, '').trim();
    const profile = profileColumn(
      sample.map((r) => r[i] ?? ''),
      now,
    );
    const isIndex = isIndexHeader(name) && profile.isIndexSequence;
    cols.push({ index: i, header: name, hints: isIndex ? [] : nameHints(name), profile, isIndex });
  }

  const assigned = new Map<number, ColumnMeaning>();
  const byMeaning: Partial<Record<ColumnMeaning, number>> = {};
  const notes: string[] = [];
  const label = (c: Column): string =>
    c.header === '' ? `column ${c.index + 1}` : `'${inSentence(c.header)}'`;
  /** A sentence's first words: "Column 'Rating'", or "Column 3" for a column without a name. */
  const column = (c: Column): string =>
    c.header === '' ? `Column ${c.index + 1}` : `Column '${inSentence(c.header)}'`;
  const productLike = (c: Column): boolean => looksLikeProduct(c, sample, byMeaning.product_id);
  let textParts: number[] | null = null;

  for (const meaning of ORDER) {
    const candidates = cols.filter(
      (c) => !assigned.has(c.index) && c.hints.some((h) => h.meaning === meaning),
    );
    const ok = candidates.filter((c) => {
      const score = hintScore(c, meaning);
      if (!contentFits(meaning, c.profile, score)) return false;
      if (meaning === 'product_name' && score < 80) return productLike(c);
      if (meaning === 'product_id' && score < 50 && c.hints.length > 1)
        return slugRate(sample, c.index) >= 0.8;
      if ((meaning === 'reviewer' || meaning === 'title') && score < 90 && c.hints.length > 1)
        return !productLike(c);
      return true;
    });
    if (ok.length === 0) continue;
    const textCol = byMeaning.text === undefined ? undefined : cols[byMeaning.text];
    ok.sort(
      (a, b) =>
        compareCandidates(meaning, a, b) ||
        (meaning === 'rating' && textCol ? pairsWith(b, textCol) - pairsWith(a, textCol) : 0) ||
        a.index - b.index,
    );
    const chosen = ok[0]!;
    assigned.set(chosen.index, meaning);
    byMeaning[meaning] = chosen.index;
    if (chosen.hints.length > 1)
      notes.push(`${column(chosen)} was read as ${describe(meaning)} from its content.`);
    const parts = meaning === 'text' ? namedParts(ok) : null;
    if (parts !== null) {
      // Booking's `Negative_Review` and `Positive_Review`: one review in parts, each named like review text.
      for (const c of parts) assigned.set(c.index, 'text');
      textParts = parts.map((c) => c.index);
      notes.push(
        `Columns ${parts.map(label).join(', ')} are parts of one review and were read together as the review ` +
          'text, in that order.',
      );
    } else if (meaning === 'text' && ok.length > 1) {
      notes.push(
        `Several columns could hold the review text; ${label(chosen)} has the longest texts and was used.`,
      );
    }
  }

  const ownRating = reviewsOwnRating(cols, byMeaning, assigned, sample);
  if (ownRating !== undefined) {
    const productRating = cols[byMeaning.rating!]!;
    assigned.delete(productRating.index);
    assigned.set(ownRating.index, 'rating');
    byMeaning.rating = ownRating.index;
    notes.push(
      `Column ${label(productRating)} is the same for every review of a product, so ${label(ownRating)}, which ` +
        "varies, was read as the review's rating.",
    );
  }

  if (textParts === null && swapsHeadingAndText(cols, byMeaning)) {
    const text = cols[byMeaning.text!]!;
    const title = cols[byMeaning.title!]!;
    [byMeaning.text, byMeaning.title] = [title.index, text.index];
    assigned.set(title.index, 'text');
    assigned.set(text.index, 'title');
    notes.push(
      `Column ${label(text)} holds headings and ${label(title)} the longer texts, so ${label(title)} was read as ` +
        `the review text and ${label(text)} as its title.`,
    );
  }

  let verifiedMode: 'boolean' | 'marker' = 'boolean';
  const verifiedCol = byMeaning.verified === undefined ? undefined : cols[byMeaning.verified];
  // A badge column: every value we recognise is a phrase like "Verified Purchase", none a yes/no word.
  if (
    verifiedCol &&
    verifiedCol.profile.markerRate > 0 &&
    verifiedCol.profile.markerRate >= verifiedCol.profile.boolRate
  ) {
    verifiedMode = 'marker';
  }
  if (byMeaning.verified === undefined) {
    const marker = cols.find((c) => !assigned.has(c.index) && c.profile.markerRate >= 0.5);
    if (marker) {
      assigned.set(marker.index, 'verified');
      byMeaning.verified = marker.index;
      verifiedMode = 'marker';
      notes.push(
        `${column(marker)} marks verified buyers ("Certified Buyer" / "Verified Purchase").`,
      );
    }
  }

  if (byMeaning.text === undefined) {
    const prose = cols.filter(
      (c) =>
        !assigned.has(c.index) &&
        !c.isIndex &&
        looksLikeProse(c.profile) &&
        !headerWords(c.header).some((w) => NOT_REVIEW_DATA.has(w)),
    );
    const longest = [...prose].sort((a, b) => b.profile.avgLen - a.profile.avgLen)[0];
    if (longest && prose.length > 1 && !headerless) {
      // A review written as answers to several prompts (pros and cons, G2's questions) is one review: its text
      // is every answer, in column order (docs/decisions/178).
      for (const c of prose) assigned.set(c.index, 'text');
      byMeaning.text = longest.index;
      textParts = prose.map((c) => c.index);
      notes.push(
        `No column is named like review text; ${prose.length} columns hold prose (${prose.map(label).join(', ')}) ` +
          'and were read together as the review text, in that order.',
      );
    } else if (longest) {
      assigned.set(longest.index, 'text');
      byMeaning.text = longest.index;
      notes.push(
        `No column is named like review text; ${label(longest)} holds prose and was used as the review text.`,
      );
    }
  }

  if (headerless) {
    for (const c of cols) {
      if (assigned.has(c.index) || c.isIndex || c.profile.nonEmpty === 0) continue;
      const p = c.profile;
      if (byMeaning.rating === undefined && p.ratingRate >= 0.95 && p.avgLen <= 4) {
        assigned.set(c.index, 'rating');
        byMeaning.rating = c.index;
      } else if (byMeaning.date === undefined && p.dateRate >= 0.9 && p.numericRate < 0.5) {
        assigned.set(c.index, 'date');
        byMeaning.date = c.index;
      }
    }
    notes.push('The file has no header row; columns were recognised by their content.');
  }

  for (const c of cols) {
    if (c.isIndex) notes.push(`${column(c)} is a row index and was ignored.`);
  }
  for (const v of VALUE_COLUMNS) {
    if (byMeaning[v.meaning] !== undefined) continue;
    const named = cols.find(
      (c) => !assigned.has(c.index) && hintScore(c, v.meaning) >= 80 && c.profile.nonEmpty > 0,
    );
    if (named) notes.push(unreadColumnNote(column(named), named, v, sample, now));
  }

  const fillDown: number[] = [];
  const productMeanings: readonly ColumnMeaning[] = ['product_id', 'product_name', 'product_url'];
  const productCols = cols
    .filter((c) => c.hints.some((h) => productMeanings.includes(h.meaning)))
    .map((c) => c.index);
  for (const meaning of productMeanings) {
    const idx = byMeaning[meaning];
    if (idx === undefined) continue;
    const others = productCols.filter((c) => c !== idx);
    if (!writtenOncePerGroup(sample, idx, others)) continue;
    fillDown.push(idx);
    notes.push(
      `${column(cols[idx]!)} names its product once above each group of rows (merged cells); the rows ` +
        'below were given that product.',
    );
  }

  const ratingCol = byMeaning.rating === undefined ? undefined : cols[byMeaning.rating];
  const ratingsMayBeDates = ratingCol !== undefined && hintScore(ratingCol, 'rating') >= 80;
  const links =
    byMeaning.product_url === undefined ? [] : sample.map((r) => r[byMeaning.product_url!] ?? '');
  const statedScale = ratingCol === undefined ? null : scaleInHeader(ratingCol.header);
  const documented =
    ratingCol === undefined ? null : documentedScale(ratingCol.header, header, links);
  const dateCol = byMeaning.date === undefined ? undefined : cols[byMeaning.date];
  const statedOrder = dateCol === undefined ? null : dateOrderInHeader(dateCol.header);
  const dateOrder =
    dateCol === undefined ? null : (statedOrder ?? decideDateOrder(sample, dateCol.index));
  if (dateOrder === 'dmy')
    notes.push(
      `Dates such as 03/04/2024 were read day first (3 April 2024), as the ${statedOrder === null ? 'file writes them' : "column's name says"}.`,
    );

  return {
    columns: cols.map((c) => ({
      index: c.index,
      header: c.header,
      meaning: assigned.get(c.index) ?? null,
    })),
    byMeaning,
    textParts,
    fillDown,
    ratingsMayBeDates,
    ratingDatesHaveYears: ratingsMayBeDates && ratingCol.profile.datedRatingsHaveYears,
    ratingScale: statedScale ?? documented?.scale ?? null,
    ratingScaleDocumentedBy: statedScale === null ? (documented?.documentedBy ?? null) : null,
    ratingWorst: ratingCol === undefined ? null : worstInHeader(ratingCol.header),
    verifiedMode,
    dateOrder,
    notes,
  };
}

/** Columns of values: when one is clearly named but its values cannot be read, the user is told. */
interface ValueColumn {
  meaning: ColumnMeaning;
  one: string;
  many: string;
  rate: (p: ColumnProfile) => number;
  reads: (value: string, now: Date) => boolean;
}

const VALUE_COLUMNS: readonly ValueColumn[] = [
  {
    meaning: 'rating',
    one: 'a rating',
    many: 'ratings',
    rate: (p) => p.ratingRate,
    reads: (v) => parseRating(v) !== undefined,
  },
  {
    meaning: 'date',
    one: 'a date',
    many: 'dates',
    rate: (p) => p.dateRate,
    reads: (v, now) => parseReviewDate(v, { now, yearless: true }) !== undefined,
  },
  {
    meaning: 'helpful_votes',
    one: 'helpful votes',
    many: 'vote counts',
    rate: (p) => p.helpfulRate,
    reads: (v) => parseHelpful(v) !== undefined,
  },
];

/** "Column 'Rating' is named like a rating, but none of its first 3 values could be read as ratings (…)." */
function unreadColumnNote(
  /** "Column 'Rating'", the sentence's first words. */
  label: string,
  c: Column,
  v: ValueColumn,
  sample: readonly string[][],
  now: Date,
): string {
  const n = c.profile.nonEmpty;
  const read = Math.round(v.rate(c.profile) * n);
  const example = sample
    .map((r) => (r[c.index] ?? '').trim())
    .find((x) => x !== '' && !v.reads(x, now));
  const which =
    n === 1
      ? `its one value could not be read as ${v.one}`
      : `${read === 0 ? 'none' : `only ${read}`} of its first ${n} values could be read as ${v.many}`;
  const such = example === undefined ? '' : ` (such as "${inSentence(example.slice(0, 40))}")`;
  return `${label} is named like ${v.one}, but ${which}${such}, so ${v.many} were not used.`;
}

function hintScore(c: Column, meaning: ColumnMeaning): number {
  return c.hints.find((h) => h.meaning === meaning)?.score ?? 0;
}

function contentFits(meaning: ColumnMeaning, p: ColumnProfile, score: number): boolean {
  if (p.nonEmpty === 0) return score >= 50;
  switch (meaning) {
    case 'text':
      return p.urlRate < 0.5 && p.numericRate < 0.5;
    // A clear name needs less confirmation: unreadable values are then counted rather than the column lost. A
    // negative number is no star rating: Steam's review_score is a recommendation, 1 or -1.
    case 'rating':
      if (p.negativeRate > 0) return false;
      if (score < 80) return p.ratingRate >= 0.8;
      return p.ratingRate >= 0.5 || p.ratingRate + p.datedRatingRate >= 0.5;
    case 'date':
      return p.dateRate >= (score >= 80 ? 0.3 : 0.6);
    // Sephora's `helpfulness` is a share (0.9166, 1.0), not a count.
    case 'helpful_votes':
      return p.helpfulRate >= 0.8 && p.fractionRate === 0;
    case 'verified':
      return p.boolRate >= 0.8 || p.markerRate >= 0.5;
    case 'product_url':
      // Like a bare `id`: a bare `URL` is the product's only when it repeats; one per row is a review permalink.
      return p.urlRate >= 0.5 && (score >= 80 || p.nonEmpty < 2 || p.distinct < p.nonEmpty);
    case 'product_id':
      // A bare `id` is a product id only when it repeats; a unique id identifies the review itself.
      return score >= 50 || p.distinct < p.nonEmpty;
    default:
      return true;
  }
}

function compareCandidates(meaning: ColumnMeaning, a: Column, b: Column): number {
  // A column the export left empty (Loox's optional product_Id) names nothing: one with values comes first.
  const filled = Number(b.profile.nonEmpty > 0) - Number(a.profile.nonEmpty > 0);
  if (filled !== 0) return filled;
  const sa = hintScore(a, meaning);
  const sb = hintScore(b, meaning);
  if (meaning === 'text') {
    // Among columns named like review text, the longest prose wins; weak names (description) come last.
    const ta = sa >= 60 ? 1 : 0;
    const tb = sb >= 60 ? 1 : 0;
    if (ta !== tb) return tb - ta;
    return b.profile.avgLen - a.profile.avgLen || a.index - b.index;
  }
  if (meaning === 'date' && sa >= 60 && sb >= 60) {
    // Every review has a date: one filled in for under half as many rows as another is the date of
    // something that happens to some reviews only (Yotpo's "Comment Created At" is the shop's reply). Weak
    // names (crawl dates) are left out: a sparse review date still beats a full `dateAdded`.
    if (a.profile.nonEmpty * 2 < b.profile.nonEmpty) return 1;
    if (b.profile.nonEmpty * 2 < a.profile.nonEmpty) return -1;
  }
  if (sa !== sb) return sb - sa;
  if (meaning === 'date') {
    const qa = a.profile.datePrecision * a.profile.dateRate;
    const qb = b.profile.datePrecision * b.profile.dateRate;
    if (qa !== qb) return qb - qa;
  }
  return b.profile.nonEmpty - a.profile.nonEmpty;
}

/**
 * 1 when a column's header shares a qualifying word with the text column's: of Feefo's "Service Rating" and
 * "Product Rating", the one that goes with "Product Comment" rates what the text is about.
 */
function pairsWith(c: Column, textCol: Column): number {
  const words = new Set(headerWords(textCol.header).filter((w) => !GENERIC_WORDS.has(w)));
  return headerWords(c.header).some((w) => words.has(w)) ? 1 : 0;
}

/** Words in many header names that say nothing about which part of a review a column belongs to. */
const GENERIC_WORDS = new Set([
  'review',
  'text',
  'comment',
  'rating',
  'star',
  'score',
  'the',
  'of',
]);

/**
 * The columns named like review text, in column order, when there are several and each names a part of the review
 * ("Negative_Review", "Positive_Review"); else null. A column named like the whole review stays the text alone.
 */
function namedParts(candidates: readonly Column[]): Column[] | null {
  const named = candidates.filter((c) => hintScore(c, 'text') >= 60);
  const parts = named.filter((c) => headerWords(c.header).some((w) => REVIEW_PART.has(w)));
  return parts.length >= 2 && parts.length === named.length
    ? [...parts].sort((a, b) => a.index - b.index)
    : null;
}

/**
 * Another column named like a rating that varies between a product's reviews, when the one chosen never does: the
 * chosen one is the product's own average (Yelp's business `stars` merged beside the review's), the other the
 * review's.
 */
function reviewsOwnRating(
  cols: readonly Column[],
  byMeaning: Partial<Record<ColumnMeaning, number>>,
  assigned: ReadonlyMap<number, ColumnMeaning>,
  sample: readonly string[][],
): Column | undefined {
  const chosen = byMeaning.rating;
  const product = byMeaning.product_id ?? byMeaning.product_name;
  if (chosen === undefined || product === undefined || !dependsOn(sample, chosen, product))
    return undefined;
  return cols.find(
    (c) =>
      !assigned.has(c.index) &&
      hintScore(c, 'rating') >= 80 &&
      c.profile.ratingRate >= 0.8 &&
      c.profile.negativeRate === 0 &&
      !dependsOn(sample, c.index, product),
  );
}

/** A shop's product handle: lower-case words joined by hyphens ("blue-mug", "iphone-15-case"). */
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)+$/u;

/** The share of a column's filled cells that are product handles. */
function slugRate(sample: readonly string[][], col: number): number {
  let filled = 0;
  let slugs = 0;
  for (const r of sample) {
    const v = (r[col] ?? '').trim();
    if (v === '') continue;
    filled++;
    if (SLUG.test(v)) slugs++;
  }
  return filled === 0 ? 0 : slugs / filled;
}

/** Words a heading has at most on average ("Super!", "Worth every penny"). */
const HEADING_WORDS = 4;

/** Rows with both a heading and a text that a swap needs: a title or two says nothing of a column. */
const MIN_SWAP_ROWS = 3;

/**
 * The title column holds the reviews and the text column their headings, as Flipkart's sentiment set names them
 * ("Review" = "super!", "Summary" = the comment): the title column's name is one a review's text also goes by (a
 * summary is a headline or an abstract), and its values are the longer: the text column's heading-short, the
 * title's not, and at least twice as long. A clear title name ("review_title") is never overruled.
 */
function swapsHeadingAndText(
  cols: readonly Column[],
  byMeaning: Partial<Record<ColumnMeaning, number>>,
): boolean {
  if (byMeaning.text === undefined || byMeaning.title === undefined) return false;
  const titleCol = cols[byMeaning.title]!;
  if (headerWords(titleCol.header).at(-1) !== 'summary') return false;
  const text = cols[byMeaning.text]!.profile;
  const title = titleCol.profile;
  return (
    Math.min(text.nonEmpty, title.nonEmpty) >= MIN_SWAP_ROWS &&
    text.avgWords < HEADING_WORDS &&
    title.avgWords >= HEADING_WORDS &&
    title.avgWords >= 2 * text.avgWords
  );
}

/** Repeats per product: fixed by the product id, or few distinct, longish values. */
function looksLikeProduct(
  c: Column,
  sample: readonly string[][],
  productIdCol: number | undefined,
): boolean {
  const p = c.profile;
  if (p.nonEmpty < 2) return false;
  if (
    productIdCol !== undefined &&
    dependsOn(sample, c.index, productIdCol) &&
    p.distinct < p.nonEmpty
  )
    return true;
  return p.distinct / p.nonEmpty <= 0.5 && p.avgLen >= 15;
}

function looksLikeProse(p: ColumnProfile): boolean {
  return (
    p.nonEmpty > 0 &&
    p.avgWords >= 4 &&
    p.distinct / p.nonEmpty >= 0.5 &&
    p.urlRate < 0.2 &&
    p.dateRate < 0.5 &&
    p.numericRate < 0.5
  );
}

/** The order a date column's name states: "Date (DD/MM/YYYY)", "date_mm_dd_yyyy", "Datum (TT.MM.JJJJ)". */
function dateOrderInHeader(header: string): DateOrder | null {
  const h = header.toLowerCase();
  if (/(?<![a-z])(?:dd?|jj?|tt?)[\s/._-]*mm?[\s/._-]*(?:yy|aa|jj)/u.test(h)) return 'dmy';
  if (/(?<![a-z])mm?[\s/._-]*dd?[\s/._-]*(?:yy|aa|jj)/u.test(h)) return 'mdy';
  return null;
}

function decideDateOrder(sample: readonly string[][], col: number): DateOrder | null {
  let dmy = 0;
  let mdy = 0;
  for (const r of sample) {
    const e = numericDateOrderEvidence(r[col] ?? '');
    if (e === 'dmy') dmy++;
    if (e === 'mdy') mdy++;
  }
  if (dmy > mdy) return 'dmy';
  if (mdy > dmy) return 'mdy';
  return null;
}

function describe(meaning: ColumnMeaning): string {
  return meaning
    .replace('_', ' ')
    .replace('product name', "the product's name")
    .replace('title', 'the review title');
}
