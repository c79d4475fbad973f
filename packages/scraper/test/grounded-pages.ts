// Review markups grounded in real pages that public repositories record (saved pages, scraper fixtures, selector
// tables), each written here as our own minimal page with the same structure: which element carries the review,
// the stars, the writer, the dates and the text, and the furniture beside them. The source of each structure is
// named on its builder; no third-party file or code is copied.
import {
  escapeHtml,
  wooCommercePage,
  yotpoPage,
  type FixtureReview,
} from '@reviewsentry/test-support/shop';

/** A rating on Ceneo's scale as the page writes it: "4/5", with half stars written "4,5/5". */
const ceneoScore = (rating: number) => `${String(rating).replace('.', ',')}/5`;

/**
 * Ceneo.pl's opinion list (a Polish price comparison site), as the selector tables of domfurman/CeneoScraper and
 * konradkubczyk/CeneoScraper (README.md) and a saved opinion in a third CeneoScraper README record it:
 * `div.js_product-review[data-entry-id]`, the score drawn as a width and written "4/5" beside it, then one line
 * "Wystawiono <time datetime=…>5 lat temu,</time> <time datetime=…>po 6 dniach</time> użytkowania" holding the
 * date written and the date bought, the text, pros and cons, votes, a "Zgłoś" (report) menu and an empty comment
 * form whose placeholder sits in another `user-post__text`.
 */
export function ceneoOpinionsPage(name: string, reviews: FixtureReview[]): string {
  const items = reviews
    .map(
      (
        r,
        i,
      ) => `<div class="user-post user-post__card js_product-review" data-entry-id="1355159${i}">
<header class="user-post__header"><div class="user-post__avatar user-rank__avatar lazyloaded" data-bg="/Content/img/account/avatar/0.svg"></div></header>
<div class="user-post__body"><div class="user-post__content">
<span class="user-post__author-name">
${escapeHtml(r.reviewer)}</span>
 <span class="user-post__author-recomendation"> <em class="recommended">${r.rating >= 3 ? 'Polecam' : 'Nie polecam'}</em> </span>
<span class="user-post__score"><span class="screen-reader-text">Ocena:</span>
<span class="score-container score-container--s js_score-container"><span class="score-marker score-marker--s" style="width: ${(r.rating * 20).toFixed(2)}%;"></span></span>
<span class="user-post__score-count">${ceneoScore(r.rating)}</span>
 <span class="user-post__published">
Wystawiono
<time datetime="${r.date} 19:41:04">5 lat temu, </time>
 <time datetime="2020-12-04 21:02:01">po 6 dniach</time> użytkowania  </span>
</span>
<div class="user-post__text">${escapeHtml(r.text)}</div>
<div class="review-feature"><div class="review-feature__col"><div class="review-feature__title review-feature__title--positives">Zalety</div>
 <div class="review-feature__item">głośność pracy</div></div>
 <div class="review-feature__col"><div class="review-feature__title review-feature__title--negatives">Wady</div>
 <div class="review-feature__item">cena tuszu</div></div></div>
<div class="user-post__bottom"><span class="user-post__comments link link--accent"><a class="user-post__reply js_toggle-product-review-comments" href="#product-review-comments-${i}" rel="nofollow">Skomentuj opinię</a></span></div>
</div>
<div class="user-post__info"><div class="d-flex align-items-center justify-content-end"><div class="js_product-review-usefulness vote">
<button class="vote-yes js_product-review-vote js_vote-yes" data-total-vote="2"><span id="votes-yes-${i}">2</span></button>
<button class="vote-no js_product-review-vote js_vote-no" data-total-vote="3"><span id="votes-no-${i}">3</span></button></div>
<div class="dropdown-wrapper"><span class="dots-icon-vert" data-toggle="dropdown"></span><ul class="dropdown-menu force-left"><li class="dropdown-menu__item"><div class="js_report-abuse report-abuse cursor-pointer" role="button" data-report-type="1"><span>
Zgłoś </span></div></li></ul></div></div>
<div class="review-pz" data-hint="Opinia została napisana przez Użytkownika, który kupił produkt."><em>Transakcja pochodzi z Marketplace Ceneo (usługi Kup Teraz).</em></div>
</div>
<div id="product-review-comments-${i}" class="js_product-review-comments js_product-review-hook hidden"><a class="user-post js_product-review-comment-toggle" href="#product-review-comment-${i}" role="button">
<div class="user-post__header"><div class="js_lazy user-post__avatar" data-bg="/a.svg"></div></div>
<div class="user-post__body"><div class="user-post__content"><div class="user-post__text mt-0"><textarea class="user-post__textarea user-post__textarea--dummy" placeholder="Wpisz swój komentarz"></textarea></div></div></div></a>
<div id="product-review-comment-${i}" class="js_product-review-form-hook"></div></div>
</div></div>`,
    )
    .join('\n');
  return `<!doctype html><html lang="pl"><head><meta charset="utf-8"><title>${escapeHtml(name)} - Opinie - Ceneo.pl</title></head><body>
<main><h1 class="product-top__product-info__name">${escapeHtml(name)}</h1>
<div class="product-offer-summary__price-box"><span class="price">1 049,00 zł</span></div>
<section class="js_product-reviews js_reviews-hook">${items}</section></main></body></html>`;
}

/**
 * Okendo's first review widget (`okeReviews`, before Widget Plus's `oke-w`), as scrapers and a Shopify theme's
 * script in public repositories read it (selectors `.okeReviews-reviews-review`,
 * `.okeReviews-review-reviewer-profile-name`, `.okeReviews-starRating .okeReviews-a11yText` "Rated 4 out of 5",
 * `.okeReviews-review-main-content-body p`, and the theme rewriting each date from `[data-oke-reviews-date]`):
 * the visible date is in the shop's own format, here day first ("11/02/2024") on a page that names no language;
 * the machine date is the attribute.
 */
export function okendoClassicPage(name: string, reviews: FixtureReview[]): string {
  const shown = (iso: string) => iso.split('-').reverse().join('/');
  const items = reviews
    .map(
      (
        r,
        i,
      ) => `<li class="okeReviews-reviews-review"><div class="okeReviews-review okeReviews-review--default" data-oke-review-id="7a${i}b3c4-5d6e">
<div class="okeReviews-review-side"><div class="okeReviews-review-side-inner"><div class="okeReviews-review-reviewer"><div class="okeReviews-review-reviewer-profile">
<div class="okeReviews-review-reviewer-profile-details"><strong class="okeReviews-review-reviewer-profile-name">${escapeHtml(r.reviewer)}</strong>
<div class="okeReviews-review-reviewer-profile-status"><span class="okeReviews-review-reviewer-profile-status-text">Verified Buyer</span></div></div></div>
<ul class="okeReviews-review-reviewer-attributes"><li class="okeReviews-review-reviewer-attributes-attribute"><span class="okeReviews-review-reviewer-attributes-attribute-title">Age Range</span><span class="okeReviews-review-reviewer-attributes-attribute-value">25 - 34</span></li></ul></div></div></div>
<div class="okeReviews-review-main"><div class="okeReviews-review-main-inner">
<div class="okeReviews-review-main-heading"><div class="okeReviews-review-main-heading-rating"><div class="okeReviews-starRating okeReviews-starRating--small"><span class="okeReviews-a11yText">Rated ${r.rating} out of 5</span><span class="okeReviews-starRating-indicator" role="presentation"><span class="okeReviews-starRating-indicator-layer"></span><span class="okeReviews-starRating-indicator-layer okeReviews-starRating-indicator-layer--foreground" style="width: ${r.rating * 20}%"></span></span></div></div>
<div class="okeReviews-review-date"><span class="okeReviews-a11yText">Review posted</span><span data-oke-reviews-date="${r.date}T10:11:12.000Z">${shown(r.date!)}</span></div></div>
<div class="okeReviews-review-main-content"><h2 class="okeReviews-review-main-content-title">${escapeHtml(r.title ?? '')}</h2>
<div class="okeReviews-review-main-content-body js-okeReviews-reviewContent"><p>${escapeHtml(r.text)}</p></div></div>
<div class="okeReviews-review-footer"><div class="okeReviews-helpful"><span class="okeReviews-helpful-label">Was this helpful?</span><button class="okeReviews-helpful-vote-button">Yes <span>0</span></button></div></div>
</div></div></div></li>`,
    )
    .join('\n');
  return `<!doctype html><html><head><meta charset="utf-8"><title>${escapeHtml(name)} – Example Store</title></head><body>
<main><h1 class="product__title">${escapeHtml(name)}</h1><div class="price">$24.00</div>
<div data-oke-reviews-product-listing-id="7001"><div class="okeReviews okeReviews--theme">
<div class="okeReviews-reviewsSummary"><div class="okeReviews-reviewsSummary-starRating"><span class="okeReviews-a11yText">Rated 3.7 out of 5 stars</span></div>
<div class="okeReviews-reviewsSummary-ratingCount"><span>Based on ${reviews.length} reviews</span></div></div>
<div class="okeReviews-reviews-main js-okeReviews-reviews-main"><ul class="okeReviews-reviews">${items}</ul></div></div></div>
</main></body></html>`;
}

const ML_WORDS = {
  pt: {
    rated: 'Avaliação',
    useful: 'É útil',
    report: 'Denunciar',
    heading: 'Opiniões do produto',
    count: 'opiniões',
    label: 'avaliações',
  },
  es: {
    rated: 'Calificación',
    useful: 'Es útil',
    report: 'Denunciar',
    heading: 'Opiniones del producto',
    count: 'opiniones',
    label: 'calificaciones',
  },
};

/**
 * Mercado Libre / Mercado Livre's product page reviews, as scrapers in public repositories read them (selectors
 * `article.ui-review-capability-comments__comment[data-testid=comment-component]`, its `__date` ("12 jan. 2024"),
 * `__content`, the rating as visually hidden words "Avaliação 5 de 5" read by character position, and the
 * summary's `ui-review-capability__rating__average`): no writer's name, star icons, "É útil" / "Es útil" votes and
 * a report button. The summary states the average and count in one hidden sentence ("Avaliação 4.7 de 5. 23
 * opiniões.") beside the big figure.
 */
export function mercadoLibrePage(
  name: string,
  reviews: FixtureReview[],
  language: keyof typeof ML_WORDS,
  summary: { average: number; count: number },
): string {
  const w = ML_WORDS[language];
  const star = (on: boolean) =>
    `<svg class="andes-icon ui-review-capability-comments__comment__rating__star" width="12" height="12" viewBox="0 0 10 10"><use href="#poly_star_${on ? 'fill' : 'empty'}"></use></svg>`;
  const items = reviews
    .map(
      (
        r,
        i,
      ) => `<article class="ui-review-capability-comments__comment" data-testid="comment-component">
<div class="ui-review-capability-comments__comment__rating-container"><div class="ui-review-capability-comments__comment__rating"><p class="andes-visually-hidden">${w.rated} ${r.rating} de 5</p>${[0, 1, 2, 3, 4].map((k) => star(k < r.rating)).join('')}</div>
<span class="ui-review-capability-comments__comment__date">${escapeHtml(r.date!)}</span></div>
<p class="ui-review-capability-comments__comment__content">${escapeHtml(r.text)}</p>
<div class="ui-review-capability-valorization__container"><button class="ui-review-capability-valorization__button andes-button--quiet" aria-label="${w.useful}"><span class="andes-button__content"><p class="ui-review-capability-valorization__button__text">${w.useful}</p><span class="ui-review-capability-valorization__button__count">${i + 1}</span></span></button></div>
<div class="ui-review-capability-comments__comment__actions"><button class="andes-button--quiet" aria-label="${w.report}"></button></div>
</article>`,
    )
    .join('\n');
  return `<!doctype html><html lang="${language === 'pt' ? 'pt-BR' : 'es-AR'}"><head><meta charset="utf-8"><title>${escapeHtml(name)} | Mercado Libre</title></head><body>
<main><h1 class="ui-pdp-title">${escapeHtml(name)}</h1><span class="andes-money-amount__fraction">89</span>
<div class="ui-review-capability"><h2 class="ui-review-capability__title">${w.heading}</h2>
<div class="ui-review-capability__rating"><p class="ui-review-capability__rating__average">${summary.average}</p>
<div class="ui-review-capability__rating__rating"><p class="andes-visually-hidden">${w.rated} ${summary.average} de 5. ${summary.count} ${w.count}.</p></div>
<p class="ui-review-capability__rating__label">${summary.count} ${w.label}</p></div>
<div class="ui-review-capability-comments">${items}</div></div></main></body></html>`;
}

/**
 * Rakuten Ichiba's review pages (review.rakuten.co.jp/item/1/<shop>_<item>/<page>.1/), as scrapers in public
 * repositories read them: each review a `div.revRvwUserSec.hreview` (hReview microformat) with
 * `dt.revUserFaceName.reviewer`, the age and sex line `span.revUserFaceDtlTxt`, `span.revUserRvwerNum.value`,
 * `span.revUserEntryDate.dtreviewed` and `dd.revRvwUserEntryCmt.description`, 15 to a page, and the pager
 * `.revPagination` whose last link reads "次の15件 »" ("next 15") while there is a next page.
 */
export function rakutenReviewsPage(
  name: string,
  reviews: FixtureReview[],
  next: string | null,
): string {
  const items = reviews
    .map(
      (r, i) => `<div class="revRvwUserSec hreview"><div class="revRvwUserMain">
<div class="revUserFace"><dl><dt class="revUserFaceName reviewer"><span class="fn"><a href="https://review.rakuten.co.jp/reviewer/1/${i}/">${escapeHtml(r.reviewer)}</a>さん</span></dt>
<dd class="revUserFaceDtl"><span class="revUserFaceDtlTxt"><span>30代 女性</span></span></dd></dl></div>
<div class="revRvwUserEntry"><div class="revRvwUserEntryInner">
<dl class="revRvwUserEntryTtl"><dt class="revRvwUserEntryStar rating"><span class="revUserRvwerNum value">${r.rating}</span></dt><dd class="revRvwUserEntryDate"><span class="revUserEntryDate dtreviewed">${r.date}</span></dd></dl>
<dl class="revRvwUserEntryTxt"><dt class="revRvwUserEntryTtl summary">${escapeHtml(r.title ?? '')}</dt><dd class="revRvwUserEntryCmt description">${escapeHtml(r.text)}</dd></dl>
<div class="revEntryAnsBtn"><span class="revRvwUserEntryHelpful">参考になった <span class="revEntryAnsNum">${i + 1}</span>人</span> <a href="#">不適切レビュー報告</a></div>
</div></div></div></div>`,
    )
    .join('\n');
  const pager = next
    ? `<div class="revPagination"><a href="${next}">次の15件 &raquo;</a></div>`
    : '<div class="revPagination"></div>';
  return `<!doctype html><html lang="ja"><head><meta charset="utf-8"><title>【楽天市場】みんなのレビュー・口コミ：${escapeHtml(name)}</title></head><body>
<div class="revItemTtl"><h1 class="revItemTtlName item"><a href="https://item.rakuten.co.jp/shop/bottle/" class="fn">${escapeHtml(name)}</a></h1></div>
${items}
${pager}</body></html>`;
}

/**
 * Amazon's mobile review list, as saucesteals/shop's Amazon review parser (and other scrapers selecting
 * `#cm-cr-dp-aw-review-list > [data-hook='mobley-review-content']`) read it: each review a
 * `[data-hook="mobley-review-content"]` holding two `[data-hook="review-body"]` parts, a shortened copy ending
 * in "…" beside a "Read more" link, then the full text in a hidden row ("Mobile pages contain a shortened copy
 * followed by the full hidden body").
 */
export function amazonMobileReviewsPage(
  asin: string,
  name: string,
  reviews: FixtureReview[],
): string {
  const items = reviews
    .map((r) => {
      const short = `${r.text.slice(0, 60).replace(/\s+\S*$/, '')}…`;
      return `<div id="${r.id}" data-hook="mobley-review-content" class="a-section review aok-relative">
<div class="a-row"><a class="a-profile" href="/gp/profile/amzn1.account.X"><div class="a-profile-content"><span class="a-profile-name">${escapeHtml(r.reviewer)}</span></div></a></div>
<div class="a-row"><i data-hook="review-star-rating" class="a-icon a-icon-star-small a-star-small-${r.rating} review-rating"><span class="a-icon-alt">${r.rating}.0 out of 5 stars</span></i>
<span data-hook="review-title" class="a-size-base a-text-bold review-title"><span>${escapeHtml(r.title ?? '')}</span></span></div>
<span data-hook="review-date" class="a-size-base a-color-secondary review-date">Reviewed in the United States on ${r.date}</span>
<div class="a-row"><span data-hook="msrp-avp-badge-linkless" class="a-size-mini a-color-state a-text-bold">Verified Purchase</span></div>
<div class="a-row review-data"><span data-hook="review-body" class="a-size-base review-text"><span>${escapeHtml(short)}</span></span>
<a data-hook="redirect-see-more" href="/gp/aw/review/${asin}/${r.id}">Read more</a></div>
<div class="a-row review-data aok-hidden"><span data-hook="review-body" class="a-size-base review-text review-text-content"><span>${escapeHtml(r.text)}</span></span></div>
<div class="a-row"><span data-hook="helpful-vote-statement" class="a-size-small a-color-tertiary">12 people found this helpful</span></div>
</div>`;
    })
    .join('\n');
  return `<!doctype html><html lang="en-us"><head><meta charset="utf-8"><title>Amazon.com: Customer reviews: ${escapeHtml(name)}</title></head><body>
<div id="cm_cr-product_info"><a data-hook="product-link" href="/dp/${asin}">${escapeHtml(name)}</a><span data-hook="rating-out-of-text">3.3 out of 5</span></div>
<div id="cm-cr-dp-aw-review-list">${items}</div></body></html>`;
}

// The shop's answer, indented under the review and longer than it.
const SELLER_RESPONSE = `<div class="wt-pl-xs-2 wt-mt-xs-2"><p class="wt-text-caption wt-text-gray">Response from the seller</p>
<div class="wt-text-truncate--multi-line wt-break-word wt-text-body">Thank you so much for your kind words! We are always happy to hear that our mugs arrive safely, and we hope you enjoy your morning coffee in it for many years to come.</div></div>`;

/**
 * Etsy's listing review cards as browser extensions and scrapers in public repositories read them (selectors
 * `[data-review-region]`, `input[type=hidden][name=rating]`, the text in
 * `[data-review-text-toggle-wrapper] .wt-text-truncate--multi-line` with a "Read more" toggle,
 * `[data-review-username]` whose line also holds the date, "Purchased item: …", the seller's indented response):
 * the text is a `div`, not the `p` older cards used.
 */
export function etsyListingPage(name: string, reviews: FixtureReview[]): string {
  const items = reviews
    .map(
      (r, i) => `<div class="wt-grid__item-xs-12 review-card" data-review-region="28${i}4567890">
<div class="wt-display-flex-xs wt-align-items-center"><span class="wt-display-inline-block wt-mr-xs-1"><input type="hidden" name="rating" value="${r.rating}"><span class="wt-screen-reader-only">${r.rating} out of 5 stars</span><span class="wt-icon"><svg></svg></span></span></div>
<div class="wt-content-toggle--truncated-inline-multi" id="review-preview-toggle-${i}" data-review-text-toggle-wrapper><div class="wt-text-truncate--multi-line wt-break-word wt-text-body">${escapeHtml(r.text)}</div><button class="wt-content-toggle__trigger wt-btn wt-btn--transparent" type="button">Read more</button></div>
<div class="wt-display-flex-xs"><a href="https://www.etsy.com/listing/1385245506/mug" class="wt-text-link">Purchased item: ${escapeHtml(name)}</a></div>
${i === 0 ? SELLER_RESPONSE : ''}
<p class="wt-text-caption wt-text-gray"><a href="https://www.etsy.com/people/shopper${i}" data-review-username rel="nofollow" class="wt-text-link">${escapeHtml(r.reviewer)}</a> ${r.date}</p>
</div>`,
    )
    .join('\n');
  return `<!doctype html><html lang="en-US"><head><meta charset="utf-8"><title>${escapeHtml(name)} - Etsy</title><link rel="preconnect" href="https://i.etsystatic.com"></head><body>
<h1 data-buy-box-listing-title="true">${escapeHtml(name)}</h1><p class="wt-text-title-larger">$32.00</p>
<div id="reviews" data-region="reviews">${items}</div></body></html>`;
}

/**
 * A shop's own review list styled with utility classes only (Tailwind), after a public shop's review row
 * component: the writer and the date beside an avatar, the stars with a "Verified purchase" badge, an optional
 * title, the text, then the shop's reply `<div class="mt-3 rounded-md border-l-2 … p-3"><p class="… mb-1">Response
 * from the seller</p><p class="whitespace-pre-wrap …">{body}</p><p class="… text-xs">{time}</p></div>`, then
 * "Helpful (N)" and "Report". No class names the reply; its words do, and it is longer than the review it answers.
 */
export function utilityClassReviewsPage(
  name: string,
  reviews: FixtureReview[],
  replies: Array<string | null>,
  starsFirst = false,
): string {
  const items = reviews
    .map((r, i) => {
      const stars = [0, 1, 2, 3, 4]
        .map(
          (k) =>
            `<svg class="h-4 w-4 ${k < r.rating ? 'text-amber-500' : 'text-slate-300'}" aria-hidden="true"><use href="#star"></use></svg>`,
        )
        .join('');
      const reply = replies[i]
        ? `<div class="mt-3 rounded-md border-l-2 border-sky-700/40 bg-sky-700/5 p-3"><p class="mb-1 text-xs font-semibold uppercase">Response from the seller</p><p class="whitespace-pre-wrap text-sm text-slate-600">${escapeHtml(replies[i]!)}</p><p class="mt-1 text-xs text-slate-400">2 days ago</p></div>`
        : '';
      // The compact layout some shops choose: "★★★★☆ Jane · March 3, 2024" on one line above the text.
      if (starsFirst)
        return `<li class="border-b border-slate-100 py-5 last:border-b-0">
<div class="flex items-center gap-2"><div class="flex" role="img" aria-label="${r.rating} out of 5 stars">${stars}</div><span class="text-sm font-semibold">${escapeHtml(r.reviewer)}</span><span class="text-xs text-slate-400">${r.date}</span></div>
<p class="mt-1.5 whitespace-pre-wrap text-sm text-slate-600">${escapeHtml(r.text)}</p>
${reply}
</li>`;
      return `<li class="border-b border-slate-100 py-5 last:border-b-0">
<div class="flex items-center gap-2.5"><span class="inline-flex h-8 w-8 rounded-full bg-slate-200 text-xs">${escapeHtml(r.reviewer.slice(0, 1))}</span>
<div class="min-w-0"><p class="truncate text-sm font-semibold">${escapeHtml(r.reviewer)}</p><span class="text-xs text-slate-400">${r.date}</span></div></div>
<div class="mt-2 flex flex-wrap items-center gap-2"><div class="flex" role="img" aria-label="${r.rating} out of 5 stars">${stars}</div><span class="rounded-full bg-emerald-50 px-2 text-xs">Verified purchase</span></div>
<p class="mt-1.5 whitespace-pre-wrap text-sm text-slate-600">${escapeHtml(r.text)}</p>
${reply}
<div class="mt-3 flex flex-wrap items-center gap-3"><button type="button" class="inline-flex items-center gap-1.5 rounded-full border px-3 py-1 text-xs font-semibold">Helpful (2)</button><button type="button" class="text-xs font-medium text-slate-400">Report</button></div>
</li>`;
    })
    .join('\n');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(name)}</title></head><body>
<main class="mx-auto max-w-5xl"><h1 class="text-2xl font-bold">${escapeHtml(name)}</h1><p class="text-lg">$32.00</p>
<section class="mt-8 space-y-5"><h2 class="text-xl">Reviews</h2><ul class="rounded-lg border border-slate-200 bg-white px-5">${items}</ul></section></main></body></html>`;
}

/**
 * Avis Vérifiés / Verified Reviews (NetReviews SAS) as its PrestaShop module's review templates in public
 * repositories render them: each review a `div.netreviews_review_part`, the writer's line
 * `p.netreviews_customer_name` holding "publié le <day>" and "suite à une commande du <day>" (the order's day),
 * the stars drawn as a width and written "4/5" (`netreviews_reviews_rate`), the text
 * `p.netreviews_customer_review`, the shop's answer `div.netreviews_website_answer` opening with "Commentaire de
 * Marchand le <day>", and "Cet avis vous a-t-il été utile ? Oui / Non".
 */
export function netReviewsPage(
  name: string,
  reviews: FixtureReview[],
  answers: Array<string | null>,
): string {
  const french = (iso: string) => iso.split('-').reverse().join('/');
  const items = reviews
    .map((r, i) => {
      const answer = answers[i]
        ? `<div class="netreviews_website_answer"><p><span class="netreviews_answer_title">Commentaire de Marchand le 05/03/2024</span><br>${escapeHtml(answers[i]!)}</p></div>`
        : '';
      const icons = (colour: string) => `<span class="nr-icon nr-star ${colour}"></span>`.repeat(5);
      return `<div class="netreviews_review_part${i === 0 ? ' first-child' : ''}">
<p class="netreviews_customer_name">${escapeHtml(r.reviewer)} <span>publié le ${french(r.date!)}</span> <span class="order_date">suite à une commande du 01/01/2024</span></p>
<div class="netreviews_review_rate_and_stars"><div class="netreviews_font_stars"><div>${icons('grey')}</div><div style="color:#FFCD00;width:${r.rating * 20}%">${icons('gold')}</div></div>
<div class="netreviews_reviews_rate">${r.rating}/5</div></div>
<p class="netreviews_customer_review">${escapeHtml(r.text)}</p>
${answer}
<div class="netreviews_helpful_block">Cet avis vous a-t-il été utile ? <a class="netreviewsVote" href="javascript:">Oui <span>2</span></a> <a class="netreviewsVote" href="javascript:">Non <span>0</span></a></div>
</div>`;
    })
    .join('\n');
  return `<!doctype html><html lang="fr"><head><meta charset="utf-8"><title>${escapeHtml(name)}</title></head><body>
<h1 itemprop="name">${escapeHtml(name)}</h1><span class="price">24,90 €</span>
<div id="netreviews_reviews_tab"><div class="netreviews_stats_part"><p class="netreviews_note_generale">3,7<span class="nrSmall">/5</span></p><p>Basé sur ${reviews.length} avis</p></div>
<div class="netreviews_reviews_section">${items}</div></div></body></html>`;
}

/**
 * JTL-Shop's review item (templates Evo and Snackys5 in public repositories, productdetails/review_item.tpl): a
 * `div.review-comment` with the title and stars, "2 von 3 Kunden fanden diese Bewertung hilfreich", the text in a
 * `<blockquote>` whose `<small>` attributes it: `<cite><span><span>Anna</span></span>.</cite>, 03.03.2024`, then
 * "Verifizierter Kauf" and the shop's answer `div.card.answer` ("Antwort von <Shop>:").
 */
export function jtlShopPage(
  name: string,
  reviews: FixtureReview[],
  answers: Array<string | null>,
): string {
  const german = (iso: string) => iso.split('-').reverse().join('.');
  const items = reviews
    .map((r, i) => {
      const stars = [0, 1, 2, 3, 4]
        .map((k) => `<i class="${k < r.rating ? 'fas' : 'far'} fa-star"></i>`)
        .join('');
      const answer = answers[i]
        ? `<div class="card answer"><div class="card-body"><strong>Antwort von Beispielshop:</strong><blockquote class="m0"><p>${escapeHtml(answers[i]!)}</p><small>05.03.2024</small></blockquote></div></div>`
        : '';
      return `<div id="comment10${i}" class="review-comment"><div class="top5">
<div class="title dpflex-j-between dpflex-a-start"><strong>${escapeHtml(r.title ?? '')}</strong><span><span class="rating">${stars}</span><small class="hide"><span>${r.rating}</span> von <span>5</span></small></span></div>
<div class="review-helpful-total"><small class="text-muted">2 von 3 Kunden fanden diese Bewertung hilfreich.</small></div>
<blockquote class="m0"><p>${escapeHtml(r.text)}</p><small><cite><span><span>${escapeHtml(r.reviewer)}</span></span>.</cite>, ${german(r.date!)}</small><span class="blockquote-divider"></span><span class="verified-purchase">Verifizierter Kauf</span></blockquote>
${answer}
</div></div>`;
    })
    .join('\n');
  return `<!doctype html><html lang="de"><head><meta charset="utf-8"><title>${escapeHtml(name)}</title></head><body>
<h1 class="product-title">${escapeHtml(name)}</h1><div class="price">29,99 €</div>
<div id="tab-votes">${items}</div></body></html>`;
}

/**
 * WooCommerce's review list with the shop's answers: WordPress's `wp_list_comments` nests a reply inside the
 * review it answers, as `<ul class="children"><li class="comment … bypostauthor depth-2">` with its own writer
 * and date (WooCommerce's single-product/review.php and review-meta.php render both), and a shop's thank-you is
 * often longer than the review.
 */
export function wooCommerceRepliesPage(
  name: string,
  reviews: FixtureReview[],
  replies: Array<string | null>,
): string {
  let html = wooCommercePage(name, reviews);
  reviews.forEach((r, i) => {
    const reply = replies[i];
    if (!reply) return;
    const thread = `<ul class="children"><li class="comment byuser comment-author-shopowner bypostauthor odd alt depth-2" id="li-comment-${200 + i}">
<div id="comment-${200 + i}" class="comment_container"><img alt="" src="/avatar.png" class="avatar avatar-60 photo" height="60" width="60">
<div class="comment-text"><p class="meta"><strong class="woocommerce-review__author">Example Store </strong> <span class="woocommerce-review__dash">&ndash;</span> <time class="woocommerce-review__published-date" datetime="2024-03-05T10:00:00+00:00">March 5, 2024</time></p>
<div class="description"><p>${escapeHtml(reply)}</p></div></div></div></li></ul>`;
    html = html.replace(`id="li-comment-${100 + i}">`, `id="li-comment-${100 + i}" data-reply>`);
    const at = html.indexOf('data-reply>');
    const end = html.indexOf('</li>', at);
    html = `${html.slice(0, end)}${thread}${html.slice(end)}`.replace('data-reply>', '>');
  });
  return html;
}

/**
 * Yotpo's (v2) review with the store's comment, as a crawler in a public repository reads it
 * (`.yotpo-comments-box .yotpo-main .content-review` for the reply, `.yotpo-comments-box .yotpo-header
 * .yotpo-review-date` for its date): the comment box sits in the review, with its own "Store Owner" header and a
 * two-digit-year date ("03/05/24") whose first numbers read like "3/5".
 */
export function yotpoStoreReplyPage(
  name: string,
  reviews: FixtureReview[],
  replies: Array<string | null>,
): string {
  let html = yotpoPage(name, reviews);
  reviews.forEach((r, i) => {
    if (!replies[i]) return;
    const box = `<div class="yotpo-comments-box visible"><div class="yotpo-comment yotpo-regular-box"><div class="yotpo-header"><div class="yotpo-icon-profile"><span class="yotpo-user-letter">S</span></div>
<div class="yotpo-header-element"><span class="y-label yotpo-user-name yotpo-font-bold pull-left">Store Owner</span></div>
<div class="yotpo-header-element yotpo-header-actions"><span class="y-label yotpo-review-date">03/05/24</span></div></div>
<div class="yotpo-main"><div class="yotpo-review-wrapper"><div class="content-review">${escapeHtml(replies[i]!)}</div></div></div></div></div>`;
    const at = html.indexOf(`data-review-id="${r.id}"`);
    const footer = html.indexOf('vote-sum">0</span></div>', at) + 'vote-sum">0</span></div>'.length;
    html = `${html.slice(0, footer)}\n${box}${html.slice(footer)}`;
  });
  return html;
}
