// Class names that style text rather than name its part. A design system's typography class goes on every line it
// draws: Tokopedia's Unify heading (`css-1w6pe1p-unf-heading`) is worn by a review's date, its variant line and its
// text alike, so its "heading" marks no title. A class word a date line wears too is such a style.
import type { Element } from 'domhandler';
import { isDateText } from './field-hints';

// A CSS-in-JS class (Emotion's `css-<hash>-<label>`): its hash differs per style, its label names the component.
const HASHED = /^css-[a-z0-9]+-/i;

const labelOf = (token: string) => token.replace(HASHED, '');

/** The own text of an element (its text children), when short enough to be one line. */
function ownLine(element: Element): string | null {
  let text = '';
  for (const child of element.children) {
    if (child.type !== 'text') continue;
    text += (child as { data: string }).data;
    if (text.length > 200) return null;
  }
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > 0 && line.length <= 60 ? line : null;
}

/** The class labels the page's date lines wear. */
export function dateLineStyles(elements: readonly Element[]): ReadonlySet<string> {
  const styles = new Set<string>();
  for (const element of elements) {
    const cls = element.attribs.class;
    if (!cls) continue;
    const line = ownLine(element);
    // A day is written with a number; the test spares the date parser every other line of the page.
    if (line === null || !/\d/.test(line) || !isDateText(line)) continue;
    for (const token of cls.split(/\s+/)) if (token) styles.add(labelOf(token));
  }
  return styles;
}

/** `hints` without the class tokens that are one of `styles`. */
export function withoutStyles(
  hints: string,
  element: Element,
  styles: ReadonlySet<string>,
): string {
  if (styles.size === 0 || !element.attribs.class) return hints;
  const styled = element.attribs.class.split(/\s+/).filter((t) => t && styles.has(labelOf(t)));
  if (styled.length === 0) return hints;
  const drop = new Set(styled);
  return hints
    .split(/\s+/)
    .filter((token) => !drop.has(token))
    .join(' ');
}
