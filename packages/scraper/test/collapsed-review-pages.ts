// Review pages from our own markup that keep some review cards collapsed until the shopper asks for them ("Show
// more reviews"): the cards hidden by the `hidden` attribute, by `aria-hidden`, or inside a closed `<details>`, beside
// what such lists also hide: a prototype card the script clones (never a review), and the whole text of a review
// shown cut short (read once, whole: ADR 233).
import { escapeHtml } from '@reviewsentry/test-support/shop';
import {
  MECHANICS_REVIEWS,
  productPage,
  reviewCard,
  type DatedReview,
} from './page-mechanics-pages';

export type Collapse = 'hidden card' | 'hidden wrapper' | 'aria-hidden wrapper' | 'closed details';

const PROTOTYPE = `<li class="review" id="review-template" hidden><div class="review-rating"><span class="stars" role="img" aria-label="{{rating}} out of 5 stars"></span></div>
<span class="review-author">{{author}}</span> <span class="review-date">{{date}}</span>
<div class="review-body"><p>{{body}}</p></div></li>`;

/** A prototype without placeholders: its parts empty until the script fills them. */
const EMPTY_PROTOTYPE = `<li class="review"><div class="review-rating"><span class="stars" role="img" aria-label="5 out of 5 stars"></span></div>
<span class="review-author"></span> <span class="review-date"></span><div class="review-body"><p></p></div></li>`;

/** A text as a card shows it cut short. */
export const cutShort = (text: string) => `${text.slice(0, 24)}…`;

/** A card whose text is shown cut short, its whole text in a hidden paragraph a "Read more" reveals. */
function cutShortCard(r: DatedReview): string {
  const cut = escapeHtml(cutShort(r.text));
  return reviewCard(
    r,
    undefined,
    `<p class="review-text">${cut}</p><p class="review-text" hidden>${escapeHtml(r.text)}</p>`,
  );
}

/**
 * The first two reviews shown (the second cut short), the rest collapsed as `collapse` says behind a "Show more
 * reviews" control, and the list's prototype card last (one with empty parts among the hidden cards too); `repeat`
 * collapses a copy of the first review too.
 */
export function collapsedReviewsPage(
  collapse: Collapse,
  reviews: readonly DatedReview[] = MECHANICS_REVIEWS,
  repeat = false,
): string {
  const [first, second, ...rest] = reviews;
  const shown = `${reviewCard(first!)}\n${cutShortCard(second!)}`;
  const later = [...rest, ...(repeat ? [first!] : [])];
  const cards = later.map((r) => reviewCard(r)).join('\n');
  const more =
    collapse === 'hidden card'
      ? later
          .map((r) => reviewCard(r).replace('<li class="review">', '<li class="review" hidden>'))
          .join('\n')
      : collapse === 'closed details'
        ? `<details class="more-reviews"><summary>Show more reviews</summary><ul class="review-list">${cards}</ul></details>`
        : collapse === 'hidden wrapper'
          ? `<div class="more-reviews" hidden>${cards}\n${EMPTY_PROTOTYPE}</div>`
          : `<div class="more-reviews" aria-hidden="true">${cards}</div>`;
  const list =
    collapse === 'closed details'
      ? `<ul class="review-list">${shown}\n${PROTOTYPE}</ul>${more}`
      : collapse === 'hidden card'
        ? `<ul class="review-list">${shown}\n${more}\n${PROTOTYPE}</ul><button class="show-more">Show more reviews</button>`
        : `<ul class="review-list">${shown}\n${more}\n${PROTOTYPE}</ul><button class="show-more">Show more reviews</button>`;
  return productPage(list);
}
