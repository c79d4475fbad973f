// The chat layout the English text model read in a review (chat-structure.ts) — a title line, star-rating
// lines, bullets, headings, "Pros:"-style labels, bold text, several paragraphs — in words a shopper can
// check against the text. A flagged review's reason names it as evidence the model weighed besides the
// wording (docs/decisions/153). A chat assistant's framing has a reason of its own (decision.ts).
import { readChatStructure } from '../text-model';
import { MAX_RAW_CHARS } from '../text-model/text-prep';

const plural = (n: number, one: string, many: string): string => `${n} ${n === 1 ? one : many}`;

/** What the model read of the text's layout, in reading order; empty for a plain text. */
export function layoutWords(text: string): string[] {
  // Read as the model read it: scaffolding is looked for in the leading MAX_RAW_CHARS characters.
  const f = readChatStructure(
    text.length > MAX_RAW_CHARS ? text.slice(0, MAX_RAW_CHARS) : text,
  ).features;
  // The features are log1p counts: undo that for the words.
  const count = (i: number): number => Math.round(Math.expm1(f[i]!));
  const words: string[] = [];
  if (f[2] !== 0) words.push('a title line');
  if (f[3] !== 0) words.push(plural(count(3), 'star-rating line', 'star-rating lines'));
  if (f[5] !== 0) words.push(plural(count(5), 'heading', 'headings'));
  if (f[7] !== 0) words.push(plural(count(7), 'label such as "Pros:"', 'labels such as "Pros:"'));
  if (f[6] !== 0) words.push(plural(count(6), 'bullet point', 'bullet points'));
  if (f[4] !== 0) words.push('bold text');
  // Where a paragraph ends is the reader's call (a list, a title); that there are several is not.
  if (f[9] !== 0) words.push('several paragraphs');
  return words;
}
