// Whether a copy may be its own author's repeat (docs/decisions/103-copies-by-whom-and-how-loud.md). A reviewer
// who pastes their own words again (a buyer's habitual thank-you under each order) is a different, weaker thing
// than a text copied across reviewers. Names tell only so much:
// - the same full name (or handle), or the same first name on the same day, is taken for the same reviewer;
// - a first name alone on another day ("Mike", docs/decisions/150) and a masked name ("m*****l", which may
//   stand for any buyer whose name shows those letters, "mphaatul", and for any review masked alike) can be
//   neither merged nor told apart: one person repeating themselves, or two posting one text;
// - a missing or generic name ("Amazon Customer"), or a mask showing no letter, is shared by strangers and
//   says nothing, so a copy under it counts as by another reviewer, as a copy in a file without names does.
import { isAnonymousName, isBareName, isMaskedName, normaliseName } from './reviewer-volume';

export type Authorship = 'same_reviewer' | 'same_first_name' | 'same_masked_name';

/** Runs of the characters shops put in place of hidden letters (reviewer-volume.ts). */
const MASK_RUN = /[*•●·∙⋅_]{2,}|[*•●]+/gu;
/** Visible letters kept at each end of a masked name for comparison (shops show one or two). */
const END_CHARS = 3;

const key = (prefix: string, suffix: string) => `${prefix}\u0000${suffix}`;

/** A review's author may be that of `earlier`, an earlier review of the cluster. */
export interface Relation {
  author: Authorship;
  earlier: number;
}

/** The authors of the reviews seen so far in one copy cluster, each with a review seen of it. */
export class AuthorsSeen {
  private readonly plain = new Map<string, number>();
  /** First names alone, with their day: the same first name on the same day is one reviewer. */
  private readonly bareOnDay = new Map<string, number>();
  /** Every masked form a plain name seen could be shown as (its first and last letters). */
  private readonly plainForms = new Map<string, number>();
  /** The masked names seen (their visible ends), and every less specific form each could match. */
  private readonly masked = new Map<string, number>();
  private readonly maskedForms = new Map<string, number>();

  /** How a review by `reviewer` on `day` may relate to those seen; null when it counts as another person. */
  relation(reviewer: string | undefined, day: number | null): Relation | null {
    const name = normaliseName(reviewer ?? '');
    if (isMaskedName(name)) {
      const [prefix, suffix] = visibleEnds(name);
      if (prefix === '' && suffix === '') return null;
      const ends = key(prefix, suffix);
      const earlier = latest([
        this.plainForms.get(ends),
        this.maskedForms.get(ends),
        latestOf(this.masked, formsOf(prefix, suffix)),
      ]);
      return earlier === undefined ? null : { author: 'same_masked_name', earlier };
    }
    if (isAnonymousName(name)) return null;
    const same = this.plain.get(name);
    if (same !== undefined) {
      if (!isBareName(name)) return { author: 'same_reviewer', earlier: same };
      const sameDay = day === null ? undefined : this.bareOnDay.get(`${name}\u0000${day}`);
      return sameDay !== undefined
        ? { author: 'same_reviewer', earlier: sameDay }
        : { author: 'same_first_name', earlier: same };
    }
    const earlier = latestOf(this.masked, plainFormsOf(name));
    return earlier === undefined ? null : { author: 'same_masked_name', earlier };
  }

  add(reviewer: string | undefined, day: number | null, index: number): void {
    const name = normaliseName(reviewer ?? '');
    if (isMaskedName(name)) {
      const [prefix, suffix] = visibleEnds(name);
      if (prefix === '' && suffix === '') return;
      this.masked.set(key(prefix, suffix), index);
      for (const form of formsOf(prefix, suffix)) this.maskedForms.set(form, index);
    } else if (!isAnonymousName(name)) {
      this.plain.set(name, index);
      if (day !== null && isBareName(name)) this.bareOnDay.set(`${name}\u0000${day}`, index);
      for (const form of plainFormsOf(name)) this.plainForms.set(form, index);
    }
  }
}

function latestOf(seen: ReadonlyMap<string, number>, forms: readonly string[]): number | undefined {
  return latest(forms.map((form) => seen.get(form)));
}

function latest(indices: readonly (number | undefined)[]): number | undefined {
  let best: number | undefined;
  for (const i of indices) if (i !== undefined && (best === undefined || i > best)) best = i;
  return best;
}

/** The letters a masked name shows before its first mask and after its last, at most END_CHARS each. */
function visibleEnds(masked: string): [string, string] {
  const parts = masked.split(MASK_RUN);
  const first = parts[0] ?? '';
  const last = parts.length > 1 ? (parts[parts.length - 1] ?? '') : '';
  return [first.slice(0, END_CHARS), last.slice(Math.max(0, last.length - END_CHARS))];
}

/** The given ends and every shorter pair of them: the masks a name with these ends is compatible with. */
function formsOf(prefix: string, suffix: string): string[] {
  const forms: string[] = [];
  for (let p = 0; p <= prefix.length; p++)
    for (let s = 0; s <= suffix.length; s++)
      forms.push(key(prefix.slice(0, p), suffix.slice(suffix.length - s)));
  return forms;
}

/** Every masked form a plain name could be shown as. */
function plainFormsOf(name: string): string[] {
  const forms: string[] = [];
  const n = name.length;
  for (let p = 0; p <= Math.min(END_CHARS, n); p++)
    for (let s = 0; s <= Math.min(END_CHARS, n - p); s++)
      forms.push(key(name.slice(0, p), name.slice(n - s)));
  return forms;
}
