// Numbers and counted nouns in the page's words, one way everywhere: "1 review", "1,940 reviews".

export const formatCount = (value: number) => value.toLocaleString('en-US');

/** "1 review", "2 reviews"; `many` for irregular plurals ("copy" -> "copies"). */
export function counted(value: number, one: string, many = `${one}s`): string {
  return `${formatCount(value)} ${value === 1 ? one : many}`;
}

/** The verb after a count: "1 review looks", "3 reviews look". */
export const verbFor = (value: number, singular: string, plural: string) =>
  value === 1 ? singular : plural;
