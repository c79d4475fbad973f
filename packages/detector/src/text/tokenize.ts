// One tokenizer for every rule-based signal (language, sentiment, incentives, duplicates), so they agree
// on what a word is. The text model has its own folding and features.
const WORD = /[\p{L}\p{N}]+(?:['’][\p{L}]+)*/gu;

/** Lower-cased word tokens; apostrophes inside words are kept and normalised to '. */
export function words(text: string): string[] {
  const found = text.toLowerCase().match(WORD);
  if (!found) return [];
  for (let i = 0; i < found.length; i++) {
    const w = found[i] as string;
    if (w.includes('’')) found[i] = w.replace(/’/g, "'");
  }
  return found;
}
