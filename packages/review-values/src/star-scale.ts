// A rating on its own scale as stars on the 0–5 scale: one rule for the importer (a column's or a value's scale)
// and the scraper (a page's bestRating), so one review reads the same from a CSV export and from its shop page.
// The value's share of the scale's best, not a map of the scale's stated worst onto 1 star: a CSV export states no
// worst, and the page that states one most often, Magento 2's, writes worstRating 1 beside bestRating 100 for
// ratings that are the width of the stars drawn (20% for 1 star), which a map from the worst end would read as
// 1.77 stars. docs/decisions/180 and 184 (measured against that map).

/**
 * A 0 on a 5-star scale is "not rated": every shop's stars start at 1 (the importer's off-scale-ratings.ts says why). On a
 * 10- or 100-point scale a 0 is a score.
 */
export function isZeroStars(value: number, scale: number): boolean {
  return value === 0 && scale === 5;
}

/** `value` on a scale whose best is `scale`, as stars on the 0–5 scale rounded to 2 decimals. */
export function toFiveScale(value: number, scale: number): number {
  const v = (value / scale) * 5;
  return Math.min(5, Math.max(0, Math.round(v * 100) / 100));
}
