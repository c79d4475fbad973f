// German (and Dutch, Scandinavian) header names join their words into one: "Bewertungstext" is "Bewertung" + "Text",
// "Kundenname" is "Kunde" + "Name", with a joining s, n or en between. A word we do not know is split where every
// part is a word we know, so that it reads as the same words written apart.

/** What German puts between the parts of a compound ("Bewertung-s-text", "Kunde-n-name", "Frau-en-…"). */
const JOINING = ['', 's', 'n', 'en'] as const;
/** Shorter parts would split ordinary words by chance. */
const MIN_PART = 3;

/** The parts of `word`, or null when it is not a compound of known words. */
export function splitCompound(word: string, known: ReadonlySet<string>): string[] | null {
  if (known.has(word) || word.length < 2 * MIN_PART) return null;
  for (let at = MIN_PART; at <= word.length - MIN_PART; at++) {
    const tail = word.slice(at);
    if (!known.has(tail)) continue;
    const head = word.slice(0, at);
    for (const joint of JOINING) {
      if (!head.endsWith(joint) || head.length - joint.length < MIN_PART) continue;
      const stem = head.slice(0, head.length - joint.length);
      if (known.has(stem)) return [stem, tail];
      const parts = splitCompound(stem, known);
      if (parts !== null) return [...parts, tail];
    }
  }
  return null;
}
