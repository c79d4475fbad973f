// What the long-copy search found, as flags and alerts (docs/decisions/042, 103). A copy of another reviewer's
// text is strong evidence; a review that repeats text its own author may have posted before (the same name, or
// the same masked name) is not: it is shown, never counted as fake, and says why.
import { inSentence, type Alert } from '@reviewsentry/contracts';
import { AuthorsSeen, type Authorship } from './authors';
import { listingKey } from './listings';
import { sortByAge } from './review-order';
import { copySeverity } from './severity';
import { evidence, type PreparedReview, type ReviewFlag, type SignalResult } from './types';
import type { UnionFind } from './union-find';
import { agree, countOf } from '../wording';

/** A text repeated by 5 or more reviewers is a copy ring whatever the product's size. */
const RING_FOR_CRITICAL = 5;

interface Copy {
  index: number;
  /** The earlier review it repeats: the cluster's oldest, or for a repeat its author's earlier one. */
  earlier: number;
  exact: boolean;
  /** Null: a copy of another reviewer's text. */
  author: Authorship | null;
}

interface Stats {
  rings: number;
  /** Reviews in the largest cluster of copies across reviewers, its original included. */
  largestRing: number;
  repeatedListings: number;
}

/** Clusters over all reviews (exact copies join their representative's cluster), and their copies. */
export function copiesOf(
  reviews: readonly PreparedReview[],
  textId: Int32Array,
  repOf: Int32Array,
  uf: UnionFind,
): SignalResult {
  const n = reviews.length;
  // Sizes first, so that only real clusters (two or more texts) get an array.
  const rootOf = new Int32Array(n).fill(-1);
  const size = new Int32Array(n);
  for (let index = 0; index < n; index++) {
    const id = textId[index] as number;
    if (id < 0) continue;
    const root = uf.find(repOf[id] as number);
    rootOf[index] = root;
    size[root] = (size[root] as number) + 1;
  }
  const clusters = new Map<number, number[]>();
  for (let index = 0; index < n; index++) {
    const root = rootOf[index] as number;
    if (root < 0 || (size[root] as number) < 2) continue;
    const list = clusters.get(root);
    if (list) list.push(index);
    else clusters.set(root, [index]);
  }

  const copies: Copy[] = [];
  const stats: Stats = { rings: 0, largestRing: 0, repeatedListings: 0 };
  for (const cluster of clusters.values()) {
    sortByAge(reviews, cluster);
    const source = cluster[0] as number;
    const seenListings = new Set<string>();
    const authors = new AuthorsSeen();
    let ringCopies = 0;
    for (const index of cluster) {
      const r = reviews[index] as PreparedReview;
      const listing = listingKey(r.review, textId[index] as number);
      if (listing !== null && seenListings.has(listing)) {
        // The same reviewer's same text on the same day: one review listed twice by the source.
        stats.repeatedListings++;
        continue;
      }
      if (listing !== null) seenListings.add(listing);
      if (index !== source) {
        const relation = authors.relation(r.review.reviewer, r.day);
        const exact = textId[index] === textId[source];
        if (relation === null) {
          copies.push({ index, earlier: source, exact, author: null });
          ringCopies++;
        } else copies.push({ index, earlier: relation.earlier, exact, author: relation.author });
      }
      authors.add(r.review.reviewer, r.day, index);
    }
    if (ringCopies > 0) {
      stats.rings++;
      stats.largestRing = Math.max(stats.largestRing, ringCopies + 1);
    }
  }
  return toResult(reviews, copies, stats);
}

function toResult(
  reviews: readonly PreparedReview[],
  copies: readonly Copy[],
  stats: Stats,
): SignalResult {
  const idOf = (i: number) => (reviews[i] as PreparedReview).review.id;
  const flags: ReviewFlag[] = [];
  const copiesOfSource = new Map<number, string[]>();
  for (const c of copies) {
    const earlierId = idOf(c.earlier);
    const same = c.exact ? 'Same text as' : 'Nearly the same text as';
    if (c.author !== null) {
      flags.push({
        index: c.index,
        code: 'repeated_own_text',
        message: `${same} review ${inSentence(earlierId)}, ${repeatWording(c.author, reviews[c.index] as PreparedReview)}`,
        strong: false,
        reviewIds: [earlierId],
      });
      continue;
    }
    flags.push({
      index: c.index,
      code: c.exact ? 'duplicate_text' : 'near_duplicate_text',
      message: `${same} review ${inSentence(earlierId)}, posted earlier.`,
      strong: true,
      reviewIds: [earlierId],
    });
    const list = copiesOfSource.get(c.earlier);
    if (list) list.push(idOf(c.index));
    else copiesOfSource.set(c.earlier, [idOf(c.index)]);
  }
  for (const [s, copyIds] of copiesOfSource)
    flags.push({
      index: s,
      code: 'duplicate_source',
      message: `${countOf(copyIds.length, 'later review')} of this product ${agree(copyIds.length, 'copies', 'copy')} this text.`,
      strong: false,
      reviewIds: copyIds,
    });

  const texts = reviews.reduce((n, r) => n + (r.hasText && r.wordCount >= 1 ? 1 : 0), 0);
  const alerts: Alert[] = [];
  const ring = copies.filter((c) => c.author === null);
  for (const [group, code, one, many] of [
    [
      ring.filter((c) => c.exact),
      'duplicate_reviews',
      'is a word-for-word copy of an earlier review',
      'are word-for-word copies of earlier reviews',
    ],
    [
      ring.filter((c) => !c.exact),
      'near_duplicate_reviews',
      'is a lightly edited copy of an earlier review',
      'are lightly edited copies of earlier reviews',
    ],
  ] as const) {
    if (group.length === 0) continue;
    const ev = evidenceOf(reviews, group);
    const share = texts === 0 ? 0 : group.length / texts;
    alerts.push({
      code,
      severity: copySeverity(group.length, texts, stats.largestRing, RING_FOR_CRITICAL),
      message:
        `${countOf(group.length, 'review')} ${agree(group.length, one, many)} of this product ` +
        `(${countOf(ev.total, 'review')} involved, originals included).`,
      evidence: ev.ids,
      metrics: {
        copies: group.length,
        copy_share: round4(share),
        clusters: stats.rings,
        largest_cluster: stats.largestRing,
        repeated_listings: stats.repeatedListings,
        evidence_total: ev.total,
      },
    });
  }
  const repeats = copies.filter((c) => c.author !== null);
  if (repeats.length > 0) alerts.push(repeatAlert(reviews, repeats, texts));
  return { alerts, flags };
}

function repeatWording(author: Authorship, r: PreparedReview): string {
  const name = inSentence(r.review.reviewer ?? '');
  if (author === 'same_reviewer')
    return 'which the same reviewer posted earlier: they repeat their own words, which is not counted as fake.';
  const under =
    author === 'same_masked_name'
      ? `under a name the shop masks alike ("${name}")`
      : `under the same first name ("${name}")`;
  return (
    `posted earlier ${under}: one person repeating their own words cannot be told from two accounts ` +
    'posting one text, so it is not counted as fake.'
  );
}

const BY_WHOM: Readonly<Record<Authorship, string>> = {
  same_reviewer: 'by the same reviewer',
  same_first_name: 'under the same first name',
  same_masked_name: 'under the same masked name',
};

/**
 * Repeats by (possibly) the same author: shown for what they are, never a copy ring. A warning only when many
 * reviews of the product repeat this way (the same rule as copies); otherwise for information.
 */
function repeatAlert(
  reviews: readonly PreparedReview[],
  repeats: readonly Copy[],
  texts: number,
): Alert {
  const ev = evidenceOf(reviews, repeats);
  const count = (a: Authorship) => repeats.filter((c) => c.author === a).length;
  const kinds = (['same_reviewer', 'same_first_name', 'same_masked_name'] as const).filter(
    (a) => count(a) > 0,
  );
  const unsure = kinds.filter((a) => a !== 'same_reviewer');
  const why =
    unsure.length === 0
      ? "A reviewer repeating their own words is not copying someone else's, so none is counted as fake."
      : (unsure.length === 2
          ? 'A masked name or a first name alone'
          : unsure[0] === 'same_masked_name'
            ? 'A masked name, which the shop hides most of,'
            : 'A first name alone') +
        ' cannot tell one person repeating their own words from two accounts posting one text, so none is ' +
        'counted as fake.';
  const loud = copySeverity(repeats.length, texts, 0, Number.POSITIVE_INFINITY) === 'critical';
  return {
    code: 'repeated_own_text',
    severity: loud ? 'warning' : 'info',
    message:
      `${countOf(repeats.length, 'review')} ${agree(repeats.length, 'repeats', 'repeat')} the text of an earlier ` +
      `review of this product ${kinds.map((a) => BY_WHOM[a]).join(' or ')} ` +
      `(${countOf(ev.total, 'review')} involved). ${why}`,
    evidence: ev.ids,
    metrics: {
      repeats: repeats.length,
      same_reviewer: count('same_reviewer'),
      same_first_name: count('same_first_name'),
      same_masked_name: count('same_masked_name'),
      repeat_share: round4(texts === 0 ? 0 : repeats.length / texts),
      evidence_total: ev.total,
    },
  };
}

function evidenceOf(reviews: readonly PreparedReview[], copies: readonly Copy[]) {
  const ids = new Set<number>();
  for (const c of copies) ids.add(c.earlier).add(c.index);
  return evidence(
    reviews,
    [...ids].sort((a, b) => a - b),
  );
}

function round4(x: number): number {
  return Math.round(x * 10_000) / 10_000;
}
