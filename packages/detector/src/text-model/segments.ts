// Long texts are scored as segments of review length (docs/decisions/135). The n-gram heads sum
// evidence over a text and the training texts are mostly under 600 characters, so a 2,000-character
// chat answer read whole was an input unlike any the model learned from; read as segments, every
// part is judged at the length the model knows and the text's score is their mean.

/** Texts (after the chat scaffolding is removed) up to this many characters are one segment. */
export const SEGMENT_CHARS = 600;

/** Sentence ends: terminal punctuation (and closing quotes or brackets) followed by whitespace. */
function isBoundary(text: string, i: number): boolean {
  const c = text.charCodeAt(i);
  if (c === 10) return true;
  if (c !== 32 && c !== 9) return false;
  let j = i - 1;
  while (j >= 0) {
    const p = text.charCodeAt(j);
    if (p === 34 || p === 39 || p === 41 || p === 93) j--;
    else return p === 46 || p === 33 || p === 63;
  }
  return false;
}

/**
 * Splits a text into segments of at most maxChars characters of about equal length, cut at sentence
 * ends where there are any (else at a space, else anywhere). A text of maxChars or fewer characters
 * is one segment. Segments are trimmed; none is empty.
 */
export function segmentText(text: string, maxChars: number = SEGMENT_CHARS): string[] {
  const len = text.length;
  if (len <= maxChars) return [text];
  const count = Math.ceil(len / maxChars);
  const target = Math.ceil(len / count);
  const out: string[] = [];
  let start = 0;
  while (len - start > maxChars) {
    const ideal = start + target;
    const hardEnd = Math.min(start + maxChars, len - 1);
    const earliest = start + Math.floor(target / 2);
    // The sentence end nearest the ideal cut, looking outward from it (sentences are short, so this
    // stops after a few dozen characters); else the nearest space; else a hard cut.
    let cut = -1;
    let space = -1;
    for (let d = 0; cut < 0 && (ideal - d >= earliest || ideal + d <= hardEnd); d++) {
      // Below the ideal first, so that of two equally near ends the earlier one wins.
      for (let side = 0; side < (d === 0 ? 1 : 2); side++) {
        const i = side === 0 ? ideal - d : ideal + d;
        if (i < earliest || i > hardEnd) continue;
        if (isBoundary(text, i)) {
          cut = i;
          break;
        }
        if (space < 0 && text.charCodeAt(i) === 32) space = i;
      }
    }
    if (cut < 0) cut = space >= 0 ? space : start + maxChars;
    const piece = text.slice(start, cut).trim();
    if (piece !== '') out.push(piece);
    start = cut;
  }
  const rest = text.slice(start).trim();
  if (rest !== '') out.push(rest);
  return out.length > 0 ? out : [text];
}
