// Star ratings as scrapers write them: `4`, `4.5`, `4,5`, `5.0 out of 5 stars`, `4/5`, `8/10`, `80%`,
// `★★★★☆`, `3½`, `Five stars`, `bubble_40`. A value that names its own scale is normalised at once; a bare
// number keeps its raw value and the column's scale is decided later from the column's maximum
// (see decideRatingScale).

export interface RawRating {
  value: number;
  /** The scale the value itself states (5 for "out of 5", 10 for "8/10"); null for a bare number. */
  scale: number | null;
}

const FULL_STARS = /[★⭐✭✮]/gu;
const EMPTY_STARS = /[☆✩✰]/gu;
// Star words and "of" words of the shops' languages: Amazon writes "4,0 van 5 sterren" (nl), "4,0 av 5 stjärnor"
// (sv), "4,0 na 5 gwiazdek" (pl), "4.0 من 5 نجوم" (ar), "4.0 颗星，最多 5 颗星" (zh); "5星" (ja, zh), "4점" (ko),
// "4 sao" (vi), "4 csillag" (hu), "4 hvězdičky" (cs).
const STAR_WORD =
  'stars?|étoiles?|estrellas?|estrelas?|sternen?|stelle|sterren|stjärnor|stjerner|gwiazd\\p{L}*|yıldız|bintang|зв[её]зд\\p{L}*|颗星|星|점|sao|csillag\\p{L}*|hvězd\\p{L}*';
// Neither number may be part of a date ("4/5/2024", "1/10/24"): a date in a rating column is read by dated-rating.
const OUT_OF = new RegExp(
  `(?<![\\d.]|\\d[-/.])(\\d+(?:\\.\\d+)?)\\s*(?:(?:${STAR_WORD})\\s*)?(?:out of|of|de|von|sur|su|dari|van|av|af|na|z|из|من|[，,]\\s*最多|\\/)\\s*(\\d+(?:\\.\\d+)?)(?!\\d|[-/.]\\d)`,
  'u',
);
/** The scale first: "5つ星のうち4.0" (ja), "5 yıldız üzerinden 4,0" (tr), "5 में से 4.0" (hi). */
const SCALE_FIRST =
  /(?<![\d.])(\d+(?:\.\d+)?)\s*(?:つ星のうち|yıldız üzerinden|में से)\s*(\d+(?:\.\d+)?)/u;
const PERCENT = /^(\d+(?:\.\d+)?)\s*%$/u;
// A label naming the number a rating ("Rated 4", Booking.com's "Scored 8.0", "Review score: 8.0", "Stars: 4") says
// nothing of its scale: the number is read as a bare one, on the column's scale. A word before the label says whose
// rating it is, and the column's name already says it is the review's.
const BARE = new RegExp(
  `^(?:(?:\\p{L}+ )?(?:rated|rating|scored|score|note|stars?))?[:\\s]*(\\d+(?:\\.\\d+)?)\\s*(?:½\\s*)?(?:${STAR_WORD}|star rating|sterne|\\*+)?$`,
  'u',
);

// A travel site's verdict word beside its score, before or after it: Agoda's "8.8 Excellent", Booking.com's
// "Scored 9.2 Superb", Hotels.com's "Exceptional 10", "7,8 Sehr gut". One or two words on a side, letters only: the
// words name the score, never its scale, so the number is read as a bare one. Read before number words become
// digits, so "one of the best" stays no rating.
const BESIDE_VERDICT = /^(?:\p{L}+(?: \p{L}+)?[:\s]+)?(\d+(?:\.\d+)?)(?:\s+\p{L}+(?: \p{L}+)?)?$/u;

const NUMBER_WORDS = [
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
];
const NUMBER_WORD = new RegExp(`\\b(?:${NUMBER_WORDS.join('|')})\\b`, 'gu');

/**
 * Class names of drawn stars, which scrapers copy when a page shows no number: TripAdvisor's `bubble_40` (tens
 * of a star), Amazon's `a-star-4-5`, `star-rating-5`.
 */
const BUBBLE_CLASS = /\bbubble_(\d{2})\b/u;
const STAR_CLASS = /\b(?:star|stars|rating)[-_](\d)(?:[-_](5))?\b/u;

const PLAIN = /^\s*(\d{1,3}(?:\.\d+)?)\s*$/u;

export function parseRating(raw: string): RawRating | undefined {
  const plain = PLAIN.exec(raw);
  if (plain) {
    const value = Number(plain[1]);
    return value <= 100 ? { value, scale: null } : undefined;
  }
  // No-break spaces (from &nbsp; in scraped labels: "4.0&nbsp;out&nbsp;of&nbsp;5") are spaces here.
  const s = raw
    .replace(/[\u00a0\u2009\u202f]/gu, ' ')
    .trim()
    .toLowerCase();
  if (s === '') return undefined;

  const full = s.match(FULL_STARS)?.length ?? 0;
  const empty = s.match(EMPTY_STARS)?.length ?? 0;
  // Glyphs are counted only when they are the whole rating ("★★★★☆"). Beside a number ("4.5★", "★ 4",
  // Flipkart's "4★") the glyph is the unit and the number is the rating.
  if (full + empty > 0 && /\d/u.test(s)) {
    return parseRating(
      s
        .replace(FULL_STARS, ' ')
        .replace(EMPTY_STARS, ' ')
        .replace(/[()[\]]/gu, ' '),
    );
  }
  if (full + empty > 0) {
    const half = s.includes('½') ? 1 : 0;
    const total = full + empty + half;
    return { value: full + half / 2, scale: empty > 0 || half > 0 ? Math.max(total, 5) : null };
  }

  // Decimal commas (`4,5 von 5`): a rating never needs a thousands separator. Numbers in words ("Five stars",
  // Google Business Profile's `starRating` FOUR) are read as their digits.
  const digits = s.replace(/(\d),(\d)/gu, '$1.$2');
  const t = digits.replace(NUMBER_WORD, (w) => String(NUMBER_WORDS.indexOf(w) + 1));
  const outOf = OUT_OF.exec(t);
  const scaleFirst = outOf ? null : SCALE_FIRST.exec(t);
  if (outOf || scaleFirst) {
    const value = Number(outOf ? outOf[1] : scaleFirst![2]);
    const scale = Number(outOf ? outOf[2] : scaleFirst![1]);
    if (scale >= 1 && scale <= 100 && value >= 0 && value <= scale) return { value, scale };
    return undefined;
  }
  const bubble = BUBBLE_CLASS.exec(t);
  const star = bubble ? null : STAR_CLASS.exec(t);
  if (bubble || star) {
    const value = bubble ? Number(bubble[1]) / 10 : Number(star![1]) + (star![2] ? 0.5 : 0);
    return value <= 5 ? { value, scale: 5 } : undefined;
  }
  const percent = PERCENT.exec(t);
  if (percent) {
    const value = Number(percent[1]);
    return value <= 100 ? { value, scale: 100 } : undefined;
  }
  const bare = BARE.exec(t);
  if (bare) {
    const value = Number(bare[1]) + (t.includes('½') ? 0.5 : 0);
    return value >= 0 && value <= 100 ? { value, scale: null } : undefined;
  }
  const verdict = BESIDE_VERDICT.exec(digits);
  if (verdict) {
    const value = Number(verdict[1]);
    return value <= 100 ? { value, scale: null } : undefined;
  }
  return undefined;
}

/** "Rating (1-10)", "Score out of 10", "Note /20", "Stars (max 5)": the scale a header states at its end. */
const SCALE_IN_HEADER =
  /(?:out of|of|\/|sur|von|su|max\.?|over|[-–])\s*(\d{1,3})\s*(?:[)\]]\s*)?$/u;

/** "10-point score", "Score (10-point scale)", "5-star rating": the scale named before its unit. */
const POINTS_IN_HEADER = /(?<![\d.])(\d{1,3})[\s-]*(?:point|pt|star)s?(?![a-z])/u;

export function scaleInHeader(header: string): number | null {
  // Underscores join words as spaces do ("score_out_of_10").
  const h = header.trim().toLowerCase().replace(/_/gu, ' ');
  if (/\(\s*%\s*\)|%$/u.test(h)) return 100;
  const m = SCALE_IN_HEADER.exec(h) ?? POINTS_IN_HEADER.exec(h);
  const n = m ? Number(m[1]) : NaN;
  return n >= 2 && n <= 100 ? n : null;
}

// One run of spaces on each side of the dash, each stopped by what follows it, so no two runs can share spaces.
const RANGE_IN_HEADER = /(?<![\d.])(\d{1,3})\s*[-–]\s*\d{1,3}\s*(?:[)\]]\s*)?$/u;

/** "Rating (1-10)", "Score (0–10)": where the range a header states starts (its worst rating); else null. */
export function worstInHeader(header: string): number | null {
  if (scaleInHeader(header) === null) return null;
  const m = RANGE_IN_HEADER.exec(header.trim());
  return m ? Number(m[1]) : null;
}

/** A column's scale: the one its header states ("Score (out of 10)") unless its values go above it. */
export function columnRatingScale(stated: number | null, maxBareValue: number): number {
  return stated !== null && maxBareValue <= stated ? stated : decideRatingScale(maxBareValue);
}

/** The scale of a column of bare numbers, decided by its largest value: 5, 10 or 100. */
export function decideRatingScale(maxBareValue: number): 5 | 10 | 100 {
  if (maxBareValue <= 5) return 5;
  if (maxBareValue <= 10) return 10;
  return 100;
}
