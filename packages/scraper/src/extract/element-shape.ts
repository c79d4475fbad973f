// How an element is built, for telling elements of one template apart from others: its tag and the class tokens
// every copy carries, leaving out the state classes a script toggles on some copies ("active", "odd", "is-open").
import type { Element } from 'domhandler';

const STATE_CLASS =
  /^(?:first|last|odd|even|active|selected|open|closed|expanded|collapsed|hidden|visible|(?:is|has|js)-.*)$/i;

/** The element's class tokens, state classes left out. */
export const builtClasses = (element: Element): string[] =>
  (element.attribs.class ?? '').split(/\s+/).filter((token) => token && !STATE_CLASS.test(token));

/** Tag and sorted class tokens: "li|review.review-card". */
export const shapeKey = (element: Element): string =>
  `${element.name}|${[...new Set(builtClasses(element))].sort().join('.')}`;
