// The label a shop page or an export puts before a writer's name: "By John D.", "Reviewed by Anna", "par Marie",
// "Bewertet von Anna", "Author: Anna K." (Sylius). One home for the scraper's bylines and the importer's reviewer
// column. "von" and "di" are also parts of names (von Trier, Di Stefano): they are a label only where the text is
// known to be a byline (a page's line naming the writer), never in a column of names.

const LABELS = String.raw`by|written by|posted by|reviewed by|review by|bewertet von|geschrieben von|verfasst von|rezension von|par|publié par|écrit par|por|escrito por|publicado por|scritto da|recensito da|door|geschreven door|av|przez|от|[-–—]?\s*(?:author|autor|auteur|autore)(?=\s*:)`;
const NAME_PARTICLES = String.raw`von|di`;

const IN_COLUMN = new RegExp(String.raw`^(?:${LABELS})\s*:?\s+`, 'iu');
const IN_BYLINE = new RegExp(String.raw`^(?:${LABELS}|${NAME_PARTICLES})\s*:?\s+`, 'iu');

export interface WriterPrefixOptions {
  /** The text is a page's byline, so "von" and "di" before the name are labels too. */
  byline?: boolean;
}

/** True when the text opens with a writer's label ("By Anna"). */
export function startsWithWriterPrefix(text: string, { byline = false }: WriterPrefixOptions = {}) {
  return (byline ? IN_BYLINE : IN_COLUMN).test(text);
}

/** The text without the label before a writer's name: "Reviewed by Anna" → "Anna". */
export function withoutWriterPrefix(
  text: string,
  { byline = false }: WriterPrefixOptions = {},
): string {
  return text.replace(byline ? IN_BYLINE : IN_COLUMN, '');
}
