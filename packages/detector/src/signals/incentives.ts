// Disclosed incentives: reviewers who say they got the product free or discounted in exchange for a
// review. Such reviews are not independent purchases (Amazon banned them in 2016) and lean positive, so
// the shopper is told. They are weak evidence, not proof of a fake: the reviewer is a real person who
// disclosed the deal (the FTC's 2024 rule targets undisclosed or sentiment-conditioned incentives), and
// 1.1 % of the genuine Salminen training reviews carry such a disclosure (docs/decisions/043).
import type { PreparedProduct, PreparedReview, SignalResult } from './types';
import { evidence } from './types';
import { agree, countOf } from '../wording';

/** Languages whose disclosures the patterns below read. */
export const INCENTIVE_LANGUAGES: readonly string[] = ['en'];

/** Every review with text in a language the patterns read. */
function readable(r: PreparedReview): boolean {
  return r.hasText && r.language !== null && INCENTIVE_LANGUAGES.includes(r.language);
}

const GOT = String.raw`(?:received|recieved|got|was\s+(?:given|sent|provided|offered)|were\s+(?:given|sent|provided)|obtained)`;
// "free" only as a word of its own: "pain-free", "hands-free" are not gifts.
const CHEAP = String.raw`(?:for\s+free|free\s+of\s+charge|(?<![-\w])free|complimentary|at\s+(?:a|no)\s+(?:deep(?:ly)?\s+)?(?:discount(?:ed)?|reduced|promotional|special|sample)?\s*(?:price|rate|cost|charge)|at\s+a\s+(?:deep\s+|steep\s+|significant\s+)?discount|(?:deep(?:ly)?\s+)?discounted|for\s+a\s+(?:discount(?:ed)?|reduced)\s+price|as\s+a\s+(?:free\s+)?sample)`;
const HONEST = String.raw`(?:honest|unbiased|fair|truthful|candid|impartial|objective|genuine)`;
const FEEDBACK = String.raw`(?:review|opinion|feedback|evaluation|assessment|testing|test)`;

export const INCENTIVE_PATTERNS: readonly RegExp[] = [
  // "I received this product free / at a discount in exchange for my honest review"
  new RegExp(
    String.raw`\b${GOT}\b[^.!?]{0,80}?\b${CHEAP}\b[^.!?]{0,100}?\b(?:in\s+exchange|in\s+return|for\s+(?:my|an|a|the)\s+${HONEST}|to\s+(?:review|test|try|evaluate)|for\s+review(?:ing)?|for\s+(?:the\s+)?purposes?\s+of)`,
    'i',
  ),
  // "... in exchange for my honest review" on its own
  new RegExp(
    String.raw`\bin\s+(?:exchange|return)\s+for\s+(?:my|an|a|this|the)?\s*(?:${HONEST}\s+)?(?:and\s+${HONEST}\s+)?${FEEDBACK}`,
    'i',
  ),
  // "This product was provided to me at no cost for review purposes"
  new RegExp(
    String.raw`\b(?:product|item|sample|unit)\s+(?:was|were)\s+(?:provided|supplied|given|sent|gifted)\b[^.!?]{0,60}?\b(?:free|no\s+(?:cost|charge)|discount(?:ed)?|review|evaluation)`,
    'i',
  ),
  // "received a discount (code) to (try and) review"
  new RegExp(
    String.raw`\b(?:received|got|given|used)\s+(?:a\s+)?discount(?:ed)?\s*(?:code|coupon|price)?\b[^.!?]{0,60}?\b(?:review|exchange|return)`,
    'i',
  ),
  // Amazon Vine and similar programmes
  new RegExp(
    String.raw`\b(?:amazon\s+vine|vine\s+(?:voice|program(?:me)?|customer|member|reviewer))\b`,
    'i',
  ),
];

/** "I did NOT receive any discount in exchange for this review" is a disclosure of the opposite. */
const NEGATED =
  /\b(?:not|n't|never|no|without)\s+(?:\w+\s+){0,3}?(?:receiv\w*|given|paid|compensat\w*|discount\w*|free)\b/i;
/** Cheap pre-filter: most reviews contain none of these, and skip the sentence split. */
const TRIGGER = /exchange|free|discount|vine|provided|supplied|return\s+for|complimentary|sample/i;

export function isIncentiveDisclosure(text: string): boolean {
  if (!TRIGGER.test(text)) return false;
  for (const sentence of text.split(/(?<=[.!?])\s*|\n+/)) {
    if (!TRIGGER.test(sentence) || NEGATED.test(sentence)) continue;
    if (INCENTIVE_PATTERNS.some((re) => re.test(sentence))) return true;
  }
  return false;
}

export function detectIncentives({ reviews }: PreparedProduct): SignalResult {
  const hits: number[] = [];
  for (let i = 0; i < reviews.length; i++) {
    const r = reviews[i] as PreparedReview;
    const { title, text: body } = r.review;
    // The trigger words cannot span the ". " joining title and text, so most reviews are ruled out
    // without building the joined string.
    if (!TRIGGER.test(body) && !(title && TRIGGER.test(title))) continue;
    const text = title ? `${title}. ${body}` : body;
    if (text.length >= 20 && isIncentiveDisclosure(text)) hits.push(r.index);
  }
  if (hits.length === 0) return { alerts: [], flags: [], covers: readable };
  const share = hits.length / reviews.length;
  const ev = evidence(reviews, hits);
  return {
    covers: readable,
    flags: hits.map((index) => ({
      index,
      code: 'incentivized',
      message:
        'The reviewer says they got the product free or discounted in exchange for the review.',
      strong: false,
    })),
    alerts: [
      {
        code: 'incentivized_reviews',
        severity: share >= 0.2 ? 'critical' : share >= 0.05 ? 'warning' : 'info',
        message: `${countOf(hits.length, 'review')} ${agree(hits.length, 'discloses', 'disclose')} a free or discounted product given in exchange for the review.`,
        evidence: ev.ids,
        metrics: {
          count: hits.length,
          share: Math.round(share * 10_000) / 10_000,
          evidence_total: ev.total,
        },
      },
    ],
  };
}
