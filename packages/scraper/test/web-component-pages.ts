// A review widget written as a web component and rendered on the server (Lit SSR and the like): each review
// element carries its markup in a declarative shadow root, `<template shadowrootmode="open">`, which the browser
// renders in place. Beside it, an inert `<template>` the widget's script clones for reviews loaded later, with
// placeholders in place of the words: that one is never shown and holds no review.
import { escapeHtml, type FixtureReview } from '@reviewsentry/test-support/shop';
import { shopShell } from './vendor-widget-pages';

export function shadowRootReviewsPage(name: string, reviews: FixtureReview[]): string {
  const items = reviews
    .map(
      (
        r,
      ) => `<review-card rating="${r.rating}"><template shadowrootmode="open" shadowroot="open"><style>:host{display:block}</style>
<article class="review-card" part="card"><div class="review-card__stars" role="img" aria-label="${r.rating} out of 5 stars">${'★'.repeat(r.rating)}${'☆'.repeat(5 - r.rating)}</div>
<h3 class="review-card__title">${escapeHtml(r.title ?? '')}</h3>
<p class="review-card__byline"><span class="review-card__author">${escapeHtml(r.reviewer)}</span> · <time datetime="2024-03-03">March 3, 2024</time></p>
<div class="review-card__body"><slot name="body"><p>${escapeHtml(r.text)}</p></slot></div></article></template></review-card>`,
    )
    .join('\n');
  const cardTemplate = `<template id="review-card-template"><article class="review-card"><div class="review-card__stars" aria-label="{{ rating }} out of 5 stars">★★★★★</div>
<h3 class="review-card__title">{{ title }}</h3><p class="review-card__byline"><span class="review-card__author">{{ author }}</span> · <time datetime="{{ date }}">{{ date }}</time></p>
<div class="review-card__body"><p>{{ body }} — loaded when you scroll.</p></div></article></template>`;
  return shopShell(
    name,
    `<product-reviews class="product-reviews"><h2>Reviews</h2><div class="review-list">${items}</div>${cardTemplate}</product-reviews>`,
  );
}
