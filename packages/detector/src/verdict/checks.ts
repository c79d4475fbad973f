// The checks a review can be covered by (contracts CHECKS), and which of them can call a review fake on its
// own. A review is judged when at least one deciding check covered it: a review that only weak checks saw could
// never be called fake, so counting it as genuine would dilute the fake share (docs/decisions/101).
import { CHECKS, type Check } from '@reviewsentry/contracts';

/** The text model (its probability) and the copy-and-template search (strong evidence, ADR 043). */
export const DECIDING_CHECKS: readonly Check[] = ['text_model', 'copies'];

// One frozen array per combination of checks, shared by every review with that combination: 200,000 reviews
// then hold a few dozen arrays between them rather than one each.
const interned = new Map<number, readonly Check[]>();

/** The checks whose bits are set, in CHECKS order (shared, frozen array). */
export function checksOf(bits: number, bitOf: Readonly<Record<Check, number>>): Check[] {
  let list = interned.get(bits);
  if (list === undefined) {
    list = Object.freeze(CHECKS.filter((c) => (bits & bitOf[c]) !== 0));
    interned.set(bits, list);
  }
  // The contract's type is a mutable array; the shared one is frozen so no caller can change it for all.
  return list as Check[];
}
