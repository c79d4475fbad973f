// A row of star icons: which are full, half or empty, as their classes, the images they show or the shapes they draw
// tell (`star star_on`, `fa-star-half-o`, `star-empty.svg`, an SVG's paths or symbol, a Material Icons ligature), and
// how full each one is when it draws its own fill. Only the row's direct children (and a few levels of wrappers around
// one icon) are looked at: constant work per element.
import type { Element } from 'domhandler';
import { FILL_WIDTH, scaled } from './star-scale';

export const STAR_ICON = /star|rating-icon|icon-rating/i;
const EMPTY_ICON =
  /empty|\boff\b|[_-]off\b|outline|[_-]border\b|-o\b|\bfar\b|regular|inactive|uncheck(?:ed)?|blank|\bzero\b|grey|gray|disabled/i;
const HALF_ICON = /half/i;
const PERCENT_ICON =
  /(?:^|[\s_-])(100|75|50|25|0)(?:[_-](?:filled|fill|full|percent|pct))?(?=$|\s)/i;
// A marker that says an icon is full, beyond its being a star.
const FULL_MARK = /full|filled|\bfill\b|\bon\b|[_-]on\b|active|checked|selected|solid|\bfas\b/i;

const ICON_STACK = /(?:^|\s)fa-(?:stack|layers)(?:\s|$)/;
// Icon fonts that draw an icon from its name written as the element's text, a ligature: Material Icons' `star`,
// `star_half`, `star_border` (Angular Material's `<mat-icon>`).
const LIGATURE_ICON = /(?:^|\s)(?:material-(?:icons|symbols)|mat-ligature-font)/;

/** The icon name a ligature icon's text spells (short, one word). */
function ligatureOf(icon: Element): string {
  const text = icon.children
    .map((child) => (child.type === 'text' ? (child as { data: string }).data : ''))
    .join('')
    .trim();
  return /^[a-z_]{1,30}$/.test(text) ? text : '';
}

/**
 * An icon's class; for a Font Awesome stack (`fa-stack`, `fa-layers`: icons drawn over one another, OpenCart's
 * full star is a solid star over an outline one) the class of its fullest star.
 */
function iconClass(icon: Element): string {
  const cls = icon.attribs.class ?? '';
  // The font's own class names its style (`material-symbols-outlined`), not the star's fill.
  if (icon.name === 'mat-icon' || LIGATURE_ICON.test(cls))
    return `${cls.replace(/material-[\w-]+/g, '')} ${ligatureOf(icon)}`;
  // A star image whose class does not say it is one says it by its file name (`star-full.svg`, `star-empty.svg`).
  if (icon.name === 'img' && !STAR_ICON.test(cls)) return `${cls} ${fileName(imageOf(icon))}`;
  // An inline SVG whose class does not say it is a star says it by the symbol it uses (`<use href="#icon-star-full">`).
  if (icon.name === 'svg' && !STAR_ICON.test(cls)) return `${cls} ${symbolOf(icon)}`;
  if (!ICON_STACK.test(cls)) return STAR_ICON.test(cls) ? cls : wrappedIconClass(icon, cls);
  const stars = icon.children
    .filter((c): c is Element => c.type === 'tag')
    .map((c) => c.attribs.class ?? '')
    .filter((c) => STAR_ICON.test(c));
  return (
    stars.find((c) => !EMPTY_ICON.test(c) && !HALF_ICON.test(c)) ??
    stars.find((c) => HALF_ICON.test(c)) ??
    stars[0] ??
    cls
  );
}

/**
 * The classes down a chain of single-child wrappers around one star icon (Shopware's point: `product-review-point`
 * › `point-container` › `point-rating point-full` › `icon icon-star`; Cornerstone's `icon icon--ratingFull` ›
 * `<svg><use href="#icon-star">`), at most three levels: the markers of fullness sit on a wrapper, the star on the
 * icon.
 */
function wrappedIconClass(icon: Element, cls: string): string {
  let classes = cls;
  let at = icon;
  for (let level = 0; level < 3; level++) {
    const tags = at.children.filter((c): c is Element => c.type === 'tag');
    if (tags.length !== 1) return cls;
    at = tags[0]!;
    // The innermost icon may say it is a star by what it draws, not by its class (`<svg><use href="#icon-star">`).
    const own = `${at.attribs.class ?? ''} ${drawnName(at)}`;
    classes += ` ${own}`;
    if (STAR_ICON.test(own)) return classes;
  }
  return cls;
}

/**
 * A row of 3–10 star icons whose classes say which are full, half or empty. Where only the full ones carry a
 * marker ("star star_on", "star active"), the unmarked ones are the empty ones.
 */
export function ratingFromIcons(element: Element): number | null {
  let icons = 0;
  let half = 0;
  let empty = 0;
  let marked = 0;
  let plain = 0;
  // How full each icon is, when its class says it in percent ("pr-star-v4-100-filled", "star--50") or it draws
  // its own fill as a layer's width.
  let percent = 0;
  let withPercent = 0;
  const drawings: string[] = [];
  for (const child of element.children) {
    if (child.type !== 'tag') continue;
    const cls = iconClass(child as Element);
    if (!STAR_ICON.test(cls)) continue;
    icons++;
    if (icons > 10) return null;
    drawings.push(drawingOf(child as Element));
    const filled = PERCENT_ICON.exec(cls)?.[1] ?? fillLayerWidth(child as Element);
    if (filled !== null && filled !== undefined) {
      withPercent++;
      percent += Number(filled);
    }
    if (HALF_ICON.test(cls)) half++;
    else if (EMPTY_ICON.test(cls)) empty++;
    else if (FULL_MARK.test(cls)) marked++;
    else plain++;
  }
  if (icons < 3) return null;
  if (withPercent === icons) return scaled(percent / 100, icons === 10 ? 10 : 5);
  const scale = icons === 10 ? 10 : 5;
  if (plain === icons) {
    const byDrawing = fullByDrawing(drawings);
    if (byDrawing !== undefined) return byDrawing === null ? null : scaled(byDrawing, scale);
  }
  // Plain icons are full when the empty ones are marked, empty when the full ones are. A row nothing tells
  // apart counts only as five full stars.
  const full = empty > 0 || half > 0 ? marked + plain : marked > 0 ? marked : plain;
  if (empty === 0 && half === 0 && (marked === 0 || plain === 0) && icons !== 5) return null;
  return scaled(full + half * 0.5, scale);
}

export const fileName = (address: string) =>
  (address.split(/[?#]/)[0] ?? '').split('/').pop() ?? '';

/**
 * The image a star icon draws, '' for any other icon. A lazily loaded image keeps it in `data-src` while `src` holds
 * one placeholder for every star.
 */
export function imageOf(icon: Element): string {
  if (icon.name !== 'img') return '';
  const a = icon.attribs;
  return (a['data-src'] ?? a['data-lazy-src'] ?? a.src ?? '').trim();
}

/** The symbol an inline SVG draws by `<use>` (its direct child), '' for none. */
function symbolOf(svg: Element): string {
  for (const child of svg.children) {
    if (child.type !== 'tag' || (child as Element).name !== 'use') continue;
    const a = (child as Element).attribs;
    return a.href ?? a['xlink:href'] ?? '';
  }
  return '';
}

/** The name of what an icon draws: an inline SVG's symbol, an image's file name; '' for anything else. */
function drawnName(icon: Element): string {
  return icon.name === 'svg' ? symbolOf(icon) : fileName(imageOf(icon));
}

/** The names of what an element's own icons (its direct `<svg>` and `<img>` children) draw, as one string. */
export function iconsDrawnBy(element: Element): string {
  return element.children
    .filter((c): c is Element => c.type === 'tag')
    .map(drawnName)
    .filter(Boolean)
    .join(' ');
}

const MAX_DRAWING_NODES = 20;

/**
 * What a star icon draws: an image's address, or an inline SVG's symbol (`<use href>`) or its paths and fills; ''
 * for an icon drawn by its class alone.
 */
function drawingOf(icon: Element): string {
  if (icon.name !== 'svg') return imageOf(icon);
  const parts: string[] = [];
  const stack: Element[] = [icon];
  for (let seen = 0; stack.length > 0 && seen < MAX_DRAWING_NODES; seen++) {
    const at = stack.pop()!;
    const a = at.attribs;
    const href = a.href ?? a['xlink:href'];
    if (at.name === 'use' && href) parts.push(href);
    if (a.d) parts.push(a.d);
    if (a.fill) parts.push(`fill:${a.fill}`);
    for (const child of at.children) if (child.type === 'tag') stack.push(child as Element);
  }
  return parts.join(' ');
}

/**
 * Star icons alike in class that differ only by what they draw (Lazada's full and grey star images, the Shopify
 * sample app's full, half and outline SVG paths): how many are full; undefined when the drawings do not tell them
 * apart (one drawing, or an icon drawn by its class). Stars fill from the start and a rating has at least one: of
 * two drawings the first is the full one, unless only the other's name says it is empty, or says it is a half and
 * it ends the row once (a 4.5 draws no empty star); of three, a row of full
 * ones, one half star and empty ones, in that order, is a rating with a half. Anything else tells nothing we can
 * count: null.
 */
function fullByDrawing(drawings: readonly string[]): number | null | undefined {
  const kinds = [...new Set(drawings)];
  if (kinds.length < 2 || kinds.includes('')) return undefined;
  const count = (kind: string) => drawings.filter((drawing) => drawing === kind).length;
  if (kinds.length === 3) {
    const [full, half] = kinds as [string, string, string];
    const filled = count(full);
    const inOrder = drawings.every(
      (d, i) => d === (i < filled ? full : i === filled ? half : kinds[2]),
    );
    return inOrder ? filled + 0.5 : null;
  }
  if (kinds.length > 3) return null;
  const nameOf = (kind: string) => fileName(kind) || kind;
  // A row of full stars ending in one its drawing names half (4.5 draws no empty star): the half is last, once.
  const half = kinds.find((k) => HALF_ICON.test(nameOf(k)));
  if (half !== undefined && count(half) === 1 && drawings[drawings.length - 1] === half)
    return drawings.length - 1 + 0.5;
  const named = kinds.filter((k) => EMPTY_ICON.test(nameOf(k)));
  return count(named.length === 1 ? kinds.find((k) => k !== named[0])! : drawings[0]!);
}

/**
 * The width in percent of a layer one star icon draws its fill with (Trendyol's `star-w` holds an empty star and a
 * `full` layer at `width: 100%`, `0%` or a part), or null.
 */
function fillLayerWidth(icon: Element): string | null {
  for (const child of icon.children) {
    if (child.type !== 'tag') continue;
    const m = FILL_WIDTH.exec((child as Element).attribs.style ?? '');
    if (m && Number(m[1]) <= 100) return m[1]!;
  }
  return null;
}
