// Rating columns whose source documents their scale. Read from the file's highest value alone, a small file of
// Booking.com guests who scored 4.2 out of 10 would be read as 4.2 stars. A source is recognised by the rating
// column's name together with names only its exports put beside it (never by the name alone), or by links to its
// pages.
import { headerWords } from './header-names';

interface DocumentedScale {
  rating: string;
  beside: readonly string[];
  scale: number;
  /** Completes "as … documents …" in the note. */
  documentedBy: string;
}

const BOOKING = 'Booking.com documents its guest review scores (1 to 10)';

const DOCUMENTED: readonly DocumentedScale[] = [
  // Kaggle's "515K Hotel Reviews Data in Europe", scraped from Booking.com.
  {
    rating: 'reviewer score',
    beside: ['negative review', 'positive review'],
    scale: 10,
    documentedBy: BOOKING,
  },
  // Booking.com's own review set (bookingcom/ml-dataset-reviews README).
  {
    rating: 'guest score',
    beside: ['review positive', 'review negative', 'accommodation score'],
    scale: 10,
    documentedBy: BOOKING,
  },
];

/** Sites whose reviews are scored on a documented scale: a file linking to their pages holds their scores. */
const SITES: readonly { host: string; scale: number; documentedBy: string }[] = [
  { host: 'booking.com', scale: 10, documentedBy: BOOKING },
];

/** `links`: the product link column's sampled values (a scraper's hotelUrl). */
export function documentedScale(
  ratingHeader: string,
  headers: readonly string[],
  links: readonly string[],
): { scale: number; documentedBy: string } | null {
  const names = new Set(headers.map((h) => headerWords(h).join(' ')));
  const rating = headerWords(ratingHeader).join(' ');
  const found =
    DOCUMENTED.find((d) => d.rating === rating && d.beside.every((b) => names.has(b))) ??
    SITES.find((site) => links.some((l) => onSite(l, site.host)));
  return found === undefined ? null : { scale: found.scale, documentedBy: found.documentedBy };
}

function onSite(link: string, host: string): boolean {
  if (!URL.canParse(link.trim())) return false;
  const h = new URL(link.trim()).hostname.toLowerCase();
  return h === host || h.endsWith(`.${host}`);
}
