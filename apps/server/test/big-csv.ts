// A deterministic review CSV of any size (distinct texts, ratings and dates, no randomness), for tests that need
// an analysis that takes a while.
const WORDS = (
  'kettle boils water quickly handle stays cool happy stopped working weeks lid leaks value price cable ' +
  'switch broke customer service emails quiet counter cleans smells plastic returned steel instead great'
).split(' ');

export function bigCsv(count: number): string {
  const lines = ['product_id,review_text,rating,review_date'];
  for (let i = 0; i < count; i += 1) {
    const words: string[] = [];
    for (let w = 0; w < 14; w += 1)
      words.push(WORDS[(i * 7 + w * 13 + (i >> (w % 5))) % WORDS.length]!);
    const day = String((i % 28) + 1).padStart(2, '0');
    lines.push(`P1,"${words.join(' ')} review ${i}",${(i % 5) + 1},2025-03-${day}`);
  }
  return `${lines.join('\n')}\n`;
}
