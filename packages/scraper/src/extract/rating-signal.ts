// Recognises a star rating that one element states by itself, the ways shops write it: an attribute
// (`data-rating="4"`, `data-score`, itemprop="ratingValue"), an accessible label or image alt ("4.0 out of 5
// stars", "Rated 4 out of 5", "4,0 von 5 Sternen", "5 de 5 estrellas", "4/5"), its own short text, a class
// carrying the value (`a-star-4`, `rating-45`), star glyphs ("★★★★☆") or a row of star icons marked full, half
// or empty. Only the element's own attributes, short text and direct children are looked at: constant work per
// element, so a page is scanned in linear time.
import type { Element } from 'domhandler';
import { COUNT_WORDS } from './count-words';
import { isObject, safeJson } from './json-tree';
import { toNumber } from './values';
import { FILL_WIDTH, GLYPHS_ONLY, NOT_STARS_CLASS, num, scaled } from './star-scale';
import { STAR_ICON, fileName, iconsDrawnBy, imageOf, ratingFromIcons } from './star-icons';
import { hintsOf } from './field-hints';
import { ratingFromGauge, ratingFromRadios, ratingFromValueAttribute } from './star-controls';

// jQuery star plugins name theirs after the plugin: RateIt's `data-rateit-value`.
const RATING_ATTRIBUTE =
  /^(?:data-)?(?:[\w-]*[-_])?(?:rating|score|stars?|rate(?:it)?|grade|note)(?:[-_](?:value|score))?$/i;
const SCALE_ATTRIBUTE =
  /^(?:data-)?(?:[\w-]*[-_])?(?:max|best|scale|out-of|bestrating)(?:[-_]?rating)?$/i;

const STAR_WORD =
  '(?:stars?|étoiles?|sterne?n?|estrellas?|estrelas?|stelle|sterren|stjärn\\w*|stjern\\w*|gwiazd\\w*|звезд\\w*|yıldız|bintang|星)';
// "4.0 out of 5", "4 von 5", "4,5 sur 5", "5 de 5", "4 su 5", "4 van (de) 5", "4 (ut) av 5", "4 (ud) af 5", "4 z 5",
// "4 из 5", "4/5"; never two numbers of a date ("03/05/24", "4/5/2024", "2024/04/05"), which has a third.
const OUT_OF =
  /(?<![\d.,]|\d[/.-])(\d{1,3}(?:[.,]\d{1,2})?)\s*(?:out\s+of|of|von|sur|de|su|van(?:\s+de)?|(?:ut\s+)?av|(?:ud\s+)?af|z|из|\/)\s*(\d{1,3})(?!\d|[/.-]\d)/i;
const SCALE_FIRST =
  /(\d{1,2})\s*(?:つ星のうち|yıldız üzerinden|점 만점에|星中)\s*(\d(?:[.,]\d{1,2})?)/;
const N_STARS = new RegExp(`(?:^|[^\\d.,])(\\d(?:[.,]\\d{1,2})?)\\s*(?:-\\s*)?${STAR_WORD}`, 'i');
// The star word before its number, the whole label ("bintang 5": Indonesian and Malay put the number after).
const STARS_N = new RegExp(`^${STAR_WORD}:?\\s*(\\d(?:[.,]\\d{1,2})?)$`, 'i');
const RATED =
  /\b(?:rated|rating|note|bewertung|valoración|valutazione|nota|score)\s*(?::\s*)?(\d(?:[.,]\d{1,2})?)(?!\s*[\d%])/i;

// Fractions that count people or pages, not stars ("3 of 5 people found this helpful", "Page 1 of 5").
const NOT_A_RATING =
  /people|person|found|helpful|hilfreich|utile|útil|nuttig|personnes|personen|personas|persone|page|seite|página|pagina|showing|results|step|schritt|étape|paso/i;

// "4 ★", "4.5★"
const GLYPH_AFTER = /(?:^|[^\d.,])(\d(?:[.,]\d{1,2})?)\s*[★⭐]/u;

const FULL_GLYPHS = /[★⭐✭✮]/gu;

/**
 * A rating attribute holding a small object with the value and its scale: SAP Commerce draws its stars from
 * `data-rating='{"rating":4,"total":5}'`.
 */
function ratingFromJsonAttribute(value: string): number | null {
  if (value.length > 200 || !/^\s*\{/.test(value)) return null;
  const json = safeJson(value);
  if (!isObject(json)) return null;
  const find = (keys: string[]) =>
    keys.map((k) => toNumber(json[k] ?? null)).find((n) => n !== null);
  const rating = find(['rating', 'value', 'score', 'ratingValue']);
  const scale = find(['total', 'max', 'best', 'bestRating', 'scale', 'outOf']);
  return rating === undefined ? null : scaled(rating, scale ?? 5);
}

// A CSS custom property named for the stars, set on the widget for its stylesheet to colour them: SAP Commerce's
// Spartacus binds `style="--star-fill: 4"` on its star rating and draws five icons alike.
const RATING_PROPERTY =
  /(?:^|;)\s*--(?![\w-]*(?:size|gap|spacing|width|height|count|index|opacity))[\w-]*(?:star|rating|rated|score)[\w-]*\s*:\s*(\d{1,3}(?:\.\d+)?)(%?)\s*(?:;|$)/i;

/** The rating a star widget's custom property holds: stars on the 0–5 scale, or a percentage of them. */
function ratingFromCustomProperty(style: string | undefined): number | null {
  const m = style ? RATING_PROPERTY.exec(style) : null;
  if (!m) return null;
  const value = Number(m[1]);
  return m[2] ? scaled(value / 20, 5) : scaled(value, 5);
}

/** A rating stated in words or numbers ("4.0 out of 5 stars"), on the 0–5 scale; null for anything else. */
export function ratingFromPhrase(text: string): number | null {
  if (!text || text.length > 160) return null;
  const t = text.replace(/\u00a0/g, ' ');
  if (NOT_A_RATING.test(t)) return null;
  let m = SCALE_FIRST.exec(t);
  if (m) return scaled(num(m[2]!), num(m[1]!));
  m = OUT_OF.exec(t);
  if (m) {
    const scale = num(m[2]!);
    // A fraction that is not a star scale ("3/4 of the way", "24/7") is not a rating.
    if (scale === 5 || scale === 10 || (scale === 100 && /%|points|punkte/i.test(t) === false))
      return scaled(num(m[1]!), scale);
    return null;
  }
  m = GLYPH_AFTER.exec(t);
  if (m) return scaled(num(m[1]!), 5);
  m = N_STARS.exec(t) ?? STARS_N.exec(t.trim());
  if (m) return scaled(num(m[1]!), 5);
  m = RATED.exec(t);
  if (m) return scaled(num(m[1]!), 5);
  // An emoji star may carry its presentation selector ("⭐️").
  const glyphs = t.replace(/\ufe0f/g, '');
  if (GLYPHS_ONLY.test(glyphs)) {
    const full = (glyphs.match(FULL_GLYPHS) ?? []).length;
    const all = glyphs.replace(/\s/g, '').length;
    if (all === 5 || all === 10) return scaled(full, all);
    // Only the stars given, none drawn empty ("⭐⭐⭐⭐"): as many stars of five.
    if (full === all && all < 5) return scaled(full, 5);
  }
  return null;
}

// "Rated" and "Rating" as review widgets translate them ("Note : 4 sur 5 étoiles", "Bewertet mit 4 von 5",
// "Calificación de 4 de 5", "Beoordeeld met 4 van 5"): the label around the number, not a sentence.
const RATED_WORDS =
  '(?<!\\p{L})(?:note|noté|notée|bewertet|bewertung|valutazione|valutato|calificación|calificado|valoración|valorado|puntuación|beoordeeld|beoordeling|nota|avaliação|avaliado|betyg|ocena|oceniono|puan)(?!\\p{L})';

// The count a summary states beside its average ("… 23 opiniões") is part of the phrase too.
const RATING_WORDS = new RegExp(
  `${STAR_WORD}|\\b(?:rated|rating|ratings|reviews?|out|of|von|sur|de|su|van|av|af|with|mit|avec|con|met|based|on|stars?)\\b|${RATED_WORDS}|(?<!\\p{L})(?:${COUNT_WORDS})(?!\\p{L})|つ星のうち`,
  'giu',
);

/** A text that says only the rating ("Rated 4 out of 5 stars", "Rating:"), not a sentence that mentions one. */
export function isMostlyRatingPhrase(text: string): boolean {
  return text.replace(RATING_WORDS, '').replace(/[^\p{L}]/gu, '').length <= 3;
}

const CLASS_VALUE =
  /(?:^|[\s_-])(?:a-)?(?:star|stars|rating|rated|score)[-_]?(?:rating[-_]?)?(\d)(?:[-_]?(\d))?(?=$|[\s_-])/i;

function ratingFromClass(cls: string): number | null {
  const m = CLASS_VALUE.exec(cls);
  if (!m) return null;
  const whole = Number(m[1]);
  const fraction = m[2] === undefined ? 0 : Number(m[2]);
  if (fraction !== 0 && fraction !== 5) return null;
  return scaled(whole + fraction / 10, 5);
}

/** The scale of an itemprop="ratingValue": its sibling itemprop="bestRating". */
function bestRatingBeside(element: Element): number | null {
  for (const sibling of element.parent?.children ?? []) {
    if (sibling.type !== 'tag') continue;
    const attribs = (sibling as Element).attribs;
    if (attribs.itemprop !== 'bestRating') continue;
    const value = Number((attribs.content ?? '').trim());
    return Number.isFinite(value) && value > 0 ? value : null;
  }
  return null;
}

/**
 * The rating an element states by itself, from its attributes, its short visible text (given by the caller, who
 * collects it once for the whole page) or its star icons; null when it states none.
 */
export function ratingSignal(element: Element, shortText: string | null): number | null {
  const attribs = element.attribs;
  let scale: number | null = null;
  for (const [name, value] of Object.entries(attribs))
    if (SCALE_ATTRIBUTE.test(name) && /^\s*\d{1,3}\s*$/.test(value)) scale = Number(value);
  for (const [name, value] of Object.entries(attribs)) {
    if (RATING_ATTRIBUTE.test(name) && /^\s*\d{1,3}(?:[.,]\d{1,2})?\s*$/.test(value)) {
      const rating = scaled(
        num(value.trim()),
        scale ?? (num(value) > 5 && num(value) <= 10 ? 10 : 5),
      );
      if (rating !== null) return rating;
    }
  }
  for (const [name, value] of Object.entries(attribs)) {
    const rating = RATING_ATTRIBUTE.test(name) ? ratingFromJsonAttribute(value) : null;
    if (rating !== null) return rating;
  }
  const checked = ratingFromRadios(element);
  if (checked !== null) return checked;
  const custom = ratingFromCustomProperty(attribs.style);
  if (custom !== null) return custom;
  const valued = ratingFromValueAttribute(element, shortText, scale);
  if (valued !== null) return valued;
  const gauge = ratingFromGauge(element);
  if (gauge !== null) return gauge;
  if (attribs.itemprop === 'ratingValue') {
    const value = attribs.content ?? shortText ?? '';
    if (/^\s*\d{1,3}(?:[.,]\d{1,2})?\s*$/.test(value))
      return scaled(num(value.trim()), scale ?? bestRatingBeside(element) ?? 5);
  }
  for (const name of ['aria-label', 'title', 'alt', 'data-label', 'data-tooltip']) {
    const value = attribs[name];
    if (value) {
      const rating = ratingFromPhrase(value);
      if (rating !== null) return rating;
    }
  }
  if (shortText && shortText.length <= 60 && isMostlyRatingPhrase(shortText)) {
    const rating = ratingFromPhrase(shortText);
    if (rating !== null) return rating;
  }
  if (attribs.class) {
    const rating = ratingFromClass(attribs.class);
    if (rating !== null) return rating;
  }
  // One image of the whole row, named for its rating: OpenCart 1.5's `stars-4.png`.
  if (element.name === 'img') {
    const rating = ratingFromClass(fileName(imageOf(element)).replace(/\.\w+$/, ''));
    if (rating !== null) return rating;
  }
  return (
    ratingFromIcons(element) ??
    ratingFromFillWidth(element, shortText) ??
    ratingFromDigitAndIcon(element, shortText)
  );
}

const STARS_CLASS = /star|rating/i;

/** The element is the fill layer of one star in a row of star icons: its width is that star's share. */
function isOneStarsFill(element: Element): boolean {
  const star = element.parent as Element | null;
  const row = star?.parent as Element | null;
  if (!star || !row || !('attribs' in row) || !STAR_ICON.test(star.attribs.class ?? ''))
    return false;
  const alike = row.children.filter(
    (c) => c.type === 'tag' && (c as Element).attribs.class === star.attribs.class,
  );
  return alike.length >= 3;
}

/**
 * The filled layer of a star widget drawn over an empty one, whose width is the rating ("width: 80%" = 4 of 5):
 * ASDA, Okendo, Bazaarvoice, Magento. Only an element without words of its own, inside star or rating markup
 * that is not a histogram bar. The markup says "stars" by the layer's or its parent's names (class, test id), or,
 * where a build left no names, by the star the layer itself draws (Rozetka's `<use href="#icon-stars-filled">`).
 */
function ratingFromFillWidth(element: Element, shortText: string | null): number | null {
  const m = FILL_WIDTH.exec(element.attribs.style ?? '');
  if (!m || (shortText !== null && /\p{L}/u.test(shortText)) || isOneStarsFill(element))
    return null;
  const parent = element.parent as Element | null;
  const names = `${hintsOf(element)} ${parent?.attribs ? hintsOf(parent) : ''} ${iconsDrawnBy(element)}`;
  if (!STARS_CLASS.test(names) || NOT_STARS_CLASS.test(names)) return null;
  const percent = Number(m[1]);
  return percent > 0 && percent <= 100 ? scaled(percent / 20, 5) : null;
}

/** "4" followed by a star image or icon, the badge some shops print ("4 ★" drawn as <img> or <svg>). */
function ratingFromDigitAndIcon(element: Element, shortText: string | null): number | null {
  if (!shortText || !/^\d(?:[.,]\d)?$/.test(shortText)) return null;
  const tags = element.children.filter((c) => c.type === 'tag') as Element[];
  const icons = tags.filter(isIcon);
  if (icons.length === 1)
    return /star|data:image\/svg/i.test(described(icons[0]!)) ? scaled(num(shortText), 5) : null;
  // A wrapper named a star around the icon (<span class="star-icon"><svg …></span>), holding no text.
  const wrapper = tags.length === 1 ? tags[0]! : null;
  const wrapsIcon =
    wrapper !== null &&
    /star/i.test(described(wrapper)) &&
    wrapper.children.some((c) => c.type === 'tag' && isIcon(c as Element)) &&
    wrapper.children.every((c) => c.type !== 'text' || !(c as { data: string }).data.trim());
  return wrapsIcon ? scaled(num(shortText), 5) : null;
}

const isIcon = (element: Element) => ['img', 'svg', 'i'].includes(element.name);
const described = (element: Element) =>
  `${element.attribs.class ?? ''} ${element.attribs.src ?? ''} ${element.attribs.alt ?? ''}`;
