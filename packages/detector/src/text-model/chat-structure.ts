// The scaffolding chat models put around a review — a lead-in ("Sure! Here's a review of …:"), a title
// line, a star-rating line, markdown bold and headings, bullet lists, "Pros:"/"Cons:" labels, template
// slots ("[Product Name]"), a closing offer ("Let me know if …") and paragraphs — read line by line.
// The model scores the prose that is left (so that formatting never hides the wording from the
// n-gram and style features) and weighs the scaffolding as evidence of its own (docs/decisions/135).
import { countWords, matchingText } from '@reviewsentry/review-values';

export const STRUCTURE_FEATURE_NAMES = [
  'lead_in',
  'closing_offer',
  'title_line',
  'rating_line',
  'bold_spans',
  'heading_lines',
  'bullet_lines',
  'label_lines',
  'template_slots',
  'paragraphs',
] as const;
export const STRUCTURE_DIM = STRUCTURE_FEATURE_NAMES.length;

/**
 * A chat assistant's framing of its answer: a lead-in, a closing offer or a template slot left
 * unfilled. None of the 110,000 human texts we hold carries one (ADR 135).
 */
export function hasAssistantFraming(features: Float64Array): boolean {
  return features[0] !== 0 || features[1] !== 0 || features[8] !== 0;
}

export interface ChatStructure {
  /** The review's prose: scaffolding lines dropped, markers removed, list items as sentences. */
  prose: string;
  /** STRUCTURE_DIM values in STRUCTURE_FEATURE_NAMES order (0 for a plain text). */
  features: Float64Array;
  /**
   * Chat markdown no human review we hold carries (0 of 74,062, ADR 138): a markdown heading line
   * ("# …", "## …") or a bold inline label ("**Bottom line:** …").
   */
  chatMarkdown: boolean;
}

/** A bold label followed by text on its line: "**Summary:** The toaster …". */
const BOLD_LABEL = /^\*\*[^*]{1,40}:\*\*\s*\S/;

/** Characters that can start any scaffolding this parser reads; a text without them is plain. */
const MARKER_CHAR = /[\n*#[\u2605\u2606\u2b50]/;
const LEAD_WORD = /^\s*(?:sure|certainly|absolutely|of course|okay|ok|here)\b/i;

// A lead-in line: an assistant's answer opening, either an interjection that goes on to introduce a
// review ("Sure! Here's a review of …", "Certainly, below is …:") or "Here is a/an/my/your … review …".
// Lines hold no line break, so an alternative that ends in "[^\n]*" needs no trailing "\s*" (which
// could trade characters with it: polynomial backtracking).
const LEAD_IN = new RegExp(
  '^(?:(?:sure|certainly|absolutely|of course)\\b[^\\n]{0,3}[!,.:]\\s*' +
    "(?:here(?:'s|\u2019s| is| are)|below is|i(?:'ve|\u2019ve| have) written)\\b" +
    '(?:[^\\n]*\\breview\\b[^\\n]*$|[^\\n]*:\\s*$)' +
    "|here(?:'s|\u2019s| is| are) (?:a|an|my|your|the requested)\\b[^\\n]{0,80}\\breview\\b[^\\n]*[:.!]\\s*$" +
    "|i(?:'d|\u2019d| would) be (?:happy|glad) to\\b[^\\n]*$)",
  'i',
);
// The same lead-in with the review following on its line ("Sure! Here's a review of X: This …").
const INLINE_LEAD_IN = new RegExp(
  '^(?:(?:sure|certainly|absolutely|of course|okay|ok)\\b[^\\n]{0,3}[!,.:]\\s*)?' +
    "here(?:'s|\u2019s| is| are) (?:a|an|my|your)\\b[^\\n:]{0,100}\\breview\\b[^\\n:]{0,60}:\\s+(?=\\S)",
  'i',
);
// A closing offer to the requester to change the text ("Let me know if you'd like any changes",
// "Feel free to adjust the tone", "Would you like me to …"): people hope their review helps, they do
// not offer to rewrite it.
const CLOSING_OFFER = new RegExp(
  "^(?:let me know if you(?:'d|\u2019d| would) like|feel free to (?:adjust|modify|customi[sz]e|edit|tweak|personali[sz]e|change)" +
    "|would you like me to|if you(?:'d|\u2019d| would) like(?:,)? (?:me to|i can|any|a (?:shorter|longer|different))" +
    '|i can (?:also )?(?:adjust|make it|write|tailor|revise))\\b',
  'i',
);
// A rating line: stars or "Rating: 4/5" / "4 out of 5 stars" standing on its own line.
const STARS = /[\u2605\u2606\u2b50]/;
const RATING_LINE =
  /^(?:(?:overall |my |star )?rating|stars?|score|verdict)\s*:\s*(?:[\d.]+\s*(?:\/\s*\d+|out of \d+)|[\u2605\u2606\u2b50]|\S+\s*stars?)|^[\d.]+\s*(?:\/\s*(?:5|10)|out of (?:5|10))(?:\s*stars?)?\W*$/i;
const TITLE_LABEL = /^(?:review )?title\s*:\s*/i;
const HEADING = /^#{1,6}\s+/;
const BULLET = /^(?:[-*+\u2022\u25cf\u25aa]|\d{1,2}[.)])\s+/;
// A bold span written as markdown (not a censored word "f***" nor a shouted "***UPDATE***").
const BOLD = /\*\*([^*\na-z]*[a-z][^*\n]*)\*\*|__([^_\na-z]*[a-z][^_\n]*)__/g;
const TEMPLATE_SLOT =
  /\[(?:your |the )?(?:product|brand|item|company|store|model|name|app|software|service|location|city|date)[^\]\n]{0,30}\]/i;
// A short label line: "Pros:", "**Cons:**", "What I liked:", "Final thoughts:".
const LABEL_LINE = /^[A-Za-z][A-Za-z' /&-]{0,40}:$/;
const TERMINAL = /[.!?:;)"']$/;

/** One line without markdown markers: bold/italic asterisks, heading hashes, bullet marks. */
/** A line that may carry a marker unmark() removes (most lines carry none: skip the regexes). */
const MARKED_CHAR = /[*_#]/;
const MARKED_START = /^\s*(?:[-+\u2022\u25cf\u25aa]|\d)/;

function unmark(line: string): string {
  if (!MARKED_CHAR.test(line) && !MARKED_START.test(line)) return line.trim();
  return line
    .replace(HEADING, '')
    .replace(BULLET, '')
    .replace(/\*{2,}|_{2,}/g, '')
    .replace(/^\*|\*$/g, '')
    .trim();
}

const PLAIN = new Float64Array(STRUCTURE_DIM);

const SCAFFOLD_CHAR = /[:*_#[\u2605\u2606\u2b50]/;

/**
 * Whether a trimmed line can be scaffolding (a separator, heading, bullet, rating or label line, or
 * carry bold or a template slot): every such line starts with a mark or digit or holds one of
 * : * _ # [ or a star. A line that cannot is kept as it is.
 */
function mayBeScaffolding(line: string): boolean {
  const c = line.charCodeAt(0);
  if (c === 45 || c === 43 || c === 42 || c === 35 || (c >= 48 && c <= 57)) return true;
  if (c === 0x2022 || c === 0x25cf || c === 0x25aa) return true;
  return SCAFFOLD_CHAR.test(line);
}

/** True when the text cannot carry any scaffolding this parser reads (the common case, one test). */
export function isPlainText(text: string): boolean {
  // Two tests: a single character class V8 scans fast, and an anchored look at the start.
  return (
    !MARKER_CHAR.test(text) &&
    !LEAD_WORD.test(text) &&
    (ASCII_START.test(text) || !LEAD_WORD.test(matchingText(text.slice(0, LEAD_WINDOW))))
  );
}

/** Text whose start is ASCII: the lead-in word is matched as written (matchingText changes no ASCII). */
const ASCII_START = /^\s*[!-~][ -~]{15}/;
/** Enough of a text's start to hold a lead-in word spelled with invisible or fullwidth characters. */
const LEAD_WINDOW = 200;

/**
 * Reads a raw review text (before folding). Plain texts (no newline, asterisk, hash, bracket or star,
 * and no lead-in word at the start) come back unchanged with all-zero features, without allocation.
 */
export function readChatStructure(text: string): ChatStructure {
  if (isPlainText(text)) return { prose: text, features: PLAIN, chatMarkdown: false };
  const f = new Float64Array(STRUCTURE_DIM);
  const split = text.includes('\r') ? text.split(/\r?\n|\r/) : text.split('\n');
  const lines = split.map((l) => l.trim());
  let first = 0;
  while (first < lines.length && lines[first] === '') first++;
  if (first === lines.length) return { prose: text, features: PLAIN, chatMarkdown: false };
  let last = lines.length - 1;
  while (last > first && lines[last] === '') last--;

  // Framing is matched as it reads (invisible characters, compatibility forms and look-alike letters
  // folded), so that a disguised "Sure! Here's a review" is still framing; ASCII lines are unchanged.
  const firstLine = matchingText(lines[first]!);
  const inline = LEAD_WORD.test(firstLine) ? INLINE_LEAD_IN.exec(firstLine) : null;
  if (inline) {
    f[0] = 1;
    lines[first] = firstLine.slice(inline[0].length);
  }
  if (!inline && last > first && LEAD_IN.test(unmark(firstLine))) {
    f[0] = 1;
    first++;
    while (first < last && lines[first] === '') first++;
  }
  if (last > first && CLOSING_OFFER.test(unmark(matchingText(lines[last]!)))) {
    f[1] = 1;
    last--;
    while (last > first && lines[last] === '') last--;
  }

  const out: string[] = [];
  // The current paragraph is lines joined by spaces; a blank line or scaffolding ends it.
  let paragraph = '';
  let bold = 0;
  let slots = 0;
  let ratings = 0;
  let headings = 0;
  let labels = 0;
  let bullets = 0;
  let chatMarkdown = false;
  for (let i = first; i <= last; i++) {
    const raw = lines[i]!;
    let keep: string | null = null;
    let breakAfter = false;
    if (raw === '' || /^(?:-{3,}|\*{3,}|_{3,})$/.test(raw)) breakAfter = true;
    // Most lines of most texts are prose: nothing below can apply to them (a first line followed by
    // a blank one may still be a bare title).
    else if (!mayBeScaffolding(raw) && (i !== first || i === last || lines[i + 1] !== ''))
      keep = raw;
    else {
      if (raw.includes('**') || raw.includes('__')) bold += (raw.match(BOLD) ?? []).length;
      if (raw.includes('[') && TEMPLATE_SLOT.test(matchingText(raw))) slots++;
      const isHeading = HEADING.test(raw);
      if (isHeading || (raw.startsWith('**') && BOLD_LABEL.test(raw))) chatMarkdown = true;
      const isBullet = !isHeading && BULLET.test(raw) && !raw.startsWith('**');
      const plain = unmark(raw);
      const wholeLineBold = /^\*\*[^*]+\*\*:?$/.test(raw) || /^__[^_]+__:?$/.test(raw);
      if (plain === '') continue;
      if (STARS.test(plain) || RATING_LINE.test(plain)) {
        ratings++;
        // A rating line may carry a sentence after the stars; keep the words, not the stars.
        const rest = plain
          .replace(/^[^:]*:\s*/, '')
          .replace(/[\u2605\u2606\u2b50\s]+/g, ' ')
          .replace(/^\s*[\d.]+\s*(?:\/\s*\d+|out of \d+)(?:\s*stars?)?\W*/i, '')
          .trim();
        if (countWords(rest) >= 4) keep = TERMINAL.test(rest) ? rest : `${rest}.`;
      } else {
        if (isHeading) headings++;
        const titled = i === first && TITLE_LABEL.test(plain);
        const shortBare =
          i === first &&
          i < last &&
          lines[i + 1] === '' &&
          countWords(plain) <= 12 &&
          !TERMINAL.test(plain);
        if (
          i === first &&
          (titled || isHeading || (wholeLineBold && !plain.endsWith(':')) || shortBare)
        ) {
          f[2] = 1;
          const title = plain.replace(TITLE_LABEL, '').replace(/^["']|["']$/g, '');
          if (title !== '') keep = /[.!?]$/.test(title) ? title : `${title}.`;
          breakAfter = true;
        } else if (LABEL_LINE.test(plain) && countWords(plain) <= 5) {
          labels++;
          breakAfter = true;
        } else if (isBullet) {
          bullets++;
          keep = TERMINAL.test(plain) ? plain : `${plain}.`;
        } else keep = plain;
      }
    }
    if (keep !== null) paragraph = paragraph === '' ? keep : `${paragraph} ${keep}`;
    if (breakAfter && paragraph !== '') {
      out.push(paragraph);
      paragraph = '';
    }
  }
  if (paragraph !== '') out.push(paragraph);
  const paragraphs = out.length;
  f[3] = Math.log1p(ratings);
  f[4] = Math.log1p(bold);
  f[5] = Math.log1p(headings);
  f[6] = Math.log1p(bullets);
  f[7] = Math.log1p(labels);
  f[8] = Math.log1p(slots);
  // One paragraph is what a plain text has: 0.
  f[9] = Math.log(Math.max(paragraphs, 1));
  // Nothing read: the text is scored exactly as written.
  if (f.every((v) => v === 0)) return { prose: text, features: PLAIN, chatMarkdown };
  return { prose: out.join('\n\n'), features: f, chatMarkdown };
}
