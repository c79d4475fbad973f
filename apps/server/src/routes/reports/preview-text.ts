// A product name in a link preview is the uploader's or a shop's and can be any length; previews show about a
// line. Cut on whole characters as people see them (grapheme clusters: never half an emoji or a surrogate pair),
// before the text is escaped, so an entity is never cut either.

const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' });

/** `text` whole when it has at most `max` characters, else its first ones with an ellipsis (`max` in all). */
export function previewText(text: string, max: number): string {
  let kept = '';
  let count = 0;
  for (const { segment } of graphemes.segment(text)) {
    if (count === max - 1) {
      // One more character would still fit only if it is the last one.
      return text.length === kept.length + segment.length ? text : `${kept.trimEnd()}…`;
    }
    kept += segment;
    count += 1;
  }
  return text;
}
