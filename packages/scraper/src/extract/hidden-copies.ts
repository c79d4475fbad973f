// A review's text printed twice, one copy shown and one kept hidden until the shopper asks for it: the whole text
// beside a copy cut short ("Leaked on day one and the… Read more"), kept under `display:none`, `hidden`, in a
// `<template>` or a closed `<details>`; or a machine translation kept hidden beside the writer's words, or the
// writer's words hidden beside the translation a page shows ("Show original"). A shopper reads one text; read as
// markup, both copies ran together. Of two such copies the whole one is read, in the writer's language, once.
import type { AnyNode, Element } from 'domhandler';
import { CUT_MARK, normaliseForKey } from './values';

// `display: none` and `visibility: hidden` in an inline style: how toggles keep the other copy out of sight.
const HIDING_STYLE =
  /(?:^|;)\s*(?:display\s*:\s*none|visibility\s*:\s*hidden)\s*(?:!important\s*)?(?:;|$)/i;

/** The element keeps its words out of sight until asked (a script or a click shows them). */
function keptHidden(element: Element): boolean {
  const { attribs } = element;
  if (attribs.hidden !== undefined) return true;
  if (attribs.style && HIDING_STYLE.test(attribs.style)) return true;
  if (element.name === 'details') return attribs.open === undefined;
  return element.name === 'template' && attribs.shadowrootmode === undefined;
}

// A copy that says it is a translation: by a name or value ("data-translated", `class="translated-text"`,
// `data-machine-translation`) or by the label it opens with ("(Translated by Google)", "Translated from German",
// "Automatisch übersetzt", "Traduit de l'allemand", "Traducido del inglés").
const TRANSLATION_NAME = /translat|übersetz|tradu[ci]/i;
const TRANSLATION_LABEL =
  /^\(?(?:translated(?: by \S+| from \S+| automatically)?|machine[- ]translated|automatisch übersetzt|(?:maschinell )?übersetzt(?: von \S+| aus \S+)?|traduit(?: par \S+| de l['’]\S+| de \S+| automatiquement)?|traducido(?: por \S+| del? \S+| automáticamente)?|tradotto(?: da \S+| automaticamente)?|vertaald(?: door \S+| uit \S+)?)\)?\s*:?(?:\s|$)/i;

function marksTranslation(element: Element, text: string): boolean {
  if (TRANSLATION_LABEL.test(text)) return true;
  return Object.entries(element.attribs).some(
    ([name, value]) =>
      name !== 'style' &&
      (TRANSLATION_NAME.test(name) || (name !== 'lang' && TRANSLATION_NAME.test(value))),
  );
}

/** The language an element declares for itself, lower case ("de" of "de-AT"), or null. */
const declaredLanguage = (element: Element) =>
  element.attribs.lang?.trim().toLowerCase().split(/[-_]/)[0] || null;

const isElement = (node: AnyNode): node is Element => node.type === 'tag';

// A review's two copies are a few paragraphs of markup each. Beyond this many nodes the children are no pair of
// copies, and comparing them would read the subtree again at every level of a deep nesting.
const MAX_COPY_NODES = 400;

/** Whether the nodes and everything under them number at most `limit`. */
function fewNodes(nodes: readonly AnyNode[], limit: number): boolean {
  const stack = [...nodes];
  let count = 0;
  while (stack.length > 0) {
    if (++count > limit) return false;
    const node = stack.pop()!;
    if ('children' in node) stack.push(...(node.children as AnyNode[]));
  }
  return true;
}

/** What to read of an element's children: the copies to leave out and the hidden one to read in their place. */
export interface CopiesPlan {
  skip: ReadonlySet<AnyNode>;
  /** A hidden copy to read (its own content: a `<details>`' without its `<summary>`). */
  read: Element | null;
}

/**
 * Among an element's children, a hidden copy of the text its shown children hold: null where there is none (the
 * common case, told by attributes alone) or where the children are larger than two copies of a review.
 * `readText` reads a list of nodes as a person would, without looking for copies again inside them.
 */
export function copiesAmong(
  element: Element,
  readText: (nodes: readonly AnyNode[]) => string,
): CopiesPlan | null {
  const hidden = element.children.filter(isElement).filter(keptHidden);
  if (hidden.length !== 1) return null;
  const copy = hidden[0]!;
  if (!fewNodes(element.children, MAX_COPY_NODES)) return null;
  const shownNodes = element.children.filter((node) => node !== copy);
  const shown = readText(shownNodes).trim();
  const whole = readText(contentOf(copy)).trim();
  if (!shown || !whole) return null;
  const shownKey = normaliseForKey(shown.replace(CUT_MARK, ''));
  const wholeKey = normaliseForKey(whole);
  const skipShown = { skip: new Set<AnyNode>([...shownNodes, copy]), read: copy };
  const skipHidden = { skip: new Set<AnyNode>([copy]), read: null };
  // The whole text beside the start of it shown cut short (the shown words, then "…" or a "Read more").
  if (shownKey.length >= 10 && wholeKey.length > shownKey.length && wholeKey.startsWith(shownKey))
    return skipShown;
  // The same text twice: once is enough.
  if (wholeKey === shownKey) return skipHidden;
  // A translation beside the writer's words: the copy not marked as one is theirs.
  const shownElements = shownNodes.filter(isElement);
  // A shown part marked as a translation must hold the text, not be a control beside it ("Translate review").
  const shownMarked =
    TRANSLATION_LABEL.test(shown) ||
    shownElements.some(
      (e) => marksTranslation(e, '') && readText([e]).trim().length >= shown.length / 2,
    );
  if (marksTranslation(copy, whole)) return shownMarked ? null : skipHidden;
  if (shownMarked) return skipShown;
  // Two copies that declare different languages and neither says which is the translation: the one shown.
  const shownLanguages = new Set(shownElements.map(declaredLanguage).filter(Boolean));
  const hiddenLanguage = declaredLanguage(copy);
  if (hiddenLanguage && shownLanguages.size === 1 && !shownLanguages.has(hiddenLanguage))
    return skipHidden;
  return null;
}

/** The words a hidden copy holds: a `<details>` without the `<summary>` that opens it. */
export function contentOf(copy: Element): AnyNode[] {
  return copy.name === 'details'
    ? copy.children.filter((c) => !(isElement(c) && c.name === 'summary'))
    : copy.children;
}
