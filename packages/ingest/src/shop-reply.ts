// A shop's reply to a review, exported as a row of its own, is not a review: judged, the shop's thanks would
// count as one more (glowing) review. WordPress stores a reply as a comment whose comment_parent is the comment
// it answers (0 for a review), review apps mark a reply in a type column ("Reply", "Store reply"), and a reply
// may be signed by the shop the file names. Only the header picks the columns looked at; the values decide.
import type { ImportedColumn } from '@reviewsentry/contracts';
import { isPlaceholder } from '@reviewsentry/review-values';
import { headerWords } from './columns/header-names';

export interface ReplyMarkers {
  /** Columns naming the comment a row answers: any value but 0 makes the row a reply. */
  parent: readonly number[];
  /** Columns saying what a row is ("Review", "Store reply"). */
  kind: readonly number[];
  /** Of those, the ones about the writer ("Author type"), where the shop's role alone ("Merchant") says it. */
  writerKind: readonly number[];
  /** Columns naming the shop the reviews are of; the reviewer column, to compare with them. */
  shopName: readonly number[];
  reviewer: number | null;
}

const KIND = new Set(['type', 'kind', 'role']);
const WRITER = new Set(['author', 'user', 'reviewer', 'poster', 'writer', 'sender']);
const PARENT_OF = new Set(['comment', 'review', 'reply', 'message', 'post']);
/** What a `<word>_parent` column may be the parent of for a reply: a comment's, not a product's or a post's. */
const REPLY_PARENT_OF = new Set(['comment', 'review', 'reply', 'message']);
/** Words of a column naming the shop itself; a brand is not the shop (a reviewer may sign as the brand's name). */
const SHOP_NAME = new Set([
  'shop',
  'store',
  'webshop',
  'merchant',
  'seller',
  'vendor',
  'business',
  'company',
]);
/**
 * The shop's own roles, said alone in a column about the writer ("Merchant", "Store owner"); a store's manager or
 * staff may write a review of their employer, so those words say "reply" only beside a reply word.
 */
const SHOP_ROLE = new Set([...SHOP_NAME, 'owner', 'admin', 'administrator', 'official']);
/** Words naming the shop (or its people) as the one speaking beside a reply word ("Owner response"). */
const SHOP = new Set([...SHOP_ROLE, 'brand', 'management', 'manager', 'staff', 'host']);
/** Joining words of "Response from the owner". */
const JOINING = new Set(['from', 'by', 'the', 'of', 'public']);
const REPLY = new Set(['reply', 'replies', 'response', 'responses']);

export function findReplyMarkers(columns: readonly ImportedColumn[]): ReplyMarkers {
  const parent: number[] = [];
  const kind: number[] = [];
  const writerKind: number[] = [];
  const shopName: number[] = [];
  for (const c of columns) {
    const w = headerWords(c.header);
    const last = w.at(-1);
    if (last === undefined) continue;
    // The shop reviewed may be what the file's reviews are of (Trustpilot's company): its product name.
    const named = c.meaning === null || c.meaning === 'product_name';
    if (named && w.some((x) => SHOP_NAME.has(x)) && (last === 'name' || w.length === 1))
      shopName.push(c.index);
    if (c.meaning !== null) continue;
    if (
      // A bare `parent` or a comment's (WordPress's comment_parent); Amazon's `product_parent` groups a product's
      // variants and answers nothing.
      (last === 'parent' && (w.length === 1 || w.some((x) => REPLY_PARENT_OF.has(x)))) ||
      (last === 'id' && w.includes('parent') && w.some((x) => PARENT_OF.has(x))) ||
      // `in_reply_to`, `reply_to_id`; a `reply_to_email` is an address, not the comment answered.
      (w.includes('reply') && w.includes('to') && (last === 'to' || last === 'id'))
    )
      parent.push(c.index);
    else if (KIND.has(last)) {
      kind.push(c.index);
      if (w.some((x) => WRITER.has(x))) writerKind.push(c.index);
    }
  }
  const reviewer = columns.find((c) => c.meaning === 'reviewer')?.index ?? null;
  return { parent, kind, writerKind, shopName, reviewer };
}

export function isShopReply(cells: readonly string[], m: ReplyMarkers): boolean {
  for (const i of m.parent) if (namesAParent(cells[i] ?? '')) return true;
  for (const i of m.kind) if (saysReply(cells[i] ?? '', m.writerKind.includes(i))) return true;
  if (m.reviewer !== null) {
    const author = same(cells[m.reviewer] ?? '');
    if (author !== '' && m.shopName.some((i) => same(cells[i] ?? '') === author)) return true;
  }
  return false;
}

/** Empty, 0 (pandas: "0.0") and placeholders ("N/A", "-", "null") name no comment answered. */
function namesAParent(value: string): boolean {
  const v = value.trim();
  return !/^0+(?:\.0+)?$/u.test(v) && !isPlaceholder(v);
}

/** "Reply", "Store reply", "Owner response"; about the writer, the shop's role alone too ("Merchant"). */
function saysReply(value: string, aboutWriter: boolean): boolean {
  const words = value
    .toLowerCase()
    .split(/[^\p{L}]+/u)
    .filter((x) => x !== '' && !JOINING.has(x));
  if (words.length === 0 || words.length > 4) return false;
  if (words.some((x) => REPLY.has(x))) return words.every((x) => REPLY.has(x) || SHOP.has(x));
  return aboutWriter && words.every((x) => SHOP_ROLE.has(x));
}

function same(value: string): string {
  return value.trim().replace(/\s+/gu, ' ').toLowerCase();
}
