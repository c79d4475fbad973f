// A header's words as other languages form them, brought back to the words the vocabulary knows:
// - compounds: German (and Dutch) join a name's words into one, "Bewertungstext" is "Bewertung" + "Text" and
//   "Kundenname" is "Kunde" + "Name", with a joining s, n or en. A word we do not know is split where every part is a
//   word we know, so that it reads as the same words written apart;
// - plurals: Spanish and French add s or es ("Estrellas", "Valoraciones", "Étoiles"), German n ("des Kunden").

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

/** What a plural or inflected word ends in, longest first. */
const INFLECTIONS = ['es', 's', 'n'] as const;
/** A shorter stem would make ordinary words plurals by chance. */
const MIN_STEM = 4;

/** The known word `word` is a plural of, or null when it is known itself or no plural of a known word. */
export function singularOf(word: string, known: ReadonlySet<string>): string | null {
  if (known.has(word)) return null;
  for (const ending of INFLECTIONS) {
    const stem = word.slice(0, word.length - ending.length);
    if (word.endsWith(ending) && stem.length >= MIN_STEM && known.has(stem)) return stem;
  }
  return null;
}
