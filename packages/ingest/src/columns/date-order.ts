// Whether numeric dates such as 03/04/2024 are written day first or month first: as the date column's name
// states, else as the file's unambiguous dates (13/04/2024) show.
import { numericDateOrderEvidence, type DateOrder } from '@reviewsentry/review-values';

/** The order a date column's name states: "Date (DD/MM/YYYY)", "date_mm_dd_yyyy", "Datum (TT.MM.JJJJ)". */
export function dateOrderInHeader(header: string): DateOrder | null {
  const h = header.toLowerCase();
  if (/(?<![a-z])(?:dd?|jj?|tt?)[\s/._-]*mm?[\s/._-]*(?:yy|aa|jj)/u.test(h)) return 'dmy';
  if (/(?<![a-z])mm?[\s/._-]*dd?[\s/._-]*(?:yy|aa|jj)/u.test(h)) return 'mdy';
  return null;
}

export function decideDateOrder(sample: readonly string[][], col: number): DateOrder | null {
  let dmy = 0;
  let mdy = 0;
  for (const r of sample) {
    const e = numericDateOrderEvidence(r[col] ?? '');
    if (e === 'dmy') dmy++;
    if (e === 'mdy') mdy++;
  }
  if (dmy > mdy) return 'dmy';
  if (mdy > dmy) return 'mdy';
  return null;
}
