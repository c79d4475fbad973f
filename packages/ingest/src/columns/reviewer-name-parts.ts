// A reviewer's name given in two columns, the given name and the family name (NetReviews' FIRSTNAME and LASTNAME,
// many shops' "First Name" / "Last Name"): read together they are the reviewer. Either alone is not: a first name
// is shared by many reviewers, and "same reviewer" evidence from it would be false.
import { label, type Column } from './column';
import { headerWords } from './header-names';
import { PRODUCT_WORD } from './header-vocabulary';

// Header words as headerWords gives them: lower case, accents taken off (prénom, imię).
const GIVEN_WORDS = new Set(['firstname', 'forename', 'givenname', 'vorname', 'prenom', 'imie']);
const FAMILY_WORDS = new Set([
  'lastname',
  'surname',
  'familyname',
  'nachname',
  'familienname',
  'nazwisko',
  'apellido',
  'apellidos',
  'cognome',
]);

function namePart(column: Column): 'given' | 'family' | null {
  const words = headerWords(column.header);
  if (words.length === 0 || words.length > 3 || words.some((w) => PRODUCT_WORD.has(w))) return null;
  const named = words.includes('name');
  if (
    words.some((w) => GIVEN_WORDS.has(w)) ||
    (named && words.some((w) => w === 'first' || w === 'given'))
  )
    return 'given';
  if (
    words.some((w) => FAMILY_WORDS.has(w)) ||
    (named && words.some((w) => w === 'last' || w === 'family'))
  )
    return 'family';
  return null;
}

/** The given-name and family-name columns among those not read otherwise, when there is exactly one of each. */
export function reviewerNameParts(
  cols: readonly Column[],
  assigned: ReadonlyMap<number, unknown>,
): { parts: [number, number]; note: string } | null {
  const free = cols.filter((c) => !assigned.has(c.index) && !c.isIndex && c.profile.nonEmpty > 0);
  const given = free.filter((c) => namePart(c) === 'given');
  const family = free.filter((c) => namePart(c) === 'family');
  if (given.length !== 1 || family.length !== 1) return null;
  const [first, last] = [given[0]!, family[0]!];
  return {
    parts: [first.index, last.index],
    note:
      `Columns ${label(first)} and ${label(last)} are the reviewer's given and family names and were read ` +
      'together as the reviewer.',
  };
}
