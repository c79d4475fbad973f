// The candidates of the short-copy search and the groups they form (short-copies.ts): each short text's
// shape, its word form (its words alone), and the ids that say which of its group members are one
// listing or one reviewer. Everything is numbered once per text into typed arrays, so that testing
// thousands of overlapping groups makes no strings or sets per member.
import { EXACT_MIN_WORDS } from './copy-lengths';
import { DenseIds } from './dense-ids';
import { isAnonymousName, isMaskedName, normaliseName } from './reviewer-volume';
import { ShapeList, TokenKind } from './shape';
import { fmix32 } from './shingles';
import type { PreparedReview } from './types';

/** Texts of up to this many words are shaped; longer ones are the long-copy search's (duplicates.ts). */
export const SHORT_MAX_WORDS = 12;
/** Longer texts are not shaped: twelve words in more characters than this are not a short review. */
const SHORT_MAX_CHARS = 600;
const WILDCARD = 0x9e3779b9;

/** The short texts of a product, position k describing review index[k] and shape k. */
export interface Candidates {
  count: number;
  index: Int32Array;
  /** Words as the long-copy search counts them (prepare.ts). */
  wordCount: Int32Array;
  shapes: ShapeList;
  /** Dense id of the text's words alone (case, punctuation and emoji ignored). */
  wordForm: Int32Array;
  /** Dense id of the listing: a named reviewer's same words on the same day with the same rating. */
  listing: Int32Array;
  listings: number;
  /** Dense id of the reviewer (one per mask string too), −1 for a missing or generic name (each counts on its own). */
  reviewer: Int32Array;
  reviewers: number;
}

/** Candidate texts sharing a key; members[start[g] .. start[g + 1]) in input order. */
export interface Groups {
  count: number;
  start: Int32Array;
  members: Int32Array;
  /** The candidate whose shape defines group g, and the token left free (−1: a word form). */
  model: Int32Array;
  slot: Int32Array;
}

const isWordKind = (kind: number) => kind === TokenKind.Word || kind === TokenKind.Number;

export function shortCandidates(reviews: readonly PreparedReview[]): Candidates {
  const n = reviews.length;
  const index = new Int32Array(n);
  const wordCount = new Int32Array(n);
  const wordForm = new Int32Array(n);
  const listing = new Int32Array(n);
  const reviewer = new Int32Array(n);
  const shapes = new ShapeList();
  const forms = new DenseIds(n);
  const listings = new DenseIds(n);
  const names = new DenseIds(n);
  let count = 0;
  let anonymous = 0;
  for (const r of reviews) {
    if (r.wordCount < 1 || r.wordCount > SHORT_MAX_WORDS) continue;
    const text = r.review.text;
    if (text.length > SHORT_MAX_CHARS) continue;
    shapes.add(text);
    const k = shapes.count - 1;
    let h1 = 0x811c9dc5;
    let h2 = 0x5bd1e995;
    let words = 0;
    for (let t = shapes.start[k] as number; t < (shapes.start[k + 1] as number); t++) {
      if (!isWordKind(shapes.kinds[t] as number)) continue;
      const h = shapes.hashes[t] as number;
      h1 = fmix32(Math.imul(h1 ^ h, 0x01000193));
      h2 = Math.imul(h2 ^ h, 0x5bd1e995) ^ (h2 >>> 15);
      words++;
    }
    if (words === 0) {
      shapes.removeLast();
      continue;
    }
    const form = forms.idOf(h1, h2);
    const name = r.review.reviewer ? normaliseName(r.review.reviewer) : '';
    const known = !isAnonymousName(name);
    index[count] = r.index;
    wordCount[count] = r.wordCount;
    wordForm[count] = form;
    if (known) {
      reviewer[count] = names.idOf(hashString(name, 0x811c9dc5), hashString(name, 0x9747b28c));
      // A masked or generic name may be two people: only a real name makes one listing of two reviews.
      const key = `${name}\u0000${r.review.date ?? ''}\u0000${r.review.rating ?? ''}\u0000${form}`;
      listing[count] = listings.idOf(hashString(key, 0x811c9dc5), hashString(key, 0x9747b28c));
    } else {
      // The same mask ("m*****l") may be one buyer: it counts as one reviewer, never as several, though each
      // of its reviews stays a listing of its own. Missing and generic names each count on their own.
      reviewer[count] = isMaskedName(name)
        ? names.idOf(hashString(name, 0x811c9dc5), hashString(name, 0x9747b28c))
        : -1;
      listing[count] = -1 - anonymous++;
    }
    count++;
  }
  // Anonymous reviews get listing ids after the named ones.
  const named = listings.size;
  for (let k = 0; k < count; k++)
    if ((listing[k] as number) < 0) listing[k] = named - 1 - (listing[k] as number);
  return {
    count,
    index: index.subarray(0, count),
    wordCount: wordCount.subarray(0, count),
    shapes,
    wordForm: wordForm.subarray(0, count),
    listing: listing.subarray(0, count),
    listings: named + anonymous,
    reviewer: reviewer.subarray(0, count),
    reviewers: names.size,
  };
}

/**
 * Groups of two or more candidates: one per word form of fewer than EXACT_MIN_WORDS words (copies of
 * longer texts are the long-copy search's), and one per shape with one word left free (the template
 * "… product!! highly recommend 👍"). Keys are 64-bit hashes numbered by DenseIds; entries are sorted
 * into groups by a counting sort, and keys seen once get no group.
 */
export function groupsOf(c: Candidates): Groups {
  const { hashes, kinds, start } = c.shapes;
  // At most one word-form key per text and one template key per token.
  const capacity = c.count + (start[c.count] as number);
  const entryKey = new Int32Array(capacity);
  const entryCandidate = new Int32Array(capacity);
  let entries = 0;
  const ids = new DenseIds(capacity);
  const model = new Int32Array(capacity);
  const slot = new Int32Array(capacity);
  const see = (k: number, free: number, h1: number, h2: number) => {
    const known = ids.size;
    const id = ids.idOf(h1, h2);
    if (id === known) {
      model[id] = k;
      slot[id] = free;
    }
    entryKey[entries] = id;
    entryCandidate[entries] = k;
    entries++;
  };
  for (let k = 0; k < c.count; k++) {
    if ((c.wordCount[k] as number) < EXACT_MIN_WORDS)
      see(k, -1, c.wordForm[k] as number, 0x7f4a7c15);
    const from = start[k] as number;
    const to = start[k + 1] as number;
    // Templates need a shape with something besides the free word.
    if (to - from < 2) continue;
    for (let free = from; free < to; free++) {
      if (!isWordKind(kinds[free] as number)) continue;
      let h1 = 0x811c9dc5 ^ (to - from);
      let h2 = 0x27d4eb2f;
      for (let t = from; t < to; t++) {
        const h = t === free ? WILDCARD : (hashes[t] as number);
        h1 = fmix32(Math.imul(h1 ^ h, 0x01000193));
        h2 = Math.imul(h2 ^ h, 0x5bd1e995) ^ (h2 >>> 15);
      }
      see(k, free - from, h1, h2);
    }
  }
  // Counting sort of the entries by key.
  const size = new Int32Array(ids.size);
  for (let e = 0; e < entries; e++)
    size[entryKey[e] as number] = (size[entryKey[e] as number] as number) + 1;
  const groupOf = new Int32Array(ids.size).fill(-1);
  let groups = 0;
  for (let key = 0; key < ids.size; key++) if ((size[key] as number) >= 2) groupOf[key] = groups++;
  const groupStart = new Int32Array(groups + 1);
  const groupModel = new Int32Array(groups);
  const groupSlot = new Int32Array(groups);
  for (let key = 0; key < ids.size; key++) {
    const g = groupOf[key] as number;
    if (g < 0) continue;
    groupStart[g + 1] = (groupStart[g] as number) + (size[key] as number);
    groupModel[g] = model[key] as number;
    groupSlot[g] = slot[key] as number;
  }
  const members = new Int32Array(groupStart[groups] as number);
  const fill = groupStart.slice(0, groups);
  for (let e = 0; e < entries; e++) {
    const g = groupOf[entryKey[e] as number] as number;
    if (g < 0) continue;
    members[fill[g] as number] = entryCandidate[e] as number;
    fill[g] = (fill[g] as number) + 1;
  }
  return { count: groups, start: groupStart, members, model: groupModel, slot: groupSlot };
}

/** FNV-1a of a string from the given offset basis (two bases give a 64-bit key for DenseIds). */
function hashString(s: string, basis: number): number {
  let h = basis;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 0x01000193);
  return h >>> 0;
}
