// Some platforms write each review as a run of sibling elements with no element of its own: osCommerce's
// product_reviews.php puts a header (date, "by <name>") and then a content block (text, rating) side by side for
// every review, and Zen Cart's lists a rating, a byline, the text and a button between <hr>s. Such a list repeats
// one sequence of siblings, one rated element in each. Each run is read as a review block of its own: the blocks
// are built over the real elements, so every reader of blocks works on them unchanged.
import { Element, type AnyNode } from 'domhandler';
import type { IndexedElement } from './page-index';

// A review's run is a few elements; a longer period between rated elements is something else (and would make the
// search grow with the square of the list).
const MAX_RUN = 12;

const signatureOf = (info: IndexedElement) =>
  `${info.element.name}|${(info.element.attribs.class ?? '').split(/\s+/).sort().join('.')}`;

interface Siblings {
  position: Map<IndexedElement, number>;
  signatures: string[];
  nodeAt: Map<AnyNode, number>;
}

// Built once per parent: a parent holds as many groups of rated siblings as it has kinds of them.
const siblingsCache = new WeakMap<IndexedElement, Siblings>();

function siblingsOf(parent: IndexedElement): Siblings {
  let siblings = siblingsCache.get(parent);
  if (!siblings) {
    siblings = {
      position: new Map(parent.children.map((child, i) => [child, i])),
      signatures: parent.children.map(signatureOf),
      nodeAt: new Map(parent.element.children.map((node, i) => [node, i])),
    };
    siblingsCache.set(parent, siblings);
  }
  return siblings;
}

/**
 * The runs of siblings around `rated` (children of `parent` built alike, in order), one per rated element, when
 * the parent repeats one sequence of siblings with one rated element in each and every run names a reviewer or
 * date and has words of its own; else null.
 */
export function siblingRuns(
  parent: IndexedElement,
  rated: readonly IndexedElement[],
): IndexedElement[] | null {
  if (rated.length < 2) return null;
  const { position, signatures, nodeAt } = siblingsOf(parent);
  const at = rated.map((r) => position.get(r)!);
  const period = at[1]! - at[0]!;
  if (period < 2 || period > MAX_RUN || at.some((p, i) => i > 0 && p - at[i - 1]! !== period))
    return null;
  const children = parent.children;
  // The run may start up to period - 1 siblings before its rated element (a header before the text): the first
  // offset at which every run repeats the first one's sequence and reads as a review.
  for (let offset = 0; offset < period; offset++) {
    const starts = at.map((p) => p - offset);
    if (starts[0]! < 0) break;
    const runs = starts.map((start) => children.slice(start, start + period));
    const last = runs[runs.length - 1]!;
    // Only the last run may be cut short, by the end of the list.
    if (last.length < period && starts[starts.length - 1]! + last.length !== children.length)
      continue;
    const alike = starts.every((start, r) =>
      runs[r]!.every((_, i) => signatures[start + i] === signatures[starts[0]! + i]),
    );
    if (!alike) continue;
    const blocks = runs.map((run) => runBlock(parent, run, nodeAt));
    if (blocks.every((b) => (b.hasDate || b.hasAuthor) && b.textLength - b.fieldLength >= 8))
      return blocks;
  }
  return null;
}

/** One run of siblings as a block: an element holding the run's nodes (text between them included). */
function runBlock(
  parent: IndexedElement,
  run: IndexedElement[],
  nodeAt: Map<AnyNode, number>,
): IndexedElement {
  const first = run[0]!;
  const last = run[run.length - 1]!;
  const nodesOfRun = parent.element.children.slice(
    nodeAt.get(first.element),
    nodeAt.get(last.element)! + 1,
  );
  // The nodes keep their own parent: the block only lists them, so the page is left as it was.
  const element = new Element('div', {}, nodesOfRun);
  const sum = (field: 'textLength' | 'fieldLength' | 'ratings') =>
    run.reduce((total, info) => total + info[field], 0);
  return {
    ...first,
    element,
    order: first.order,
    end: last.end,
    parent,
    children: run,
    short: null,
    textLength: sum('textLength'),
    fieldLength: sum('fieldLength'),
    signal: null,
    ratedWithWords: false,
    ratings: sum('ratings'),
    isDate: false,
    isAuthor: false,
    isTitle: false,
    isPrice: false,
    isChrome: false,
    hasDate: run.some((info) => info.hasDate),
    hasAuthor: run.some((info) => info.hasAuthor),
    hasPrice: run.some((info) => info.hasPrice),
  };
}
