// The two attribute syntaxes that embed schema.org items in HTML: microdata (`itemscope`, `itemtype`, `itemprop`)
// and RDFa Lite (`typeof`, `property`, with `vocab="https://schema.org/"` or the `schema:` prefix), which Drupal
// Commerce and some Magento and WordPress themes write instead. Each syntax is read on its own: a property belongs
// to the nearest item of its own syntax, so a Drupal wrapper `typeof="foaf:Document"` does not take a microdata
// Product's properties, nor an `itemscope` an RDFa item's. Types and property names come out as schema.org names;
// RDFa terms in other vocabularies (`og:title`, `dc:date`, `sioc:Post`) are not schema.org and are left out.
import type { Element } from 'domhandler';

export interface ItemSyntax {
  /** True for an element that starts an item of this syntax. */
  startsItem(element: Element): boolean;
  /** The item's schema.org types, lower case (`product`, `review`). */
  itemTypes(element: Element): string[];
  /** The schema.org property names the element gives its item a value for. */
  propertyNames(element: Element): string[];
  /** The ids of elements elsewhere on the page whose properties are the item's too (microdata's `itemref`). */
  references(element: Element): string[];
}

const SCHEMA_ORG = /^https?:\/\/schema\.org\//i;

const terms = (value: string | undefined) => (value ?? '').split(/\s+/).filter(Boolean);

export const MICRODATA: ItemSyntax = {
  startsItem: (element) => element.attribs.itemscope !== undefined,
  itemTypes: (element) =>
    terms(element.attribs.itemtype)
      .filter((term) => SCHEMA_ORG.test(term))
      .map((term) => term.replace(SCHEMA_ORG, '').toLowerCase()),
  propertyNames: (element) => terms(element.attribs.itemprop),
  references: (element) => terms(element.attribs.itemref),
};

/** A schema.org name from an RDFa term, or null for a term in another vocabulary. */
function rdfaName(term: string): string | null {
  if (SCHEMA_ORG.test(term)) return term.replace(SCHEMA_ORG, '');
  if (/^schema:/i.test(term)) return term.slice('schema:'.length);
  // A bare term is in the vocabulary the page declares; on shop pages that is schema.org.
  return term.includes(':') || term.includes('/') ? null : term;
}

const rdfaNames = (value: string | undefined) =>
  terms(value)
    .map(rdfaName)
    .filter((name): name is string => name !== null);

export const RDFA_LITE: ItemSyntax = {
  startsItem: (element) => element.attribs.typeof !== undefined,
  itemTypes: (element) => rdfaNames(element.attribs.typeof).map((name) => name.toLowerCase()),
  propertyNames: (element) => rdfaNames(element.attribs.property),
  references: () => [],
};
