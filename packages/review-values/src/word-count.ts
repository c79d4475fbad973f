/**
 * The number of words in a text: runs of characters above U+0020, so only the space and the control characters
 * below it separate words. A cheap count for decisions by length (a column of prose, a scaffolding line), where
 * the rarer Unicode spaces need not split.
 */
export function countWords(text: string): number {
  let n = 0;
  let inWord = false;
  for (let i = 0; i < text.length; i++) {
    const space = text.charCodeAt(i) <= 0x20;
    if (!space && !inWord) n++;
    inWord = !space;
  }
  return n;
}
