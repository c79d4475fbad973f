// The scaffolding chat models put around a review — a lead-in ("Sure! Here's a review of …:"), a title
// line, a star-rating line, markdown bold and headings, bullet lists, "Pros:"/"Cons:" labels, template
// slots ("[Product Name]"), a closing offer ("Let me know if …") and paragraphs — read line by line.
// The model scores the prose that is left (so that formatting never hides the wording from the
// n-gram and style features) and weighs the scaffolding as evidence of its own (docs/decisions/135).

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
}

/** Characters that can start any scaffolding this parser reads; a text without them is plain. */
const MAYBE_STRUCTURED =
  /[\n*#[\u2605\u2606\u2b50]|^\s*(?:sure|certainly|absolutely|of course|okay|here)\b/i;

// A lead-in line: an assistant's answer opening, either an interjection that goes on to introduce a
// review ("Sure! Here's a review of …", "Certainly, below is …:") or "Here is a/an/my/your … review …".
const LEAD_IN = new RegExp(
  '^(?:(?:sure|certainly|absolutely|of course)\\b[^\\n]{0,3}[!,.:]\\s*' +
    "(?:here(?:'s|\u2019s| is| are)|below is|i(?:'ve|\u2019ve| have) written)\\b" +
    '(?:[^\\n]*\\breview\\b[^\\n]*|[^\\n]*:)' +
    "|here(?:'s|\u2019s| is| are) (?:a|an|my|your|the requested)\\b[^\\n]{0,80}\\breview\\b[^\\n]*[:.!]" +
    "|i(?:'d|\u2019d| would) be (?:happy|glad) to\\b[^\\n]*)\\s*$",
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
const BOLD = /\*\*([^*\n]*[a-z][^*\n]*)\*\*|__([^_\n]*[a-z][^_\n]*)__/g;
const TEMPLATE_SLOT =
  /\[(?:your |the )?(?:product|brand|item|company|store|model|name|app|software|service|location|city|date)[^\]\n]{0,30}\]/i;
// A short label line: "Pros:", "**Cons:**", "What I liked:", "Final thoughts:".
const LABEL_LINE = /^[A-Za-z][A-Za-z' /&-]{0,40}:$/;
const TERMINAL = /[.!?:;)"']$/;

/** One line without markdown markers: bold/italic asterisks, heading hashes, bullet marks. */
function unmark(line: string): string {
  return line
    .replace(HEADING, '')
    .replace(BULLET, '')
    .replace(/\*{2,}|_{2,}/g, '')
    .replace(/^\*|\*$/g, '')
    .trim();
}

function wordCount(s: string): number {
  const m = s.match(/\S+/g);
  return m ? m.length : 0;
}

const PLAIN = new Float64Array(STRUCTURE_DIM);

/** True when the text cannot carry any scaffolding this parser reads (the common case, one test). */
export function isPlainText(text: string): boolean {
  return !MAYBE_STRUCTURED.test(text);
}

/**
 * Reads a raw review text (before folding). Plain texts (no newline, asterisk, hash, bracket or star,
 * and no lead-in word at the start) come back unchanged with all-zero features, without allocation.
 */
export function readChatStructure(text: string): ChatStructure {
  if (isPlainText(text)) return { prose: text, features: PLAIN };
  const f = new Float64Array(STRUCTURE_DIM);
  const lines = text.split(/\r?\n|\r/);
  let first = lines.findIndex((l) => l.trim() !== '');
  if (first < 0) return { prose: text, features: PLAIN };
  let last = lines.length - 1;
  while (last > first && lines[last]!.trim() === '') last--;

  const inline = INLINE_LEAD_IN.exec(lines[first]!.trim());
  if (inline) {
    f[0] = 1;
    lines[first] = lines[first]!.trim().slice(inline[0].length);
  }
  const firstPlain = unmark(lines[first]!);
  if (!inline && LEAD_IN.test(firstPlain) && last > first) {
    f[0] = 1;
    first++;
    while (first < last && lines[first]!.trim() === '') first++;
  }
  if (last > first && CLOSING_OFFER.test(unmark(lines[last]!))) {
    f[1] = 1;
    last--;
    while (last > first && lines[last]!.trim() === '') last--;
  }

  const out: string[] = [];
  let paragraph: string[] = [];
  let paragraphs = 0;
  const endParagraph = (): void => {
    if (paragraph.length === 0) return;
    out.push(paragraph.join(' '));
    paragraphs++;
    paragraph = [];
  };
  let bold = 0;
  let slots = 0;
  let ratings = 0;
  let headings = 0;
  let labels = 0;
  let bullets = 0;
  for (let i = first; i <= last; i++) {
    const raw = lines[i]!.trim();
    if (raw === '') {
      endParagraph();
      continue;
    }
    if (/^(?:-{3,}|\*{3,}|_{3,})$/.test(raw)) {
      endParagraph();
      continue;
    }
    bold += (raw.match(BOLD) ?? []).length;
    if (TEMPLATE_SLOT.test(raw)) slots++;
    const isHeading = HEADING.test(raw);
    const isBullet = !isHeading && BULLET.test(raw) && !/^\*\*/.test(raw);
    const plain = unmark(raw);
    if (plain === '') continue;
    if (STARS.test(plain) || RATING_LINE.test(plain)) {
      ratings++;
      // A rating line may carry a sentence after the stars; keep the words, not the stars.
      const rest = plain
        .replace(/^[^:]*:\s*/, '')
        .replace(/[\u2605\u2606\u2b50\s]+/g, ' ')
        .replace(/^\s*[\d.]+\s*(?:\/\s*\d+|out of \d+)(?:\s*stars?)?\W*/i, '')
        .trim();
      if (wordCount(rest) >= 4) paragraph.push(TERMINAL.test(rest) ? rest : `${rest}.`);
      continue;
    }
    if (isHeading) headings++;
    const wholeLineBold = /^\*\*[^*]+\*\*:?$/.test(raw) || /^__[^_]+__:?$/.test(raw);
    if (i === first) {
      const titled = TITLE_LABEL.test(plain);
      const nextBlank = i < last && lines[i + 1]!.trim() === '';
      const shortBare = wordCount(plain) <= 12 && !TERMINAL.test(plain) && nextBlank;
      if (titled || isHeading || (wholeLineBold && !plain.endsWith(':')) || shortBare) {
        f[2] = 1;
        const title = plain.replace(TITLE_LABEL, '').replace(/^["']|["']$/g, '');
        if (title !== '') {
          paragraph.push(/[.!?]$/.test(title) ? title : `${title}.`);
          endParagraph();
        }
        continue;
      }
    }
    if (LABEL_LINE.test(plain) && wordCount(plain) <= 5) {
      labels++;
      endParagraph();
      continue;
    }
    if (isBullet) {
      bullets++;
      paragraph.push(TERMINAL.test(plain) ? plain : `${plain}.`);
      continue;
    }
    paragraph.push(raw === plain ? raw : plain);
  }
  endParagraph();
  f[3] = Math.log1p(ratings);
  f[4] = Math.log1p(bold);
  f[5] = Math.log1p(headings);
  f[6] = Math.log1p(bullets);
  f[7] = Math.log1p(labels);
  f[8] = Math.log1p(slots);
  // One paragraph is what a plain text has: 0.
  f[9] = Math.log(Math.max(paragraphs, 1));
  return { prose: out.join('\n\n'), features: f };
}
