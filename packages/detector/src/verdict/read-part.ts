// 'Genuine' is the default claim (ADR 100), but over reviews the text model mostly could not read it would speak for
// reviews nobody checked for machine writing. When the part it did read says otherwise — its fake share is, with
// 97.5 % confidence, at least the 'Likely Fake' threshold — the evidence settles no verdict (docs/decisions/176, 185).
// The interval sizes the evidence whatever the count read: 2 of 2 fake already clears 25 % (34 %), 1 of 1 does not
// (21 %), so no fixed minimum of read reviews is needed, and one would let a few all-fake reviews stand beside
// 'Genuine'. A shopper can check it from the coverage: how many reviews were read, and how many of those look fake.
import { wilsonInterval } from '../stats/wilson';
import { productStatus, roundPercent, type ShareVerdict } from './status';

export interface ReadPart {
  /** Judged reviews the text model scored. */
  read: number;
  /** Of those, the ones judged fake (for any reason). */
  fake: number;
  /** The read part's 95 % Wilson interval, in percent. */
  interval: { low: number; high: number };
}

/** The read part when it contradicts a 'Genuine' over mostly unread reviews; null when the verdict stands. */
export function readPartAgainstGenuine(
  verdict: Pick<ShareVerdict, 'product_status'>,
  judged: number,
  read: number,
  readFake: number,
): ReadPart | null {
  if (verdict.product_status !== 'Genuine' || read === 0 || 2 * read >= judged) return null;
  const ci = wilsonInterval(readFake, read);
  const interval = { low: roundPercent(ci.low * 100), high: roundPercent(ci.high * 100) };
  return productStatus(interval.low) === 'Genuine' ? null : { read, fake: readFake, interval };
}
