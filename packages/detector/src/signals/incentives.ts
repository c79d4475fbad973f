// Disclosed incentives: reviewers who say they got the product free or discounted in exchange for a
// review, in the languages of INCENTIVE_PHRASES. Such reviews are not independent purchases (Amazon banned
// them in 2016) and lean positive, so the shopper is told. They are weak evidence, not proof of a fake: the
// reviewer is a real person who disclosed the deal (the FTC's 2024 rule targets undisclosed or
// sentiment-conditioned incentives), and 1.1 % of the genuine Salminen training reviews carry such a
// disclosure (docs/decisions/043).
//
// A sentence discloses an incentive when its cues (incentive-phrases.ts) combine as disclosures do:
//   - a reviewer programme ("Amazon Vine", "Vine-Produkttester"), or
//   - received/provided + free or discounted + in exchange/to test ("I received it free to review"), or
//   - provided + free or to test ("kostenlos zur Verfügung gestellt", "mis à disposition pour test"), or
//   - in exchange for + a review, either order ("in exchange for my honest review", "dürüst yorumum
//     karşılığında"),
// unless a negation stands just before a cue ("I did NOT receive a discount in exchange for this review").
// Matching is on tokens, one pass over a sentence with a phrase table keyed by first word: linear in the
// text, with no backtracking regular expression on user text (docs/decisions/107).
import { matchingText } from '@reviewsentry/review-values';
import { AuthorsSeen } from './authors';
import { shareSeverity } from './severity';
import { hashString } from './shingles';
import { INCENTIVE_LANGUAGES, INCENTIVE_PHRASES, type Cue } from './incentive-phrases';
import { evidence, type PreparedProduct, type PreparedReview, type SignalResult } from './types';
import { words } from '../text/tokenize';
import { agree, countOf } from '../wording';
import { GENERIC_WORDS } from './generic-words';

export { INCENTIVE_LANGUAGES };

/**
 * Every review with text in a language whose disclosures the phrases read: the coverage this check
 * claims. (Texts of other languages are matched too, and a disclosure found there is still reported.)
 */
function readable(r: PreparedReview): boolean {
  return r.hasText && r.language !== null && COVERED.has(r.language);
}
const COVERED = new Set(INCENTIVE_LANGUAGES);

interface Phrase {
  tokens: readonly string[];
  cue: Cue;
}

/** Phrases by first token, longest first (so that "free shipping" is seen before "free"). */
const BY_FIRST = new Map<string, Phrase[]>();
for (const phrases of Object.values(INCENTIVE_PHRASES))
  for (const [cue, list] of Object.entries(phrases) as [Cue, string][])
    for (const text of list.split('|')) {
      const tokens = text.trim().split(/\s+/);
      const first = tokens[0] as string;
      const known = BY_FIRST.get(first) ?? [];
      if (!known.some((p) => p.cue === cue && p.tokens.join(' ') === tokens.join(' ')))
        known.push({ tokens, cue });
      BY_FIRST.set(first, known);
    }
for (const list of BY_FIRST.values()) list.sort((a, b) => b.tokens.length - a.tokens.length);

/**
 * Hashes (as the prepared word buffer has them: text/tokenize.ts splits at hyphens) of one word of every
 * free, exchange, provided and programme phrase, at least one of which every disclosure contains: a review
 * without any is ruled out without being tokenised again. Each phrase's trigger is its longest word that
 * ordinary reviews do not use all the time (not a function or generic review word: "price", "voor", "van").
 */
const TRIGGERS = new Set<number>();
const NOT_TRIGGERS = new Set([
  'amazon',
  'customer',
  'company',
  'member',
  'code',
  'program',
  'brand',
]);
for (const phrases of Object.values(INCENTIVE_PHRASES))
  for (const cue of ['free', 'exchange', 'provided', 'program'] as const)
    for (const text of (phrases[cue] ?? '').split('|')) {
      const parts = words(text).filter((w) => w.length >= 3);
      const rare = parts.filter((w) => !GENERIC_WORDS.has(w) && !NOT_TRIGGERS.has(w));
      const pool = rare.length > 0 ? rare : parts;
      const longest = pool.reduce((a, b) => (b.length > a.length ? b : a), '');
      if (longest !== '') TRIGGERS.add(hashString(longest));
    }
/** A 65,536-bit filter over TRIGGERS: most words are ruled out by one bit test, without a Set lookup. */
const TRIGGER_BITS = new Uint32Array(2048);
const bitOf = (hash: number) => Math.imul(hash, 0x9e3779b1) >>> 16;
for (const h of TRIGGERS) {
  const bit = bitOf(h);
  TRIGGER_BITS[bit >>> 5] = (TRIGGER_BITS[bit >>> 5] as number) | (1 << (bit & 31));
}

/** Tokens within this distance of a cue's start, before it, negate it. */
const NEGATION_REACH = 3;
/** "in exchange for … review": at most this many tokens between the two. */
const EXCHANGE_REACH = 5;

// Words (letters, digits, marks; inner apostrophes and hyphens kept, so "pain-free" is not "free"), or
// one sentence-ending mark. Each alternative starts with its own character class: matching is linear.
const TOKEN = /[\p{L}\p{N}\p{M}]+(?:['’-][\p{L}\p{N}\p{M}]+)*|[.!?;…\n]/gu;
const SENTENCE_END = /^[.!?;…\n]$/u;

export function isIncentiveDisclosure(text: string): boolean {
  let sentence: string[] = [];
  for (const m of matchingText(text).toLowerCase().matchAll(TOKEN)) {
    const t = m[0];
    if (SENTENCE_END.test(t)) {
      if (sentenceDiscloses(sentence)) return true;
      sentence = [];
    } else sentence.push(t.includes('’') ? t.replace(/’/g, "'") : t);
  }
  return sentenceDiscloses(sentence);
}

/** The cues of one sentence's tokens, and whether they combine into a disclosure. */
function sentenceDiscloses(tokens: readonly string[]): boolean {
  const n = tokens.length;
  if (n === 0) return false;
  // Per token: the cues starting at it (bit per cue), and the cues ending just before it.
  const starts = new Uint16Array(n);
  const endsBefore = new Uint16Array(n + 1);
  // Tokens inside a free phrase ("no cost", "sin costo") are not negations.
  const covered = new Uint8Array(n);
  let all = 0;
  for (let i = 0; i < n; i++) {
    const phrases = BY_FIRST.get(tokens[i] as string);
    if (!phrases) continue;
    let skipTo = i;
    for (const p of phrases) {
      if (!matchesAt(tokens, i, p.tokens)) continue;
      const end = i + p.tokens.length;
      if (p.cue === 'ignore') {
        skipTo = end - 1;
        break;
      }
      const bit = CUE_BIT[p.cue];
      starts[i] = (starts[i] as number) | bit;
      endsBefore[end] = (endsBefore[end] as number) | bit;
      all |= bit;
      if (p.cue === 'free') covered.fill(1, i, end);
    }
    i = skipTo;
  }
  if (all === 0) return false;
  if (all & CUE_BIT.program) return true;
  // A negation shortly before a cue that claims the deal: the sentence denies it.
  let lastNegation = -Infinity;
  for (let i = 0; i < n; i++) {
    const s = starts[i] as number;
    if (s & NEGATABLE && i - lastNegation <= NEGATION_REACH) return false;
    if (s & CUE_BIT.negation && covered[i] === 0) lastNegation = i;
  }
  const has = (cue: Cue) => (all & CUE_BIT[cue]) !== 0;
  if ((has('got') || has('provided')) && has('free') && (has('exchange') || has('purpose')))
    return true;
  if (has('provided') && (has('free') || has('purpose'))) return true;
  return has('exchange') && exchangedForReview(starts, endsBefore);
}

const CUE_BIT: Readonly<Record<Cue, number>> = {
  got: 1,
  provided: 2,
  free: 4,
  exchange: 8,
  purpose: 16,
  review: 32,
  honest: 64,
  program: 128,
  ignore: 256,
  negation: 512,
};
const NEGATABLE = CUE_BIT.got | CUE_BIT.provided | CUE_BIT.free | CUE_BIT.exchange;

function matchesAt(tokens: readonly string[], at: number, phrase: readonly string[]): boolean {
  if (at + phrase.length > tokens.length) return false;
  for (let k = 1; k < phrase.length; k++) if (tokens[at + k] !== phrase[k]) return false;
  return true;
}

/**
 * "in exchange for (my honest) review" or "(dürüst) yorumum karşılığında": a review cue starting within
 * EXCHANGE_REACH tokens after an exchange cue ends, or ending within that distance before one starts.
 */
function exchangedForReview(starts: Uint16Array, endsBefore: Uint16Array): boolean {
  const n = starts.length;
  for (let end = 0; end <= n; end++) {
    if (((endsBefore[end] as number) & CUE_BIT.exchange) === 0) continue;
    for (let k = end; k <= Math.min(n - 1, end + EXCHANGE_REACH); k++)
      if ((starts[k] as number) & CUE_BIT.review) return true;
  }
  for (let start = 0; start < n; start++) {
    if (((starts[start] as number) & CUE_BIT.exchange) === 0) continue;
    for (let k = Math.max(0, start - EXCHANGE_REACH); k <= start; k++)
      if ((endsBefore[k] as number) & CUE_BIT.review) return true;
  }
  return false;
}

export function detectIncentives(product: PreparedProduct): SignalResult {
  const { reviews } = product;
  const hits: number[] = [];
  for (let i = 0; i < reviews.length; i++) {
    const r = reviews[i] as PreparedReview;
    const { title, text: body } = r.review;
    if (
      !hasTrigger(product, i) &&
      !(title && words(title).some((w) => TRIGGERS.has(hashString(w))))
    )
      continue;
    const text = title ? `${title}. ${body}` : body;
    if (text.length >= 20 && isIncentiveDisclosure(text)) hits.push(r.index);
  }
  if (hits.length === 0) return { alerts: [], flags: [], covers: readable };
  // A share of the reviews with text: rating-only rows can disclose nothing.
  let texts = 0;
  for (let i = 0; i < reviews.length; i++) if ((reviews[i] as PreparedReview).hasText) texts++;
  const share = hits.length / Math.max(1, texts);
  const disclosers = fewestAuthors(reviews, hits);
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
        // Loud by how many people disclosed, not how often one of them did (docs/decisions/103).
        severity: shareSeverity(disclosers, share, { warning: 0.05, critical: 0.2 }),
        message:
          `${countOf(hits.length, 'review')} ${agree(hits.length, 'discloses', 'disclose')} a free or discounted product given in exchange for the review` +
          (disclosers < hits.length
            ? `; their reviewers' names allow as few as ${countOf(disclosers, 'reviewer')}.`
            : '.'),
        evidence: ev.ids,
        metrics: {
          count: hits.length,
          reviewers: disclosers,
          share: Math.round(share * 10_000) / 10_000,
          evidence_total: ev.total,
        },
      },
    ],
  };
}

/**
 * The fewest reviewers the names of `indices` allow: a review whose name may be an earlier one's (the same name,
 * a masked name that fits it, a first name seen before; signals/authors.ts) adds no reviewer.
 */
function fewestAuthors(reviews: readonly PreparedReview[], indices: readonly number[]): number {
  const seen = new AuthorsSeen();
  let authors = 0;
  for (const index of indices) {
    const r = reviews[index] as PreparedReview;
    if (seen.relation(r.review.reviewer, r.day) === null) authors++;
    seen.add(r.review.reviewer, r.day, index);
  }
  return authors;
}

/** True when review i's prepared words include a trigger word. */
export function hasTrigger({ words: hashes, wordStart }: PreparedProduct, i: number): boolean {
  const to = wordStart[i + 1] as number;
  for (let k = wordStart[i] as number; k < to; k++) {
    const h = hashes[k] as number;
    const bit = bitOf(h);
    if (((TRIGGER_BITS[bit >>> 5] as number) & (1 << (bit & 31))) !== 0 && TRIGGERS.has(h))
      return true;
  }
  return false;
}
