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
  const folded = text.replace(INVISIBLE, '').normalize('NFKC');
  if (!LOOK_ALIKE.test(folded) || !LATIN.test(folded)) return folded;
  return folded.replace(WORD, (word) =>
    LATIN.test(word) && LOOK_ALIKE.test(word)
      ? word.replace(LOOK_ALIKE_ALL, (c) => LOOK_ALIKES.get(c) ?? c)
      : word,
  );
}
