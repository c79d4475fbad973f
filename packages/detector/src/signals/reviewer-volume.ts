// One reviewer posting many reviews of the same product: either sock puppets sharing a name or one person
// padding the score. Generic display names ("Amazon Customer", "Cliente de Amazon") and masked ones
// ("d*****9") are shared by strangers and skipped, a first name alone counts only within one day, names in any
// script are compared after the same folding, and the bar rises slowly with product size because real names
// collide more often in big products.
import { matchingText } from '@reviewsentry/review-values';
import { StringIds } from './string-ids';
import { evidence, type PreparedProduct, type PreparedReview, type SignalResult } from './types';

/**
 * Display names that shops give anyone who did not set one, in the languages of the shops we read: they
 * are shared by strangers and say nothing about who wrote a review.
 */
const GENERIC_NAMES = new Set([
  'amazon customer',
  'a customer',
  'customer',
  'kindle customer',
  'anonymous',
  'anonymous user',
  'guest',
  'user',
  'verified buyer',
  'verified purchaser',
  'verified customer',
  'certified buyer',
  'flipkart customer',
  'walmart customer',
  'myntra customer',
  'shopee user',
  'n/a',
  'na',
  'cliente amazon',
  'cliente de amazon',
  'cliente kindle',
  'cliente',
  'usuario',
  'usuário',
  'anónimo',
  'anonimo',
  'amazon kunde',
  'amazon-kunde',
  'amazonkunde',
  'kindle-kunde',
  'kunde',
  'anonym',
  'gast',
  "client d'amazon",
  'client amazon',
  'client',
  'utilisateur',
  'anonyme',
  'invité',
  'utente',
  'utente amazon',
  'ospite',
  'amazon klant',
  'klant',
  'anoniem',
  'klient amazon',
  'klient',
  'amazon müşterisi',
  'amazon-klant',
  'client d’amazon',
  'cliente da amazon',
  'amazon-kund',
  'amazon kund',
  'kund',
  'amazon-kunde',
  'amazon カスタマー',
  'amazonカスタマー',
  'カスタマー',
  'amazon 买家',
  '亚马逊买家',
  '亚马逊客户',
  'عميل أمازون',
  'عميل amazon',
  'amazon ग्राहक',
  'ग्राहक',
  'müşteri',
  'anonim',
  'pembeli',
  'pengguna',
  'buyer',
  'anonymous buyer',
  'shopper',
  '購入者',
  '購入者さん',
  '匿名',
  'ゲスト',
  '买家',
  '匿名买家',
  '匿名用户',
  '구매자',
  '익명',
  'kupujący',
  'anonimowy',
  'покупатель',
  'аноним',
  'гость',
  'comprador',
  'acheteur',
  'käufer',
]);

/** Characters shops put in place of hidden letters ("d*****9", "J•••n"). */
const MASK = /[*•●·∙⋅_]{2,}|[*•●]/u;

/** True when the shop hid part of the name ("d*****9"): one mask may stand for many people, or for one. */
export function isMaskedName(normalised: string): boolean {
  return MASK.test(normalised);
}

/**
 * True when a name cannot tell reviewers apart: empty, a generic label, masked by the shop ("d*****9"),
 * or a first name with the surname replaced by a label ("Kriti Customer", as Flipkart shows some buyers).
 */
export function isAnonymousName(normalised: string): boolean {
  return (
    normalised === '' ||
    GENERIC_NAMES.has(normalised) ||
    isMaskedName(normalised) ||
    normalised.endsWith(' customer')
  );
}

/**
 * One word of an alphabet that separates names by spaces ("mike", "o'brien", "jean-luc"): a given name or a
 * handle, never enough to tell buyers apart across days. Names in scripts written without spaces ("王小明")
 * and names with digits ("user123") are not bare.
 */
export function isBareName(normalised: string): boolean {
  return BARE_NAME.test(normalised);
}

const BARE_NAME = /^[\p{Script=Latin}\p{Script=Cyrillic}\p{Script=Greek}\p{M}'’.-]+$/u;

/** Reviews by one name needed to flag it: 3 for small products, one more per tenfold growth beyond 1,000. */
export function reviewerThreshold(total: number): number {
  return 3 + Math.max(0, Math.ceil(Math.log10(Math.max(1, total) / 1000)));
}

/**
 * Trimmed, lower-cased, white space collapsed, Unicode compatibility forms folded (NFKC), the Turkish dotless
 * and dotted i folded to i ("YILMAZ" and "Yılmaz" are one name whichever way it was cased), read as matchingText
 * reads words (invisible code points removed, look-alike letters folded, as UTS #39 compares identifiers):
 * "Jane\u200b Doe" and "J\u0430ne Doe" show as "Jane Doe" and are the same name.
 */
export function normaliseName(name: string): string {
  if (isNormalised(name)) return name;
  return matchingText(name)
    .trim()
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .replace(/ı/g, 'i')
    .replace(/\u0307/g, '');
}

/**
 * True when trimming, lower-casing and collapsing white space would leave the name unchanged: printable
 * ASCII other than A–Z, single spaces inside. Most names pass, and skip three string copies and a regex.
 */
function isNormalised(name: string): boolean {
  const n = name.length;
  for (let i = 0; i < n; i++) {
    const c = name.charCodeAt(i);
    if (c === SPACE) {
      if (i === 0 || i === n - 1 || name.charCodeAt(i - 1) === SPACE) return false;
    } else if (c < 0x21 || c > 0x7e || (c >= 0x41 && c <= 0x5a)) return false;
  }
  return true;
}

const SPACE = 0x20;

/** One reviewer's reviews that make a warning in any product, however small a share they are. */
export const ONE_REVIEWER_FOR_WARNING = 10;
/** One reviewer's reviews that a share of the product can make a warning (docs/decisions/103). */
export const ONE_REVIEWER_FOR_SHARE = 5;

/**
 * How loud: a share of a small product says little about one buyer (three ratings of one order are 100 % of a
 * 3-review product), so a share of 5 % or more makes a warning only when it rests on two or more reviewers or
 * on one reviewer with ONE_REVIEWER_FOR_SHARE reviews; ONE_REVIEWER_FOR_WARNING reviews by one name are a
 * warning in any product.
 */
export function reviewerVolumeSeverity(
  reviewers: number,
  most: number,
  share: number,
): 'warning' | 'info' {
  if (most >= ONE_REVIEWER_FOR_WARNING) return 'warning';
  const enough = reviewers >= 2 || most >= ONE_REVIEWER_FOR_SHARE;
  return enough && share >= 0.05 ? 'warning' : 'info';
}

export function detectReviewerVolume({ reviews }: PreparedProduct): SignalResult {
  // Count first, then list reviews only for the few heavy names: one array per distinct name (about one
  // per review in a big product) was most of this signal's cost. Names are numbered in order of first
  // sighting (one table lookup per review, none for a repeat's count; StringIds, not a Map, see
  // string-ids.ts) and counted in a typed array.
  const idOf = new StringIds(reviews.length);
  const nameId = new Int32Array(reviews.length).fill(-1);
  const count = new Int32Array(reviews.length);
  for (let index = 0; index < reviews.length; index++) {
    const r = reviews[index] as PreparedReview;
    if (!r.review.reviewer) continue;
    const name = normaliseName(r.review.reviewer);
    // Masked names ("d*****9") and generic labels say nothing about who wrote the review.
    if (isAnonymousName(name)) continue;
    // A first name alone ("Mike") is shared by many buyers of a popular product: it names one reviewer only
    // within one day.
    const bare = isBareName(name);
    if (bare && r.day === null) continue;
    const id = idOf.idOf(bare ? `${name}\u0000${r.day}` : name);
    nameId[index] = id;
    count[id] = (count[id] as number) + 1;
  }
  const threshold = reviewerThreshold(reviews.length);
  // Heavy names in order of first sighting, each with its reviews in index order.
  const listOf = new Map<number, number[]>();
  for (let id = 0; id < idOf.size; id++) if ((count[id] as number) >= threshold) listOf.set(id, []);
  if (listOf.size > 0)
    for (let index = 0; index < reviews.length; index++) {
      const id = nameId[index] as number;
      if (id >= 0 && (count[id] as number) >= threshold) listOf.get(id)?.push(index);
    }
  const heavy = [...listOf.entries()];
  // Every review with a name that tells reviewers apart was counted.
  const covers = (r: PreparedReview): boolean => (nameId[r.index] as number) >= 0;
  if (heavy.length === 0) return { alerts: [], flags: [], covers };
  const indices = heavy.flatMap(([, idx]) => idx).sort((a, b) => a - b);
  const most = Math.max(...heavy.map(([, idx]) => idx.length));
  const share = indices.length / reviews.length;
  const ev = evidence(reviews, indices);
  return {
    covers,
    flags: heavy.flatMap(([, idx]) =>
      idx.map((index) => ({
        index,
        code: 'repeat_reviewer',
        message: `The same reviewer posted ${idx.length} reviews of this product.`,
        strong: false,
      })),
    ),
    alerts: [
      {
        code: 'repeat_reviewer',
        severity: reviewerVolumeSeverity(heavy.length, most, share),
        message:
          heavy.length === 1
            ? `One reviewer posted ${most} reviews of this product.`
            : `${heavy.length} reviewers each posted ${threshold} or more reviews of this product (up to ${most}).`,
        evidence: ev.ids,
        metrics: {
          reviewers: heavy.length,
          max_reviews_by_one: most,
          threshold,
          share: Math.round(share * 10_000) / 10_000,
          evidence_total: ev.total,
        },
      },
    ],
  };
}
