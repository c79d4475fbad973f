// The form of a text that word lists and phrases are matched against (incentive disclosures, placeholders,
// UI labels, the verified badge, column headers, the detector's tokens), so that what a reader sees as one
// word is matched as that word. Shown text keeps what was written; only matching uses this form.
//  - Unicode's default-ignorable code points are removed (zero-width spaces and joiners, soft hyphens, word
//    joiners, variation selectors, bidi controls, the byte order mark): they render as nothing, and
//    UTS #39 drops them when it compares identifiers.
//  - NFKC folds compatibility forms onto the letters they show: fullwidth "ｆｒｅｅ", ligatures "ﬁ".
//  - Cyrillic and Greek letters that Unicode's confusables table (UTS #39) maps to one Latin letter are
//    folded to it only inside a word that also holds Latin letters: a mixed-script word is how a
//    homoglyph hides ("rec\u0435ived"), while a word wholly in Cyrillic or Greek is that language's word.

const INVISIBLE = /\p{Default_Ignorable_Code_Point}/gu;

/**
 * Cyrillic and Greek letters that confusables.txt maps to a single Latin letter, each followed by it (small
 * Cyrillic в к м н т look like small capitals, which are no ASCII letter, and are left).
 */
const LOOK_ALIKE_PAIRS =
  'аa еe оo рp сc уy хx ѕs іi јj һh ԁd ԛq ԝw ӏl АA ВB ЕE КK МM НH ОO РP СC ТT ХX УY ЅS ІI ЈJ ҺH ԚQ ԜW ӀI ' +
  'αa γy ιi νv οo ρp ϲc ϳj ΑA ΒB ΕE ΖZ ΗH ΙI ΚK ΜM ΝN ΟO ΡP ΤT ΥY ΧX ϹC';
const LOOK_ALIKES = new Map(
  LOOK_ALIKE_PAIRS.split(' ').map((pair) => [pair.charAt(0), pair.charAt(1)]),
);
const LOOK_ALIKE = new RegExp(`[${[...LOOK_ALIKES.keys()].join('')}]`, 'u');
const LOOK_ALIKE_ALL = new RegExp(LOOK_ALIKE.source, 'gu');
// Plain code-point ranges rather than Unicode script properties, which V8 matches several times slower: Latin
// letters (ASCII, Latin-1, Latin Extended-A/B and Additional; NFKC has folded fullwidth forms), and a word of
// Latin, Greek or Cyrillic letters (NFKC has composed their accents), the only words a look-alike can hide in.
const LATIN = /[A-Za-z\u00c0-\u00d6\u00d8-\u00f6\u00f8-\u024f\u1e00-\u1eff]/u;
const WORD =
  /[A-Za-z\u00c0-\u00d6\u00d8-\u00f6\u00f8-\u024f\u1e00-\u1eff\u0370-\u03ff\u0400-\u052f]+/gu;

/** Pure printable or control ASCII: nothing to fold, the common case. */
const NON_ASCII = /[^\p{ASCII}]/u;

/** The text as word lists see it (see the file's header); ASCII text is returned as it is. */
export function matchingText(text: string): string {
  if (!NON_ASCII.test(text)) return text;
  return foldLookAlikes(text.replace(INVISIBLE, '').normalize('NFKC'));
}

/** matchingText's form of a text, and where in the text each of its UTF-16 units came from. */
export interface MappedText {
  text: string;
  /** `from[i]`: the index in the original text of the character that unit `i` came from; one more entry, the end. */
  from: number[];
}

/** A base character with the marks NFKC may compose it with, or marks with no base. */
const CLUSTER = /\P{M}\p{M}*|\p{M}+/gsu;

/**
 * matchingText with a map back to the original, for cutting a text where a match in its matching form begins
 * (a UI label spelled with invisible characters is cut with them). Normalises each base character with its marks
 * on its own, which is what NFKC does to the texts matched here; look-alike folding keeps lengths.
 */
export function mappedMatchingText(text: string): MappedText {
  // Nothing invisible and nothing NFKC changes, the common case: every unit maps to itself.
  const from: number[] = [];
  if (!HAS_INVISIBLE.test(text) && text.normalize('NFKC') === text) {
    for (let i = 0; i <= text.length; i++) from.push(i);
    return { text: foldLookAlikes(text), from };
  }
  let folded = '';
  for (const cluster of text.matchAll(CLUSTER)) {
    const part = cluster[0].replace(INVISIBLE, '').normalize('NFKC');
    folded += part;
    for (let i = 0; i < part.length; i++) from.push(cluster.index);
  }
  from.push(text.length);
  return { text: foldLookAlikes(folded), from };
}

/**
 * Where a text's last `count` characters begin, not counting Unicode's default-ignorable ones (never inside a
 * surrogate pair): the window a match at the text's end must look at, however many invisible characters hide in it.
 */
export function visibleTailStart(text: string, count: number): number {
  const window = Math.max(0, text.length - count);
  if (!HAS_INVISIBLE.test(text.slice(window)))
    return window > 0 && isLowSurrogate(text.charCodeAt(window)) ? window - 1 : window;
  let at = text.length;
  for (let seen = 0; at > 0 && seen < count;) {
    const pair = at > 1 && isLowSurrogate(text.charCodeAt(at - 1)) ? 2 : 1;
    at -= pair;
    if (!INVISIBLE_ONE.test(text.slice(at, at + pair))) seen++;
  }
  return at;
}

/** Where a text's first `count` characters end, not counting default-ignorable ones. */
export function visibleHeadEnd(text: string, count: number): number {
  const window = Math.min(text.length, count);
  if (!HAS_INVISIBLE.test(text.slice(0, window)))
    return window < text.length && isLowSurrogate(text.charCodeAt(window)) ? window + 1 : window;
  let at = 0;
  for (let seen = 0; at < text.length && seen < count;) {
    const pair = isLowSurrogate(text.charCodeAt(at + 1)) ? 2 : 1;
    if (!INVISIBLE_ONE.test(text.slice(at, at + pair))) seen++;
    at += pair;
  }
  return at;
}

const HAS_INVISIBLE = /\p{Default_Ignorable_Code_Point}/u;
const INVISIBLE_ONE = /^\p{Default_Ignorable_Code_Point}$/u;
const isLowSurrogate = (unit: number) => unit >= 0xdc00 && unit <= 0xdfff;

/**
 * What one character (code point) may read as in matchingText's form: itself, its NFKC form, or the Latin letter
 * it looks like inside a Latin word; '' when it is invisible. A cheap test before a match at a text's end or start
 * is looked for.
 */
export function charReadings(char: string): string[] {
  if (HAS_INVISIBLE.test(char)) return [''];
  return [char, char.normalize('NFKC'), LOOK_ALIKES.get(char) ?? char];
}

function foldLookAlikes(folded: string): string {
  if (!LOOK_ALIKE.test(folded) || !LATIN.test(folded)) return folded;
  return folded.replace(WORD, (word) =>
    LATIN.test(word) && LOOK_ALIKE.test(word)
      ? word.replace(LOOK_ALIKE_ALL, (c) => LOOK_ALIKES.get(c) ?? c)
      : word,
  );
}
