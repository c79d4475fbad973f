// Decides which column means what, from header names (header-names.ts) checked against the content of the
// first rows (profile.ts). Ambiguous names are settled by content: `name` is the reviewer unless it repeats
// per product, `title` is the review title unless it repeats per product, several text-like columns go to
// the one with the longest prose, and a column without a usable name can still be the review text.
import type { ColumnMeaning, ImportedColumn } from '@reviewsentry/contracts';
import type { DateOrder } from '@reviewsentry/review-values';
import { scaleInHeader, worstInHeader } from '../values/rating';
import { compareCandidates, contentFits, pairsWith } from './candidates';
import { hintScore, label, subject, type Column } from './column';
import { dateOrderInHeader } from './date-order';
import { documentedScale } from './documented-scales';
import { headerWords, isIndexHeader, nameHints } from './header-names';
import { NOT_REVIEW_DATA, OTHER_EVENT } from './header-vocabulary';
import { looksLikeProduct, mergedProductColumns, slugRate } from './product-columns';
import { profileColumn } from './profile';
import { reviewerNameParts } from './reviewer-name-parts';
import { OWN_MEANINGS, reviewsOwnColumn } from './reviews-own-column';
import { answeredColumn, looksLikeProse, namedParts, swapsHeadingAndText } from './text-columns';
import { textTranslation, type TextTranslation } from './translated-text';
import { unreadColumnNotes } from './unread-columns';

export interface ColumnMapping {
  columns: ImportedColumn[];
  byMeaning: Partial<Record<ColumnMeaning, number>>;
  /** Columns that are parts of one review text, in column order (byMeaning.text is the longest); else null. */
  textParts: readonly number[] | null;
  /** The reviewer's given and family names, in two columns read together (byMeaning.reviewer is the first). */
  reviewerParts: readonly number[] | null;
  /** The reviewers' own words and their machine translation, in two columns: a row's own words are its text. */
  textTranslation: TextTranslation | null;
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
  /** The order of numeric dates (03/04/2024) the date column's name states ("Date (DD/MM/YYYY)"), else null. */
  dateOrder: DateOrder | null;
  notes: string[];
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
  const productLike = (c: Column): boolean => looksLikeProduct(c, sample, byMeaning.product_id);
  let textParts: number[] | null = null;
  let translated: TextTranslation | null = null;

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
    const ranked = ok[0]!;
    const parts = meaning === 'text' ? namedParts(ok) : null;
    const answered =
      meaning === 'text' && parts === null ? answeredColumn(ranked, ok, sample) : undefined;
    const chosen = answered ?? ranked;
    assigned.set(chosen.index, meaning);
    byMeaning[meaning] = chosen.index;
    if (chosen.hints.length > 1)
      notes.push(`${subject(chosen)} was read as ${describe(meaning)} from its content.`);
    const translation =
      meaning === 'text' && parts === null ? textTranslation(cols, chosen.index) : null;
    if (translation !== null) {
      // Said with the count of texts read from each once every row is read (finalize.ts).
      translated = translation;
      assigned.set(translation.original, 'text');
      assigned.set(translation.translation, 'text');
    } else if (parts !== null) {
      // Booking's `Negative_Review` and `Positive_Review`: one review in parts, each named like review text.
      for (const c of parts) assigned.set(c.index, 'text');
      textParts = parts.map((c) => c.index);
      notes.push(
        `Columns ${parts.map(label).join(', ')} are parts of one review and were read together as the review ` +
          'text, in that order.',
      );
    } else if (answered !== undefined) {
      notes.push(
        `Several columns could hold the review text; ${label(ranked)} is written only on rows where ` +
          `${label(answered)} is, as an answer to it would be, so ${label(answered)} was used.`,
      );
    } else if (meaning === 'text' && ok.length > 1) {
      // Said as it was decided (candidates.ts): a column with longer texts loses when it fills under half as many rows.
      const sparserLonger = ok.some(
        (c) =>
          c.profile.avgLen > chosen.profile.avgLen &&
          c.profile.nonEmpty * 2 < chosen.profile.nonEmpty,
      );
      const why = sparserLonger
        ? 'is filled for more than twice as many reviews as those with longer texts'
        : 'has the longest texts';
      notes.push(
        `Several columns could hold the review text; ${label(chosen)} ${why} and was used.`,
      );
    }
  }

  for (const meaning of OWN_MEANINGS) {
    const own = reviewsOwnColumn(meaning, cols, byMeaning, assigned, sample);
    if (own === undefined) continue;
    const productOwn = cols[byMeaning[meaning]!]!;
    assigned.delete(productOwn.index);
    assigned.set(own.index, meaning);
    byMeaning[meaning] = own.index;
    notes.push(
      `Column ${label(productOwn)} is the same for every review of a product, so ${label(own)}, which ` +
        `varies, was read as the review's ${meaning}.`,
    );
  }

  if (textParts === null && translated === null && swapsHeadingAndText(cols, byMeaning)) {
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

  let reviewerParts: readonly number[] | null = null;
  if (byMeaning.reviewer === undefined) {
    const named = reviewerNameParts(cols, assigned);
    if (named !== null) {
      reviewerParts = named.parts;
      for (const index of named.parts) assigned.set(index, 'reviewer');
      byMeaning.reviewer = named.parts[0];
      notes.push(named.note);
    }
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
        `${subject(marker)} marks verified buyers ("Certified Buyer" / "Verified Purchase").`,
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

  if (!headerless && byMeaning.date === undefined) {
    const dated = datesByContent(cols, assigned);
    if (dated !== undefined) {
      assigned.set(dated.index, 'date');
      byMeaning.date = dated.index;
      notes.push(
        `No column is named like a date; ${label(dated)} holds dates and was read as the review date from its ` +
          'content.',
      );
    }
  }

  if (headerless) {
    for (const c of cols) {
      if (assigned.has(c.index) || c.isIndex || c.profile.nonEmpty === 0) continue;
      const p = c.profile;
      // A short number, or a rating that states its scale ("4.0 out of 5 stars"), which no other value is written as;
      // a number among words ("Stayed 2 nights") is not enough without a name.
      const rated = p.ratingRate >= 0.95 && (p.avgLen <= 4 || p.scaledRatingRate >= 0.95);
      if (byMeaning.rating === undefined && rated) {
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
    if (c.isIndex) notes.push(`${subject(c)} is a row index and was ignored.`);
  }
  notes.push(...unreadColumnNotes(cols, byMeaning, assigned, sample, now));

  // Said with the count of cells filled once every row is read (finalize.ts).
  const fillDown = mergedProductColumns(cols, byMeaning, sample);

  const ratingCol = byMeaning.rating === undefined ? undefined : cols[byMeaning.rating];
  const ratingsMayBeDates = ratingCol !== undefined && hintScore(ratingCol, 'rating') >= 80;
  const links =
    byMeaning.product_url === undefined ? [] : sample.map((r) => r[byMeaning.product_url!] ?? '');
  const statedScale = ratingCol === undefined ? null : scaleInHeader(ratingCol.header);
  const documented =
    ratingCol === undefined ? null : documentedScale(ratingCol.header, header, links);
  const dateCol = byMeaning.date === undefined ? undefined : cols[byMeaning.date];
  const dateOrder = dateCol === undefined ? null : dateOrderInHeader(dateCol.header);

  return {
    columns: cols.map((c) => ({
      index: c.index,
      header: c.header,
      meaning: assigned.get(c.index) ?? null,
    })),
    byMeaning,
    textParts,
    reviewerParts,
    textTranslation: translated,
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

/**
 * The one column whose name claims nothing (`stamp`, an abbreviation of a review app's) and whose values are nearly
 * all dates that differ from row to row, as a headerless file's date is found. Two such columns: which is the
 * review's cannot be told, and none is read.
 */
function datesByContent(
  cols: readonly Column[],
  assigned: ReadonlyMap<number, ColumnMeaning>,
): Column | undefined {
  const dated = cols.filter(
    (c) =>
      !assigned.has(c.index) &&
      !c.isIndex &&
      c.hints.length === 0 &&
      c.profile.nonEmpty > 1 &&
      c.profile.distinct > 1 &&
      c.profile.dateRate >= 0.9 &&
      c.profile.numericRate < 0.5,
  );
  // One named as another event's date (a purchase, a delivery) is never the review's, and beside it an unnamed one
  // may be that event's counterpart as well: only a single column of dates, unnamed, is read.
  const only = dated.length === 1 ? dated[0]! : undefined;
  return only && !headerWords(only.header).some((w) => OTHER_EVENT.has(w)) ? only : undefined;
}

function describe(meaning: ColumnMeaning): string {
  return meaning
    .replace('_', ' ')
    .replace('product name', "the product's name")
    .replace('title', 'the review title');
}
