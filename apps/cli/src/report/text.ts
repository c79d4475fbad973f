// Small text helpers for the report: numbers as people read them, and one-line truncation.

export function truncate(text: string, max: number): string {
  const line = text.replace(/\s+/gu, ' ').trim();
  if (line.length <= max) return line;
  const cut = line.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space >= max * 0.5 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/**
 * A percentage as the answer gives it (at most two decimals): fewer decimals could round a share onto a
 * verdict band it is not in (24.96 % shown as "25.0 %" beside 'Genuine').
 */
export function percent(value: number): string {
  return `${Math.round(value * 100) / 100} %`;
}

export function count(value: number): string {
  return value.toLocaleString('en-US');
}

export function plural(n: number, one: string, many = `${one}s`): string {
  return `${count(n)} ${n === 1 ? one : many}`;
}

/** A star rating as the answer gives it (at most two decimals, like the web page): 4.96 is not "5.0 ★". */
export function stars(rating: number | null): string {
  return rating === null ? 'n/a' : `${Math.round(rating * 100) / 100} ★`;
}

export function padEnd(text: string, width: number): string {
  return text.length >= width ? text : text + ' '.repeat(width - text.length);
}

export function padStart(text: string, width: number): string {
  return text.length >= width ? text : ' '.repeat(width - text.length) + text;
}
