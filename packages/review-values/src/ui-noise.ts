// Page text that scrapers glue onto reviews: the expander's label ("READ MORE", "Read less", "Leer más",
// "Weiterlesen", "Baca Selengkapnya", …), "… more" after a cut, "The media could not be loaded." before a
// review whose video failed, and a site's verification badge before a review ("Verified Purchase", AirlineQuality's
// "✅ Trip Verified | " and "Not Verified | "). Removed only where it cannot be the writer's own words.
import {
  charReadings,
  mappedMatchingText,
  matchingText,
  visibleHeadEnd,
  visibleTailStart,
} from './matching-text';

/** Expander and review-widget labels in the shop languages, as the shops write them (sentence case). */
const UI_LABELS: readonly string[] = [
  // en
  'Read more',
  'Read less',
  'See more',
  'See less',
  'Show more',
  'Show less',
  'Read full review',
  'See full review',
  'Show full review',
  'View more',
  'View less',
  'Translate review to English',
  'Report abuse',
  // es
  'Leer más',
  'Leer mas',
  'Leer menos',
  'Ver más',
  'Ver menos',
  'Mostrar más',
  'Mostrar menos',
  // pt
  'Ler mais',
  'Ler menos',
  'Leia mais',
  'Ver mais',
  'Mostrar mais',
  // fr
  'Lire la suite',
  'Lire plus',
  'Lire moins',
  'Voir plus',
  'Voir moins',
  'Afficher plus',
  'Afficher moins',
  // de
  'Weiterlesen',
  'Mehr lesen',
  'Weniger lesen',
  'Mehr anzeigen',
  'Weniger anzeigen',
  // it
  'Leggi di più',
  'Leggi tutto',
  'Leggi meno',
  'Mostra di più',
  'Mostra altro',
  'Mostra meno',
  'Continua a leggere',
  // nl
  'Lees meer',
  'Lees minder',
  'Meer lezen',
  'Toon meer',
  'Toon minder',
  'Meer weergeven',
  'Minder weergeven',
  // sv, da, no
  'Läs mer',
  'Läs mindre',
  'Visa mer',
  'Visa mindre',
  'Læs mere',
  'Les mer',
  'Vis mer',
  'Vis mere',
  'Vis mindre',
  // pl
  'Czytaj więcej',
  'Czytaj dalej',
  'Pokaż więcej',
  'Pokaż mniej',
  'Rozwiń',
  'Zwiń',
  // tr
  'Devamını oku',
  'Devamını göster',
  'Daha fazla göster',
  'Daha az göster',
  // id
  'Baca selengkapnya',
  'Lihat selengkapnya',
  'Selengkapnya',
  'Tampilkan lebih banyak',
  'Tampilkan lebih sedikit',
  // ja
  '続きを読む',
  'もっと見る',
  '一部を表示',
];

/** A label as listed, in Title Case and in capitals ("Read more", "Read More", "READ MORE"). */
function variants(label: string): string[] {
  const title = label.replace(
    /(^|\s)(\p{Ll})/gu,
    (_, space: string, c: string) => space + c.toUpperCase(),
  );
  return [...new Set([label, title, label.toUpperCase()])];
}

const escape = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&');
const ANY_LABEL = `(?:${UI_LABELS.flatMap(variants).map(escape).join('|')})`;
const CAPS_LABEL = `(?:${UI_LABELS.map((l) => escape(l.toUpperCase())).join('|')})`;

// At the very end, a label is page text when it is glued to the previous word ("niceREAD MORE"), follows an
// ellipsis, a line break or sentence punctuation, or is written in capitals; "My kids want to read more" keeps it.
const TRAILING_NOISE = new RegExp(
  String.raw`(?:(?:\.\.\.|…)\s*${ANY_LABEL}|(?<=\S)${ANY_LABEL}|(?<=[\n.!?)。！？])[ \t]*${ANY_LABEL}|\s+${CAPS_LABEL}|(?:\.\.\.|…)\s*more)\s*$`,
  'u',
);
/** Only the end of the text can hold a label: matching within this window keeps long reviews cheap. */
const NOISE_WINDOW = Math.max(...UI_LABELS.map((l) => l.length)) + 16;
/** The last characters of every label (and of "more"), in either case: most reviews end in another one. */
const LAST_CHARS = new Set(
  [...UI_LABELS, 'more'].flatMap((l) => {
    const last = l.slice(-1);
    return [last, last.toUpperCase(), last.toLowerCase()];
  }),
);
// The badge may follow a check mark and be followed by the site's separator. "Trip Verified", "Not Verified" and
// "Unverified" are a badge only in the site's capitals and before its separator: "Not verified by anyone, but…"
// is the writer's.
const LEADING_NOISE =
  /^(?:[✅✔☑✓]\ufe0f?\s*)?(?:The media could not be loaded\.|Verified Purchase\b(?:\s*[|:])?|(?:(?:Trip|Not) Verified|Unverified)\s*[|:])\s*/u;
/** What the text must start with for LEADING_NOISE to match: T, V, N, U or a check mark. */
const LEADING_FIRST = /^[TVNU✅✔☑✓]/u;

// Words that are a control's label only when they stand alone (as a button's own text), never cut from a text's
// end: "more" and "less" are ordinary words, and these scripts glue words without spaces.
const STANDALONE_LABELS: readonly string[] = [
  'more',
  'less',
  'mehr',
  'weniger',
  'altro',
  'читать далее',
  'читать полностью',
  'показать полностью',
  'показать больше',
  'свернуть',
  '展开',
  '收起',
  '查看更多',
  '阅读全文',
  '顯示更多',
  '더보기',
  '접기',
  'और पढ़ें',
  'اقرأ المزيد',
  'عرض المزيد',
];
const LABEL_SET = new Set([...UI_LABELS, ...STANDALONE_LABELS].map((l) => l.toLowerCase()));

/**
 * True when a whole text is a UI label ("Read less", "READ MORE", "Weiterlesen ›"): the text of an expander
 * control or a widget button, never review text. Checks one short text node; no pattern runs over long text.
 */
export function isUiLabel(text: string): boolean {
  const trimmed = text.trim();
  if (!trimmed || trimmed.length > 60) return false;
  const label = matchingText(trimmed)
    .replace(/^[.…\s]+|(?<![\s›»>+\-–…↓▾▼])[\s›»>+\-–…↓▾▼]+$/gu, '')
    .toLowerCase();
  return LABEL_SET.has(label);
}

export interface StrippedText {
  text: string;
  /** True when page text was removed. */
  removed: boolean;
  /** The page text removed from the start, as written ("✅ Trip Verified | "); '' when none was. */
  lead: string;
}

/**
 * Removes page UI text from a review whose whitespace is already tidied (trimmed, spaces collapsed). Labels are
 * matched in the text's matching form (a label spelled with invisible characters, fullwidth or look-alike letters
 * is still the page's label) and cut from the text as written.
 */
export function stripUiNoise(text: string): StrippedText {
  if (!text) return { text, removed: false, lead: '' };
  let s = text;
  let removed = false;
  // Where `s` starts in `text`: every step cuts a prefix or a suffix, so the text kept is one slice of it.
  let start = 0;
  // Removing one piece can expose another ("The media could not be loaded." before, "Read more" after).
  for (let i = 0; i < 3; i++) {
    const kept = stripTrailing(s);
    const rest = stripLeading(kept).trimStart();
    const cut = rest.trimEnd();
    if (cut === s) break;
    removed = true;
    start += kept.length - rest.length;
    s = cut;
  }
  // What is left once a badge went can be a control alone ("Verified Purchase | Read more"): page text too.
  if (removed && isUiLabel(s)) s = '';
  return { text: s, removed, lead: text.slice(0, start) };
}

const NON_ASCII = /[^\p{ASCII}]/u;
const LEADING_WINDOW = 48;

function stripTrailing(s: string): string {
  // A text that was all page text ("The media could not be loaded." alone: a video-only review) is '' here.
  if (s === '') return s;
  if (s.charCodeAt(s.length - 1) < 0x80) {
    if (!LAST_CHARS.has(s.charAt(s.length - 1))) return s;
  } else if (!charReadings(lastChar(s)).some((c) => c === '' || LAST_CHARS.has(c.slice(-1))))
    return s;
  const from = visibleTailStart(s, NOISE_WINDOW);
  const tail = s.slice(from);
  if (!NON_ASCII.test(tail)) {
    const m = TRAILING_NOISE.exec(tail);
    return m === null ? s : s.slice(0, from + m.index);
  }
  const mapped = mappedMatchingText(tail);
  if (!LAST_CHARS.has(mapped.text.charAt(mapped.text.length - 1))) return s;
  const m = TRAILING_NOISE.exec(mapped.text);
  return m === null ? s : s.slice(0, from + mapped.from[m.index]!);
}

/** The text's last character, a surrogate pair whole. */
function lastChar(s: string): string {
  const unit = s.charCodeAt(s.length - 2);
  return unit >= 0xd800 && unit <= 0xdbff ? s.slice(-2) : s.slice(-1);
}

function stripLeading(s: string): string {
  if (s === '') return s;
  if (LEADING_FIRST.test(s)) {
    const cut = s.replace(LEADING_NOISE, '');
    if (cut !== s || !NON_ASCII.test(s.slice(0, LEADING_WINDOW))) return cut;
  } else if (s.charCodeAt(0) < 0x80) return s;
  else if (
    !charReadings(String.fromCodePoint(s.codePointAt(0)!)).some(
      (c) => c === '' || LEADING_FIRST.test(c),
    )
  )
    return s;
  const to = visibleHeadEnd(s, LEADING_WINDOW);
  const mapped = mappedMatchingText(s.slice(0, to));
  const m = LEADING_NOISE.exec(mapped.text);
  return m === null ? s : s.slice(mapped.from[m[0].length]!);
}
