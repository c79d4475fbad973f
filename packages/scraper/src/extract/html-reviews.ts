// The generic review-list layer for server-rendered markup that no adapter or structured layer covers. A review
// list is a run of sibling blocks built alike (same tag and classes) that each state one rating (a few more when
// a review has sub-ratings), carry text of their own, and mostly name a reviewer or a date. What looks like that
// but is not a review list is refused: product cards (prices), rating histograms (no text of their own), Q&A,
// and anything without the reviewer/date a review shows. The page's own summary (average and the number of
// reviews the shop claims) is read from the rating outside the list that says how many reviews it counts.
import { Element } from 'domhandler';
import { COUNT_WORDS } from './count-words';
import { builtClasses } from './element-shape';
import { QUESTION_HINT, REVIEW_HINT, SUMMARY_HINT, hintsOf } from './field-hints';
import { inProductCard, indexPage, type IndexedElement, type PageIndex } from './page-index';
import { declaredLanguage, pageDateOrder } from './page-locale';
import { withoutLanguageCopies } from './language-copies';
import { readReviewAndBody } from './review-block';
import { siblingRuns } from './sibling-runs';
import { withListTextPart, type ReadBlock } from './text-consensus';
import type { LayerResult, PageInput, ProductDraft } from './types';
import { parseCount } from './values';

const MAX_RATINGS_PER_BLOCK = 20;
const MAX_LISTS = 10;
const classesOf = (info: IndexedElement) => builtClasses(info.element);

/**
 * The signatures of rating-bearing siblings: tag plus the class tokens nearly all same-tag siblings share, so
 * per-item classes ("comment-author-anna", "thread-odd") do not split one list into many.
 */
function signatures(children: readonly IndexedElement[]): string[] {
  const counts = new Map<string, number>();
  const perTag = new Map<string, number>();
  for (const child of children) {
    const tag = child.element.name;
    perTag.set(tag, (perTag.get(tag) ?? 0) + 1);
    for (const token of new Set(classesOf(child)))
      counts.set(`${tag}|${token}`, (counts.get(`${tag}|${token}`) ?? 0) + 1);
  }
  const sigs = children.map((child) => {
    const tag = child.element.name;
    const most = (perTag.get(tag) ?? 1) * 0.8;
    const own = [...new Set(classesOf(child))].sort();
    const core = own.filter((token) => (counts.get(`${tag}|${token}`) ?? 0) >= most);
    // Siblings that share no class at all are built differently (a header beside a body).
    return `${tag}|${(core.length > 0 ? core : own).join('.')}`;
  });
  return alternatingAsOne(sigs);
}

/**
 * Rows striped by two classes taking turns (VirtueMart's `normal` and `highlight`) are one list: three or more
 * siblings whose two signatures alternate strictly. A header beside a body is two siblings, never a run of turns.
 */
function alternatingAsOne(sigs: string[]): string[] {
  const kinds = [...new Set(sigs)].map((sig) => sig.split('|'));
  if (sigs.length < 3 || kinds.length !== 2 || kinds[0]![0] !== kinds[1]![0]) return sigs;
  const alternate = sigs.every((sig, i) => i === 0 || sig !== sigs[i - 1]);
  // One signature of the tag and both rows' classes.
  const both = `${kinds[0]![0]}|${[kinds[0]![1], kinds[1]![1]].filter(Boolean).join('.')}`;
  return alternate ? sigs.map(() => both) : sigs;
}

interface Candidate {
  parent: IndexedElement;
  blocks: IndexedElement[];
  signature: string;
  score: number;
}

function evaluate(parent: IndexedElement, blocks: IndexedElement[], sig: string): Candidate | null {
  const n = blocks.length;
  if (blocks.some((b) => b.ratings > MAX_RATINGS_PER_BLOCK)) return null;
  if (
    QUESTION_HINT.test(hintsOf(parent.element)) ||
    QUESTION_HINT.test(hintsOf(blocks[0]!.element))
  )
    return null;
  const count = (test: (b: IndexedElement) => boolean) => blocks.filter(test).length;
  if (count((b) => b.hasPrice) >= n / 2) return null;
  const withText = count((b) => b.textLength - b.fieldLength >= 8);
  if (withText < 0.6 * n) return null;
  const withFields = count((b) => b.hasDate || b.hasAuthor);
  const hinted = count(
    (b) => REVIEW_HINT.test(hintsOf(b.element)) && !SUMMARY_HINT.test(hintsOf(b.element)),
  );
  const parentHinted = REVIEW_HINT.test(hintsOf(parent.element));
  if (n === 1) {
    if (hinted === 0 || withFields === 0 || ratesOnlyWithCounts(blocks[0]!)) return null;
  } else if (withFields < n / 2 && !(hinted === n && withText === n)) {
    return null;
  }
  const score = n * 10 + (hinted === n || parentHinted ? 5 : 0) + parent.depth / 1000;
  return { parent, blocks, signature: sig, score };
}

/**
 * Every rating the block states comes with a count of several reviews ("1 star rating. 46 reviews", "4.4 out of 5
 * stars with 771 reviews"): a histogram row's or the summary's, never one review's. A lone block of them is what
 * is left of a review section whose cards are not rendered.
 */
function ratesOnlyWithCounts(block: IndexedElement): boolean {
  const rated: IndexedElement[] = [];
  const walk = (info: IndexedElement): void => {
    if (info.signal !== null) rated.push(info);
    else for (const child of info.children) walk(child);
  };
  walk(block);
  // Best Buy prints "with 1 review" on each review's own stars: one review counted is the review itself.
  const countsMany = (text: string | null) => {
    const m = text === null ? null : COUNT_PHRASE.exec(text);
    return m !== null && (parseCount(m[1]!) ?? 0) > 1;
  };
  return rated.length > 0 && rated.every((info) => countsMany(info.short));
}

/**
 * The document as the parent of its top-level elements when there are several: a review list a page loads is a
 * fragment without <body> (OpenCart's is one table per review).
 */
function fragmentParent(index: PageIndex): IndexedElement | null {
  const tops = index.all.filter((info) => info.parent === null);
  if (tops.length < 2) return null;
  const first = tops[0]!;
  return {
    ...first,
    element: new Element('body', {}),
    order: -1, // before its first child, which a list of lists test would otherwise take for the list's holder
    end: tops[tops.length - 1]!.end,
    depth: -1,
    children: tops,
    ratings: tops.reduce((sum, top) => sum + top.ratings, 0),
    signal: null,
  };
}

function candidates(index: PageIndex): Candidate[] {
  const found: Candidate[] = [];
  const fragment = fragmentParent(index);
  for (const parent of fragment ? [fragment, ...index.all] : index.all) {
    if (parent.ratings === 0) continue;
    // A block the browser does not show (a prototype card the script clones, a segment never put in place) is no
    // review, and must not make the shown ones look like a list with too little text.
    const rated = parent.children.filter((child) => child.ratings > 0 && !child.hidden);
    const sigs = signatures(rated);
    const groups = new Map<string, IndexedElement[]>();
    rated.forEach((child, i) => {
      const group = groups.get(sigs[i]!);
      if (group) group.push(child);
      else groups.set(sigs[i]!, [child]);
    });
    for (const [sig, blocks] of groups) {
      const runs = evaluate(parent, blocks, sig) ? null : siblingRuns(parent, blocks);
      const candidate = runs ? evaluate(parent, runs, sig) : evaluate(parent, blocks, sig);
      if (candidate) found.push(candidate);
    }
  }
  return found;
}

const contains = (outer: IndexedElement, inner: IndexedElement) =>
  outer.order <= inner.order && inner.end <= outer.end;

/**
 * Lists whose blocks hold another list are lists of sections ("summary" + "reviews"), not of reviews. A "list" of
 * which one block at most names a writer or date is no list inside: it is a card's halves alike in tag and class
 * (an aside with sub-ratings beside the part with the stars, the date and the text).
 */
function withoutListsOfLists(found: Candidate[]): Candidate[] {
  const parents = found
    .filter((c) => c.blocks.filter((b) => b.hasDate || b.hasAuthor).length >= 2)
    .map((c) => c.parent.order)
    .sort((a, b) => a - b);
  const holdsList = (block: IndexedElement) => {
    // First list parent at or after the block's start: inside the block when it is not after the block's end.
    let lo = 0;
    let hi = parents.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (parents[mid]! < block.order) lo = mid + 1;
      else hi = mid;
    }
    return lo < parents.length && parents[lo]! <= block.end;
  };
  return found.filter((c) => !c.blocks.some(holdsList));
}

const classTokens = (sig: string) => new Set(sig.split('|')[1]!.split('.').filter(Boolean));

function builtAlike(a: string, b: string): boolean {
  if (a.split('|')[0] !== b.split('|')[0]) return false;
  const x = classTokens(a);
  const y = classTokens(b);
  if (x.size === 0 && y.size === 0) return true;
  return [...x].some((token) => y.has(token));
}

/**
 * Lists one inside the other, except cards held beside a list's own blocks, outside them (the rest of the list in an
 * element of its own until "Show more reviews" reveals it).
 */
function overlaps(list: Candidate, other: Candidate): boolean {
  if (contains(other.parent, list.parent)) return true;
  if (!contains(list.parent, other.parent)) return false;
  return other.parent === list.parent || list.blocks.some((block) => contains(block, other.parent));
}

/** The best list, and the other lists built alike elsewhere on the page ("top" and "recent" reviews). */
function chooseLists(found: Candidate[]): IndexedElement[][] {
  if (found.length === 0) return [];
  const best = found.reduce((a, b) => (b.score > a.score ? b : a));
  const chosen = [best];
  for (const other of found) {
    if (chosen.length >= MAX_LISTS) break;
    // A lone block joins only when built exactly as the best list's are: the rest of a list kept in another
    // element until asked for ("Show more reviews" in a `<details>`), not a card merely alike.
    const alike =
      other.blocks.length >= 2
        ? builtAlike(other.signature, best.signature)
        : other.signature === best.signature;
    if (other === best || !alike) continue;
    if (chosen.some((c) => overlaps(c, other))) continue;
    chosen.push(other);
  }
  return chosen.map((list) => withoutStrays(list).map(cardInside));
}

/**
 * The card a block only wraps: a block whose one element child holds all its words is read as that child, so a
 * card reads the same whether or not the list puts a bare `<div>` around it (the child keeps the card's own parts
 * as its direct children, which its columns, halves and hidden full text are told by).
 */
function cardInside(block: IndexedElement): IndexedElement {
  let card = block;
  while (
    card.children.length === 1 &&
    card.signal === null &&
    card.children[0]!.textLength === card.textLength &&
    !card.children[0]!.hidden
  )
    card = card.children[0]!;
  return card;
}

/** In a list whose blocks name a reviewer or date, a block naming neither (a summary row) is not a review. */
function withoutStrays(list: Candidate): IndexedElement[] {
  const named = list.blocks.filter((b) => b.hasDate || b.hasAuthor);
  return named.length >= list.blocks.length / 2 ? named : list.blocks;
}

const AVERAGE_PHRASE =
  /\d\s*(?:out\s+of|of|von|sur|de|su|van|av|z|из|\/)\s*\d|average|moyenne|durchschnitt|media|promedio|gemiddeld/i;
// "771 reviews", "1.234 Bewertungen", "2 Kundenbewertungen", "(12 avis)": a whole count right before the word,
// never the average.
const COUNT_PHRASE = new RegExp(
  `(?<![\\d.,])(\\d{1,3}(?:[,.\\u00a0 ]\\d{3})+|\\d+)\\s*(?:customer\\s+|verified\\s+|kunden)?(${COUNT_WORDS})`,
  'iu',
);

/** Average and claimed counts from the first rating outside the list that says how many it counts. */
function summaryOf(index: PageIndex, blocks: IndexedElement[]): ProductDraft {
  let next = 0; // blocks are disjoint and in document order: one pointer walks them with the page
  // Without a count: the first fractional average stated against its scale above the list ("4.9 out of 5").
  let average: number | null = null;
  for (const info of index.all) {
    while (next < blocks.length && blocks[next]!.end < info.order) next++;
    if (info.signal === null || (next < blocks.length && contains(blocks[next]!, info))) continue;
    const label = info.element.attribs['aria-label'] ?? info.short ?? '';
    if (
      average === null &&
      next === 0 &&
      !Number.isInteger(info.signal) &&
      AVERAGE_PHRASE.test(label) &&
      !inProductCard(info)
    )
      average = info.signal;
    const texts = [info.element.attribs['aria-label'], info.short, info.parent?.short];
    for (const text of texts) {
      const m = text && text.length <= 200 ? COUNT_PHRASE.exec(text) : null;
      // An average is fractional or stated against its scale; "5 stars: 511 reviews" is a histogram row.
      if (!m || (Number.isInteger(info.signal) && !AVERAGE_PHRASE.test(text!))) continue;
      const count = parseCount(m[1]!.trim());
      const isRatings = /^(?:ratings?|notes|valutazioni|valoraciones|évaluations)$/i.test(m[2]!);
      return {
        aggregate_rating: info.signal,
        review_count: isRatings ? null : count,
        rating_count: isRatings ? count : null,
      };
    }
  }
  return average === null ? {} : { aggregate_rating: average };
}

export function extractHtmlReviews(page: PageInput): LayerResult {
  const index = indexPage(page.$);
  const order = pageDateOrder(page);
  const lists = chooseLists(withoutListsOfLists(candidates(index)));
  const readLists = lists.map((list) =>
    list.flatMap((block): ReadBlock[] => {
      const found = readReviewAndBody(block, index, order);
      return found ? [{ block, ...found }] : [];
    }),
  );
  const read = withoutLanguageCopies(readLists, declaredLanguage(page))
    .flat()
    .sort((a, b) => a.block.order - b.block.order);
  const blocks = lists.flat().sort((a, b) => a.order - b.order);
  const reviews = withListTextPart(read);
  return { product: reviews.length > 0 ? summaryOf(index, blocks) : {}, reviews };
}
