// A writer given as parts of a name (schema.org's Person `givenName` and `familyName`, a shop state's `firstName`
// and `lastName`) when nothing holds the name whole.

/** "Anna K." of "Anna" and "K."; undefined when neither part is words. */
export function nameFromParts(given: unknown, family: unknown): string | undefined {
  const name = [given, family]
    .filter((part): part is string => typeof part === 'string')
    .join(' ')
    .trim();
  return name || undefined;
}
