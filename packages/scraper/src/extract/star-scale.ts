// What the star readers (rating-signal.ts, star-icons.ts, star-controls.ts) share: a value on its scale brought to
// 0–5 stars, a number written with a decimal comma, star glyphs, a fill layer's width, and the classes of bars that
// are no stars.
import { normaliseRating } from './values';

export const GLYPHS_ONLY = /^[\s★☆⭐✩✭✮✰]+$/u;
/** Classes of a histogram's or a progress bar's parts: their widths and values are shares, not ratings. */
export const NOT_STARS_CLASS = /bar|histogram|progress|meter|distribution|breakdown/i;

// "width: 80%", and as a calculation (Rozetka's "width: calc(80%)").
export const FILL_WIDTH = /(?:^|;)\s*width\s*:\s*(?:calc\(\s*)?(\d{1,3}(?:\.\d+)?)%/i;

export function num(text: string): number {
  return Number(text.replace(',', '.'));
}

/** A value on its scale as stars (0–5), or null for none: beyond the scale, or under half a star. */
export function scaled(value: number, scale: number): number | null {
  if (!Number.isFinite(value) || !Number.isFinite(scale) || scale <= 0 || value > scale)
    return null;
  const rating = normaliseRating(value, scale);
  // Zero stars is not a review rating (eBay labels its "not helpful" button "0 out of 5 stars").
  return rating !== null && rating >= 0.5 ? rating : null;
}
