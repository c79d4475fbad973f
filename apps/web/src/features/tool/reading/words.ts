// Numbers and counted nouns in the page's words, one way everywhere: "1 review", "1,940 reviews".

export const formatCount = (value: number) => value.toLocaleString('en-US');

/** "1 review", "2 reviews"; `many` for irregular plurals ("copy" -> "copies"). */
export function counted(value: number, one: string, many = `${one}s`): string {
  return `${formatCount(value)} ${value === 1 ? one : many}`;
}

/** The verb after a count: "1 review looks", "3 reviews look". */
export const verbFor = (value: number, singular: string, plural: string) =>
  value === 1 ? singular : plural;

/**
 * A part of a whole in whole percent, never rounded to none or all when it is neither: 1 of 250 is "<1%", not
 * "0%" beside its count of 1; 249 of 250 is ">99%", not "100%".
 */
export function partPercent(part: number, whole: number): string {
  if (whole <= 0 || part <= 0) return '0%';
  if (part >= whole) return '100%';
  const rounded = Math.round((100 * part) / whole);
  if (rounded < 1) return '<1%';
  if (rounded > 99) return '>99%';
  return `${rounded}%`;
}
