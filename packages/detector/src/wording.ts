// Numbers in sentences a shopper reads: "1 review is", "3 reviews are", thousands separated. One home so that
// every alert and reason agrees in number with its figure.

/** "1 review", "1,204 reviews". */
export function countOf(n: number, singular: string, plural = `${singular}s`): string {
  return `${n.toLocaleString('en-US')} ${n === 1 ? singular : plural}`;
}

/** The verb form that agrees with a count: `agree(n, 'is', 'are')`. */
export function agree<T extends string>(n: number, one: T, many: T): T {
  return n === 1 ? one : many;
}

/** "a, b and c". */
export function joinWords(words: readonly string[]): string {
  return words.length <= 1
    ? (words[0] ?? '')
    : `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}`;
}
