// What a header name says a column means, before looking at its content. Names are split into words
// whatever their style ("reviewText", "reviews.text", "Review Text", "restaurants_users_review") and
// the last word usually carries the meaning ("review date" is a date, "date added" is a weak date).
import type { ColumnMeaning } from '@reviewsentry/contracts';
import { matchingText } from '@reviewsentry/review-values';
import { singularOf, splitCompound } from './word-forms';
import * as vocabulary from './header-vocabulary';
import {
  AGGREGATE,
  CODE,
  NON_LATIN_TERMS,
  DATE,
  DATE_ANYWHERE,
  DATE_STRONG,
  DATE_WEAK,
  OTHER_EVENT,
  HELPFUL,
  ID_NUMBER,
  NOT_REVIEW_DATA,
  PERSON_WORD,
  PLACE_WORD,
  SHOP_WORD,
  PLURAL,
  PRODUCT_ID,
  PRODUCT_WORD,
  RATING,
  REFERENCE,
  REVIEWER,
  SCALE,
  SCALE_END,
  TEXT,
  TITLE,
  URL,
  VERIFIED,
} from './header-vocabulary';

export interface NameHint {
  meaning: ColumnMeaning;
  /** 0–100: how sure the name alone makes us. Below 50 the content has to confirm it. */
  score: number;
}

export function headerWords(header: string): string[] {
  // A remark in brackets ("Rating (1-5)", "Review Text (English)") does not change what a column is, and a
  // scale after the name ("Rating/5", "Note sur 5") neither; a name made only of them keeps them.
  const words = splitWords(header.replace(BRACKETED, ' '));
  let end = words.length;
  while (end > 0 && /^\d+$/u.test(words[end - 1]!)) end--;
  if (end < words.length) while (end > 0 && SCALE.has(words[end - 1]!)) end--;
  if (end === 0) return splitWords(header);
  // A flattened JSON path whose last key only wraps the value (Apple's feed: `im:rating.label`) is named by the
  // keys before it.
  if (end > 1 && words[end - 1] === 'label' && JSON_PATH.test(header)) end--;
  // pandas' merge suffixes a name both tables have with _x and _y (Yelp's business and review `stars`).
  if (end > 1 && MERGE_SUFFIX.test(header)) end--;
  return /\s/u.test(header.trim()) ? headLast(words.slice(0, end)) : words.slice(0, end);
}

const MERGE_SUFFIX = /_[xy]$/u;
/** The "on" of "created on" in English, German ("Erstellt am"), French ("Publié le") and Spanish ("Publicado el"). */
const ON_WORD: ReadonlySet<string> = new Set(['on', 'at', 'am', 'le', 'el']);
/** A key path as JSON flatteners write it: `author.name.label`, `placeInfo/name`. */
const JSON_PATH = /^[^\s]+[./][^\s./]+$/u;

/**
 * "Fecha de la reseña", "Data da avaliação", "Datum der Bewertung", "Date of Experience": the head comes first and
 * what it is of after a joining word. Put last, as English compounds put it ("review date"), the head is the last
 * word every rule reads. Only names written with spaces: `reviews.doRecommend` is no phrase.
 */
function headLast(words: string[]): string[] {
  const at = words.findIndex((w, i) => i > 0 && OF_WORD.has(w));
  // Italian, Portuguese, Dutch and French also name the head first with no joining word ("Nome prodotto",
  // "Codice prodotto", "Naam klant"): a name or code before whose it is.
  if (at < 0 && words.length === 2 && HEAD_FIRST.has(words[0]!) && OWNER.has(words[1]!))
    return [words[1]!, words[0]!];
  if (at < 0) return words;
  const of = words.slice(at + 1).filter((w) => !ARTICLE.has(w));
  return of.length === 0 ? words : [...of, ...words.slice(0, at)];
}

const NON_LATIN = /[\u0400-\u04ff\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]/u;
const NON_LATIN_TERM = new RegExp(
  Object.keys(NON_LATIN_TERMS)
    .sort((a, b) => b.length - a.length)
    .join('|'),
  'giu',
);

const BRACKETED = /\([^()]*\)|\[[^[\]]*\]/gu;
const OF_WORD: ReadonlySet<string> = new Set([
  'of',
  'de',
  'del',
  'da',
  'do',
  'dos',
  'di',
  'della',
  'dello',
  'du',
  'des',
  'der',
  'van',
]);
const ARTICLE: ReadonlySet<string> = new Set([
  'the',
  'la',
  'el',
  'los',
  'las',
  'le',
  'les',
  'l',
  'lo',
  'il',
]);

function splitWords(header: string): string[] {
  const named = NON_LATIN.test(header)
    ? header.replace(NON_LATIN_TERM, (t) => ` ${NON_LATIN_TERMS[t.toLowerCase()] ?? t} `)
    : header;
  // As the header shows: a byte order mark, invisible characters and look-alike letters do not split it.
  return matchingText(named)
    .replace(/([a-z0-9])([A-Z])/gu, '$1 $2')
    .replace(/(?<![A-Z])([A-Z]+)([A-Z][a-z])/gu, '$1 $2')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/gu, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/u)
    .filter((w) => w !== '')
    .map((w) => PLURAL[w] ?? singularOf(w, KNOWN_WORDS) ?? w)
    .flatMap(compoundParts);
}

/**
 * A compound's first part that means something else there than alone: German "Gesamt" alone labels a totals row,
 * but "Gesamtbewertung", "Gesamtnote" are one reviewer's overall rating, as English "Overall Rating" is.
 * "Gesamtsumme" stays a total by its own last part.
 */
const COMPOUND_FIRST: Readonly<Record<string, string>> = { gesamt: 'overall' };

function compoundParts(word: string): string[] {
  const parts = splitCompound(word, KNOWN_WORDS);
  if (parts === null) return [word];
  const first = COMPOUND_FIRST[parts[0]!];
  return first === undefined ? parts : [first, ...parts.slice(1)];
}

/** "id" before the one word it identifies is that word's id (PrestaShop's `id_product`, `id_customer`, "ID Product"). */
function idLast(words: string[]): string[] {
  return words.length === 2 && words[0] === 'id' ? [words[1]!, 'id'] : words;
}

const NAME_WORD: ReadonlySet<string> = new Set(['name', 'nama', 'nombre', 'nom', 'nome', 'naam']);
/** What a head-first name starts with: a name, an id, a code, a number, a reference, a link. */
const HEAD_FIRST: ReadonlySet<string> = new Set([
  ...NAME_WORD,
  'id',
  ...CODE,
  ...ID_NUMBER,
  ...REFERENCE,
  ...URL,
]);
/** Whose that head is: the product's or the person's. */
const OWNER: ReadonlySet<string> = new Set([...PRODUCT_WORD, ...PERSON_WORD, ...REVIEWER]);

/** Every word the rules below read: the parts a compound header name may be split into. */
const KNOWN_WORDS: ReadonlySet<string> = new Set([
  ...Object.values(vocabulary).flatMap((v) => (v instanceof Set ? [...(v as Set<string>)] : [])),
  ...Object.values(PLURAL),
  ...NAME_WORD,
]);
/** What an id may belong to other than the product: the review, its parts and replies, an order or a visit. */
const NOT_PRODUCT_ID: ReadonlySet<string> = new Set([
  'review',
  'comment',
  'rating',
  'reply',
  'evaluation',
  'recommendation',
  'order',
  'transaction',
  'session',
  'request',
  'tracking',
  'image',
  'media',
]);

export function nameHints(header: string): NameHint[] {
  // The item reviewed (schema.org's `itemReviewed`) is the product, not the person "Reviewed By" names.
  const w = idLast(
    headerWords(header).filter(
      (x, i, all) => !(x === 'reviewed' && PRODUCT_WORD.has(all[i - 1] ?? '')),
    ),
  );
  if (w.length === 0) return [];
  const has = (s: ReadonlySet<string>): boolean => w.some((x) => s.has(x));
  const last = w[w.length - 1]!;
  const prev = w[w.length - 2];
  // A product word anywhere before the last, as flattened JSON writes it (Apify's `placeInfo/name`,
  // `product/details/id`), unless the header is about a person or the review.
  const ofProduct =
    (prev !== undefined && PRODUCT_WORD.has(prev)) ||
    (w.slice(0, -1).some((x) => PRODUCT_WORD.has(x)) &&
      !w.some((x) => x === 'review' || REVIEWER.has(x) || PERSON_WORD.has(x)));

  const votes = w.includes('vote');
  if (
    has(HELPFUL) ||
    (last === 'vote' && !w.includes('total') && !w.includes('unhelpful')) ||
    (votes && w.includes('up')) ||
    // Bazaarvoice's `TotalPositiveFeedbackCount`, Sephora's `total_pos_feedback_count`: readers who found the
    // review helpful.
    ((w.includes('positive') || w.includes('pos')) &&
      w.includes('feedback') &&
      !w.includes('review'))
  ) {
    return [{ meaning: 'helpful_votes', score: 90 }];
  }
  // A score worked out from readers' votes (Steam's `weighted_vote_score`) rates the review, not the product.
  if (votes && RATING.has(last)) return [];
  if (has(URL)) {
    if (w.includes('review') || w.some((x) => PERSON_WORD.has(x) || NOT_REVIEW_DATA.has(x)))
      return [];
    // A bare `URL` may be each review's own permalink (Helium 10); resolve-mapping then wants it to repeat.
    return [{ meaning: 'product_url', score: w.some((x) => PRODUCT_WORD.has(x)) ? 85 : 60 }];
  }
  if (has(VERIFIED) || (w.includes('did') && w.includes('purchase')))
    return [{ meaning: 'verified', score: 90 }];
  // TripAdvisor's `locationId` is the place reviewed; a location of the reviewer's (their hometown) is not.
  const aboutPerson = w.some((x) => REVIEWER.has(x) || PERSON_WORD.has(x) || x === 'hometown');
  if (last === 'id' && prev === 'location' && !aboutPerson)
    return [{ meaning: 'product_id', score: 85 }];
  // The shop reviewed on a shop-review site (Trusted Shops' `shop_name`) is what the reviews are of; a product's
  // own name outranks it in a product review export that names its shop too. A bare `store` may be an app store;
  // the shop's other data (its address, its rating) is not the review's.
  if (NAME_WORD.has(last) && w.some((x) => SHOP_WORD.has(x)) && !aboutPerson) {
    return [{ meaning: 'product_name', score: 85 }];
  }
  if (has(NOT_REVIEW_DATA) || has(AGGREGATE)) return [];
  // Time elapsed since something ("days_since_review" = "3 days"): neither the thing nor its date.
  if (w.includes('since')) return [];
  // The ends of the scale are the same for every review and rate nothing; a stated scale ("Rating (max 5)") has left
  // the words already (headerWords).
  if (w.some((x) => SCALE_END.has(x)) && w.some((x) => RATING.has(x))) return [];

  // "Date Rated", like "Date Reviewed", says when: a date word first makes the rating word last a verb.
  const rated = RATING.has(last) && !(w.length > 1 && DATE_ANYWHERE.has(w[0]!));
  // A place's rating is its own average, unless a person's word says whose it is ("restaurants_users_rating").
  if (rated && w.slice(0, -1).some((x) => PLACE_WORD.has(x)) && !aboutPerson) return [];
  if (rated || (w.includes('rating') && (last === 'value' || last === 'star'))) {
    return [
      {
        meaning: 'rating',
        score: w.some((x) => x === 'review' || x === 'customer' || x === 'user') ? 95 : 90,
      },
    ];
  }
  if (DATE.has(last) || w.some((x) => DATE_ANYWHERE.has(x))) {
    // The date of a purchase, an order or a delivery is not when the review was written, however near.
    if (has(OTHER_EVENT)) return [];
    if (ON_WORD.has(last)) {
      // A bare `at` (google-play-scraper) or `on` says little, so the content has to be dates. With other
      // words, one of them must say what happened then (`created_at`, `shipped_on`); `replied_at` is excluded.
      if (w.length === 1) return [{ meaning: 'date', score: 60 }];
      if (!w.some((x) => DATE_STRONG.has(x) || DATE_WEAK.has(x))) return [];
    }
    let score = 80;
    if (w.some((x) => DATE_STRONG.has(x))) score += 10;
    if (w.some((x) => DATE_WEAK.has(x))) score -= 40;
    return [{ meaning: 'date', score }];
  }
  // Steam's `steam_purchase`: bought on the store, as a yes/no (the content decides).
  if (last === 'purchase' || last === 'purchased') return [{ meaning: 'verified', score: 70 }];
  if (
    PRODUCT_ID.has(last) ||
    (last === 'id' && ofProduct) ||
    (last === 'asin' && prev === 'parent')
  ) {
    return [{ meaning: 'product_id', score: prev === 'parent' ? 96 : 95 }];
  }
  // The parent of a product's variants (the Amazon Customer Reviews set's `product_parent`) is the listing whose
  // reviews shoppers see together, as `parent_asin` is.
  if (last === 'parent' && prev !== undefined && PRODUCT_WORD.has(prev) && prev !== 'parent')
    return [{ meaning: 'product_id', score: 96 }];
  if (last === 'id' || CODE.has(last) || last === 'key' || REFERENCE.has(last)) {
    if (prev === undefined) return [{ meaning: 'product_id', score: 30 }];
    // WordPress stores a product review as a comment on the product's post: WooCommerce's `comment_post_ID`.
    if (prev === 'post' && w.includes('comment')) return [{ meaning: 'product_id', score: 85 }];
    if (PRODUCT_WORD.has(prev)) return [{ meaning: 'product_id', score: 85 }];
    // PowerReviews files a product's reviews under its `page_id` (a bare `page` is a listing's page number).
    if (prev === 'page') return [{ meaning: 'product_id', score: 85 }];
    if (PERSON_WORD.has(prev) || REVIEWER.has(prev)) return [{ meaning: 'reviewer', score: 40 }];
    // The id of something else ("Clothing ID") names the product only where it repeats, as a bare `id` does; ids
    // of the review itself, its parts or an order never do, nor codes (a postal code is shared by places), nor
    // another thing's reference.
    if (last !== 'id' || w.some((x) => NOT_PRODUCT_ID.has(x))) return [];
    return [{ meaning: 'product_id', score: 30 }];
  }
  if ((NAME_WORD.has(last) || last === 'title') && ofProduct) {
    return [{ meaning: 'product_name', score: 95 }];
  }
  // A bare `parent` is the comment a reply answers (WordPress's comment_parent), not a product (shop-reply.ts).
  if (w.length === 1 && PRODUCT_WORD.has(last) && last !== 'parent')
    return [{ meaning: 'product_name', score: 80 }];
  if (
    prev !== undefined &&
    PRODUCT_WORD.has(prev) &&
    (last === 'handle' || last === 'slug' || last === 'number' || ID_NUMBER.has(last))
  ) {
    return [{ meaning: 'product_id', score: 85 }];
  }
  // A bare `handle` is a shop's product handle in review apps' files (Okendo: "blue-mug") and a person's elsewhere:
  // the values decide (resolve-mapping).
  if (w.length === 1 && last === 'handle') {
    return [
      { meaning: 'reviewer', score: 60 },
      { meaning: 'product_id', score: 45 },
    ];
  }
  if (REVIEWER.has(last) && !w.some((x) => PRODUCT_WORD.has(x))) {
    return [{ meaning: 'reviewer', score: 90 }];
  }
  if (NAME_WORD.has(last)) {
    if (prev !== undefined && (PERSON_WORD.has(prev) || REVIEWER.has(prev)))
      return [{ meaning: 'reviewer', score: 92 }];
    if (prev === undefined) {
      return [
        { meaning: 'reviewer', score: 60 },
        { meaning: 'product_name', score: 40 },
      ];
    }
    return [];
  }
  if (TITLE.has(last)) {
    // Outscraper's `author_title` is the author's display name, not a review title.
    if (w.some((x) => REVIEWER.has(x)) && !w.includes('review') && !w.includes('comment')) {
      return [{ meaning: 'reviewer', score: 85 }];
    }
    if (prev === undefined && last === 'title') {
      return [
        { meaning: 'title', score: 80 },
        { meaning: 'product_name', score: 45 },
      ];
    }
    return [{ meaning: 'title', score: w.includes('review') || w.includes('comment') ? 90 : 85 }];
  }
  if (TEXT.has(last)) {
    if (last === 'description' || last === 'details') {
      return w.some((x) => PRODUCT_WORD.has(x)) ? [] : [{ meaning: 'text', score: 40 }];
    }
    // A translation (AliExpress's `buyerTranslationFeedback`) is not the reviewer's own words: the original wins.
    if (w.some((x) => x === 'translation' || x === 'translated'))
      return [{ meaning: 'text', score: 50 }];
    const personal = w.some(
      (x) => x === 'review' || x === 'comment' || x === 'customer' || x === 'user',
    );
    return [{ meaning: 'text', score: last === 'review' || personal ? 92 : 85 }];
  }
  return [];
}

/** The header names we recognise as review text, for the message when none is found. */
export const TEXT_NAMES_ACCEPTED = [
  'review',
  'review_text',
  'text',
  'body',
  'content',
  'comment',
  'customer_review',
  'reviews.text',
  'feedback',
];

/** Headers a spreadsheet or pandas gives to an unnamed index column. */
export function isIndexHeader(header: string): boolean {
  const h = header.trim().toLowerCase();
  return (
    h === '' ||
    /^unnamed:?\s*\d+$/u.test(h) ||
    h === 'index' ||
    h === '#' ||
    h === 'no' ||
    h === 'no.'
  );
}
