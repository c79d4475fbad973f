// The reviews of one list are built alike, so where most of them keep their text says where each one does. A
// rating-only review has that element empty; without this, the block reader would take whatever short lines
// the block has left (the writer's country, "2 hours using the app") for its text. Work is linear in the size
// of the blocks.
import { hintsOf } from './field-hints';
import type { IndexedElement } from './page-index';
import type { ReviewDraft } from './types';

export interface ReadBlock {
  block: IndexedElement;
  review: ReviewDraft;
  body: IndexedElement;
}

/** Tag, classes and data-attribute names: what marks the same part in every block of a list. */
function partSignature(info: IndexedElement): string {
  const a = info.element.attribs;
  const classes = (a.class ?? '').split(/\s+/).filter(Boolean).sort().join('.');
  const data = Object.keys(a)
    .filter((name) => name.startsWith('data-'))
    .sort()
    .join(',');
  return `${info.element.name}|${classes}|${data}|${a.itemprop ?? ''}`;
}

/** The first element of the block marked like `signature` (not the block itself). */
function partOf(block: IndexedElement, signature: string): IndexedElement | null {
  const stack = [...block.children];
  while (stack.length > 0) {
    const info = stack.pop()!;
    if (partSignature(info) === signature) return info;
    stack.push(...info.children);
  }
  return null;
}

// Enough to reach from the text up to its container in any widget; bounds the work on deeply nested markup.
const MAX_PARTS = 8;

/** The marked parts holding a block's text, innermost first: its body and the body's ancestors in the block. */
function textParts(r: ReadBlock): string[] {
  const parts: string[] = [];
  for (let at: IndexedElement | null = r.body; at && at !== r.block; at = at.parent) {
    if (hintsOf(at.element)) parts.push(partSignature(at));
    if (parts.length === MAX_PARTS) break;
  }
  return parts;
}

/**
 * Blocks whose text the reader found outside the part most of the list keeps it in, while that part is there
 * and empty: rating-only reviews, given an empty text.
 */
export function withListTextPart(read: readonly ReadBlock[]): ReviewDraft[] {
  const parts = read.map(textParts);
  const counts = new Map<string, number>();
  for (const list of parts)
    for (const signature of new Set(list)) counts.set(signature, (counts.get(signature) ?? 0) + 1);
  // The parts most blocks keep their text in, innermost first.
  const shared = [...new Set(parts.flat())].filter((signature) => {
    const n = counts.get(signature)!;
    return n >= 2 && n > read.length / 2;
  });
  if (shared.length === 0) return read.map((r) => r.review);
  return read.map((r, i) => {
    if (!r.review.text || parts[i]!.some((signature) => shared.includes(signature)))
      return r.review;
    for (const signature of shared) {
      const part = partOf(r.block, signature);
      if (part) return part.textLength === 0 ? { ...r.review, text: '' } : r.review;
    }
    return r.review;
  });
}
