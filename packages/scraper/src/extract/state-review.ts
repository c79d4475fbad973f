// What a review looks like inside embedded application state, whoever wrote it: camelCase, snake_case or the
// PascalCase of Bazaarvoice's API (`ReviewText`, `UserNickname`, `SubmissionTime`); GraphQL connections that
// wrap each review as `edges[].node`; and reviewer or date keys of a shop's own naming (`reviewerGivenName`,
// `formattedDate`). Keys are compared without case; each object's keys are lowered once.
import type { DateOrder } from '@reviewsentry/review-values';
import type { ReviewDraft } from './types';
import { inlineTextOf, reviewTextOf } from './markup-string';
import { parseDateValue, reviewRating, toNumber } from './values';
import { isObject } from './json-tree';
import { isNoneAnswer, isPlaceholder, verifiedAnswer } from '@reviewsentry/review-values';
import { nameFromParts } from './name-parts';
import type { Json } from './json-tree';

const TEXT_KEYS = [
  'reviewText',
  'reviewBody',
  'review_text',
  'reviewContent',
  'text',
  'body',
  'comment',
  'content',
  'review',
  'message',
  'opinion',
];
const RATING_KEYS = [
  'rating',
  'ratingValue',
  'userRating',
  'rating_value',
  'stars',
  'starRating',
  'overallRating',
  'score',
  'reviewRating',
  'grade',
];
const TITLE_KEYS = ['reviewTitle', 'title', 'headline', 'summary'];
const DATE_KEYS = [
  'reviewSubmissionTime',
  'submissionTime',
  'submitted_at',
  'submittedAt',
  'datePublished',
  'publishedDate',
  'createdAt',
  'created_at',
  'creationDate',
  'created',
  'date_add',
  'date',
  'timestamp',
  'time',
];
// Keys of a shop's own naming: "reviewDate", "formattedDate", "postedTime"; never when the date is another
// event's (an edit, a purchase, the experience reviewed, a moderation).
const DATE_KEY = /(?:date|time)$|^(?:created|submitted|published|posted)/i;
const OTHER_EVENT_KEY =
  /update|modif|edit|purchase|experien|moderat|expir|last|order|deliver|birth/i;
const AUTHOR_KEYS = [
  'userNickname',
  'author',
  'authorName',
  'reviewer',
  'reviewerName',
  'nickname',
  'userName',
  'user_name',
  'displayName',
  'consumer',
  'user',
  'customerName',
];
// "reviewerGivenName", "authorDisplayName", "customerFirstName".
const AUTHOR_KEY = /^(?:reviewer|author|user|customer|buyer|consumer|member)\w*name$/i;
const ID_KEYS = ['reviewId', 'review_id', 'reviewID', 'id', 'uuid'];
const VERIFIED_KEYS = [
  'verifiedPurchase',
  'verified',
  'isVerified',
  'isVerifiedPurchase',
  'certifiedBuyer',
  'verifiedBuyer',
  'isVerifiedBuyer',
  'isItemPurchased',
];
// The parts of a review written as answers to "what did you like / dislike" beside its comment (Ozon's `positive`
// and `negative`, `pros` and `cons` elsewhere): the writer's words too, read after the comment (ADR 178).
const PROS_KEYS = ['pros', 'positive', 'advantages'];
const CONS_KEYS = ['cons', 'negative', 'disadvantages'];
// A writer given as parts of a name ("Анна" and "К."), when no key holds it whole.
const NAME_KEYS = ['displayName', 'nickname', 'name', 'userName', 'authorName', 'fullName', 'fio'];
const HELPFUL_KEYS = ['helpfulVotes', 'helpfulCount', 'positiveFeedback', 'upvotes', 'likes'];
// A product card (recommendations, "customers also bought") carries these; a review does not.
const PRODUCT_CARD_KEYS = [
  'price',
  'offers',
  'priceInfo',
  'reviewCount',
  'ratingCount',
  'numberOfReviews',
];

const lowered = new WeakMap<Json, Map<string, unknown>>();

/** The node's values by lower-case key (built once per object). */
function byLowerKey(node: Json): Map<string, unknown> {
  let map = lowered.get(node);
  if (!map) {
    map = new Map();
    for (const [key, value] of Object.entries(node)) {
      const lower = key.toLowerCase();
      if (!map.has(lower)) map.set(lower, value);
    }
    lowered.set(node, map);
  }
  return map;
}

const present = (value: unknown) => value !== undefined && value !== null && value !== '';

/** A key's value, matched without case when the exact key is absent. */
function valueAt(node: Json, key: string): unknown {
  return node[key] !== undefined ? node[key] : byLowerKey(node).get(key.toLowerCase());
}

/** The first present value among the keys, matched without case. */
export function pick(node: Json, keys: readonly string[]): unknown {
  for (const key of keys) {
    const value = valueAt(node, key);
    if (present(value)) return value;
  }
  return undefined;
}

/** The first present value whose key matches the pattern (and not the exclusion). */
function pickMatching(node: Json, pattern: RegExp, not?: RegExp): unknown {
  for (const [key, value] of Object.entries(node))
    if (pattern.test(key) && !not?.test(key) && present(value)) return value;
  return undefined;
}

function dateOf(value: unknown, order: DateOrder | null): string | null {
  if (typeof value === 'string' && /^\d{10}(?:\d{3})?$/.test(value))
    return parseDateValue(Number(value));
  return parseDateValue(value, order);
}

/**
 * The review's fields in one object. The Wix Reviews API writes the words and stars in a `content` object
 * (`{title, body, rating}`) beside the author and dates; they are read as the review's own.
 */
function withContent(node: Json): Json {
  const content = valueAt(node, 'content');
  return isObject(content) && TEXT_KEYS.some((key) => typeof valueAt(content, key) === 'string')
    ? { ...node, ...content }
    : node;
}

/**
 * Review-shaped: a text field (possibly empty for rating-only reviews), a rating (one refused on its scale too:
 * reviewsOf keeps such a review only in a list the others make one), and who or when.
 */
function asReview(review: Json, order: DateOrder | null): ReviewDraft | null {
  const node = withContent(review);
  if (PRODUCT_CARD_KEYS.some((key) => valueAt(node, key) !== undefined)) return null;
  const textKey = TEXT_KEYS.find((key) => typeof valueAt(node, key) === 'string');
  if (textKey === undefined) return null;
  const rawRating = pick(node, RATING_KEYS);
  const ratingNode = isObject(rawRating) ? rawRating : null;
  const stars = ratingNode
    ? reviewRating(
        toNumber(pick(ratingNode, ['value', 'ratingValue', 'score'])),
        toNumber(pick(ratingNode, ['bestRating', 'range', 'max'])),
      )
    : reviewRating(toNumber(rawRating), toNumber(pick(node, ['ratingRange', 'bestRating'])));
  if (stars.rating === undefined && stars.rating_refused === undefined) return null;
  // On an object already shaped as a review (text and rating), a plain name is its writer's; a schema.org
  // Review's name is its title.
  const author =
    pick(node, AUTHOR_KEYS) ??
    pickMatching(node, AUTHOR_KEY) ??
    (node['@type'] === undefined ? pick(node, ['name']) : undefined);
  const authorName = isObject(author)
    ? (pick(author, NAME_KEYS) ??
      nameFromParts(
        pick(author, ['firstName', 'givenName']),
        pick(author, ['lastName', 'familyName']),
      ))
    : author;
  const dateSource =
    pick(node, DATE_KEYS) ??
    (ratingNode ? pick(ratingNode, DATE_KEYS) : undefined) ??
    (isObject(node.dates) ? node.dates.publishedDate : undefined) ??
    pickMatching(node, DATE_KEY, OTHER_EVENT_KEY);
  const id = pick(node, ID_KEYS);
  const title = pick(node, TITLE_KEYS);
  const comment = reviewTextOf(valueAt(node, textKey));
  const text = [
    isPlaceholder(comment) ? '' : comment,
    // An answer to the pros or cons prompt may say there are none ("Нет").
    ...[pick(node, PROS_KEYS), pick(node, CONS_KEYS)]
      .map(reviewTextOf)
      .filter((p) => !isNoneAnswer(p)),
  ]
    .filter((part) => part)
    .join(' ');
  // An anonymous review shows no writer: its name field holds the shop's words for that ("user chose to hide").
  const reviewer =
    pick(node, ['isAnonymous', 'anonymous']) === true ? null : inlineTextOf(authorName);
  const date = dateOf(dateSource, order);
  if (!reviewer && !date && id === undefined && !title) return null;
  if (!text && !reviewer && !date) return null;
  const verified = pick(node, VERIFIED_KEYS) ?? verificationOf(node) ?? verifiedBadge(node);
  const helpful = toNumber(pick(node, HELPFUL_KEYS));
  return {
    id: typeof id === 'string' || typeof id === 'number' ? String(id) : undefined,
    text,
    title: typeof title === 'string' ? (inlineTextOf(title) ?? undefined) : undefined,
    ...stars,
    date: date ?? undefined,
    reviewer: reviewer ?? undefined,
    verified: typeof verified === 'boolean' ? verified : undefined,
    helpful_votes:
      helpful !== null && Number.isInteger(helpful) && helpful >= 0 ? helpful : undefined,
  };
}

// A badge's identifier (Walmart's "VerifiedPurchaser", Bazaarvoice's "verifiedPurchaser", "verified_buyer").
const VERIFIED_BADGE_ID = /^verified[-_ ]?(?:purchase|purchaser|buyer|owner|reviewer)$/i;

/**
 * The flag of a verification object of the review's own, alone (`verification: { isVerified }`) or among its
 * labels (`labels: { verification: { isVerified } }`, as Trustpilot hands them to the page).
 */
function verificationOf(node: Json): boolean | undefined {
  const labels = valueAt(node, 'labels');
  for (const holder of [node, isObject(labels) ? labels : null]) {
    const verification = holder ? valueAt(holder, 'verification') : undefined;
    const flag = isObject(verification) ? pick(verification, VERIFIED_KEYS) : undefined;
    if (typeof flag === 'boolean') return flag;
  }
  return undefined;
}

/**
 * True when one of the review's own badges (a list of badge objects, or a map keyed by badge) is the verified
 * one, by its identifier or its shown words. The writer's badges (`userBadges`) speak of the writer, not of this
 * purchase, and are not read.
 */
function verifiedBadge(node: Json): true | undefined {
  const badges = byLowerKey(node).get('badges');
  const entries: Array<[string | null, unknown]> = Array.isArray(badges)
    ? badges.map((badge) => [null, badge])
    : isObject(badges)
      ? Object.entries(badges)
      : [];
  const says = (value: unknown) =>
    typeof value === 'string' &&
    (VERIFIED_BADGE_ID.test(value.trim()) || verifiedAnswer(value) === true);
  return entries.some(
    ([key, badge]) => says(key) || (isObject(badge) && Object.values(badge).some(says)),
  )
    ? true
    : undefined;
}

/** A GraphQL connection's edge (`{ node: {…}, cursor }`) stands for its node. */
function unwrapped(item: unknown): unknown {
  return isObject(item) && isObject(item.node) && Object.keys(item).length <= 3 ? item.node : item;
}

/**
 * The reviews of an array when at least half of its objects are review-shaped with a rating that reads: an object
 * whose rating is refused (`"stars": 0`) is a review in such a list, but alone it may be anything scored 0.
 */
export function reviewsOf(array: readonly unknown[], order: DateOrder | null): ReviewDraft[] {
  const reviews = array
    .map(unwrapped)
    .filter(isObject)
    .map((node) => asReview(node, order))
    .filter((r): r is ReviewDraft => r !== null);
  const rated = reviews.filter((r) => r.rating !== undefined).length;
  return rated > 0 && rated >= array.length / 2 ? reviews : [];
}
