// Grounding round 3: review markups of storefront platforms, theme templates and marketplaces as public
// repositories record them (the platforms' own render code, theme templates, saved pages, scraper selectors), each
// written here as our own minimal page with the same structure. The source of each structure is named on its
// builder; no third-party file or code is copied.
import { escapeHtml, type FixtureReview } from '@reviewsentry/test-support/shop';

/** A shop's answer threaded under one review, as a comment of its own. */
export interface FixtureReply {
  /** Index of the review it answers. */
  to: number;
  writer: string;
  date: string;
  text: string;
}

/** "March 3, 2024" for "2024-03-03": WordPress's default date format. */
function wordPressDate(iso: string): string {
  return new Date(`${iso}T12:00:00Z`).toLocaleDateString('en-US', {
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/** Which of a product's comment pages a page shows, and how many there are. */
export interface WordPressCommentPaging {
  productUrl: string;
  current: number;
  pages: number;
  /** WordPress's `default_comments_page`: the product page shows the newest page (its default) or the oldest. */
  first: 'newest' | 'oldest';
}

/** The address WordPress gives comment page `n` (the product page for the page it shows first). */
export function commentPageUrl(paging: WordPressCommentPaging, n: number): string {
  const shownFirst = paging.first === 'newest' ? paging.pages : 1;
  return n === shownFirst ? paging.productUrl : `${paging.productUrl}comment-page-${n}/`;
}

/**
 * The Product Reviews block's pagination with its previous and next blocks only, as block themes lay it out
 * (ProductReviewsPaginationPrevious.php / ProductReviewsPaginationNext.php: WordPress's previous and next comments
 * links, "Older Reviews" and "Newer Reviews", the block's class on each).
 */
function reviewsBlockPagination(paging: WordPressCommentPaging): string {
  const { current, pages } = paging;
  const older =
    current > 1
      ? `<a href="${commentPageUrl(paging, current - 1)}#comments" class="wp-block-woocommerce-product-reviews-pagination-previous">Older Reviews</a>`
      : '';
  const newer =
    current < pages
      ? `<a href="${commentPageUrl(paging, current + 1)}#comments" class="wp-block-woocommerce-product-reviews-pagination-next">Newer Reviews</a>`
      : '';
  return `\n<div class="wp-block-woocommerce-product-reviews-pagination">${older}${newer}</div>`;
}

/**
 * WooCommerce's Product Reviews block (block themes; woocommerce/woocommerce
 * plugins/woocommerce/src/Blocks/BlockTypes/Reviews/ProductReviewTemplate.php, ProductReviewRating.php,
 * ProductReviewAuthorName.php, ProductReviewDate.php, ProductReviewContent.php, and a theme's single-product
 * template laying the inner blocks out in columns): an `ol` of `li#comment-N` carrying WordPress's comment classes
 * (`review comment-author-<name> depth-1`), the writer, the stars (`role=img aria-label="Rated 4 out of 5"` around
 * WooCommerce's star span), the text and a `<time datetime>` each a block of its own, and a reply threaded as a
 * nested plain `<ol>` inside the review it answers (no `children` class), with its own writer and date.
 */
export function wooProductReviewsBlockPage(
  name: string,
  reviews: Array<FixtureReview & { date: string }>,
  replies: FixtureReply[] = [],
  paging: WordPressCommentPaging | null = null,
): string {
  const post = (
    id: number,
    classes: string,
    writer: string,
    date: string,
    text: string,
    rating: number | null,
    nested: string,
  ) => {
    const stars =
      rating === null
        ? ''
        : `<div class="wc-block-product-review-rating__container"><div class="wc-block-product-review-rating__stars" role="img" aria-label="Rated ${rating} out of 5"><span style="width:${rating * 20}%">Rated <strong class="rating">${rating}</strong> out of 5</span></div></div>`;
    return `<li id="comment-${id}" class="${classes}"><div class="wp-block-columns">
<div class="wp-block-column" style="flex-basis:140px"><div class="wp-block-woocommerce-product-review-author-name">${escapeHtml(writer)}</div></div>
<div class="wp-block-column"><div class="wp-block-group"><div class="wp-block-woocommerce-product-review-rating">${stars}</div>
<div class="wp-block-woocommerce-product-review-content"><p>${escapeHtml(text)}</p></div></div></div>
<div class="wp-block-column" style="flex-basis:100px"><div class="wp-block-woocommerce-product-review-date"><time datetime="${date}T10:00:00+00:00">${wordPressDate(date)}</time></div></div></div>
<div style="height:var(--wp--preset--spacing--60)" aria-hidden="true" class="wp-block-spacer"></div>${nested}</li>`;
  };
  const slug = (writer: string) => writer.toLowerCase().replace(/[^a-z]+/g, '-');
  const items = reviews
    .map((r, i) => {
      const answers = replies
        .filter((reply) => reply.to === i)
        .map((reply, j) =>
          post(
            900 + i * 10 + j,
            `review byuser comment-author-${slug(reply.writer)} bypostauthor odd alt depth-2`,
            reply.writer,
            reply.date,
            reply.text,
            null,
            '',
          ),
        )
        .join('');
      const parity = i % 2 === 0 ? 'even thread-even' : 'odd alt thread-odd thread-alt';
      return post(
        101 + i,
        `review byuser comment-author-${slug(r.reviewer)} ${parity} depth-1`,
        r.reviewer,
        r.date,
        r.text,
        r.rating,
        answers ? `<ol>${answers}</ol>` : '',
      );
    })
    .join('\n');
  return `<!doctype html><html lang="en-US"><head><meta charset="utf-8"><title>${escapeHtml(name)} – Shop</title></head><body>
<main class="wp-block-group"><h1 class="wp-block-post-title">${escapeHtml(name)}</h1>
<div class="wp-block-woocommerce-product-price"><span class="woocommerce-Price-amount amount">$24.00</span></div>
<div class="wp-block-woocommerce-product-reviews"><h3 class="wp-block-woocommerce-product-reviews-title">Reviews</h3>
<ol class="wp-block-woocommerce-product-review-template">
${items}
</ol>${paging ? reviewsBlockPagination(paging) : ''}
<div class="wp-block-group"><div id="review_form_wrapper"><div id="respond" class="comment-respond"><span id="reply-title" class="comment-reply-title" role="heading" aria-level="3">Add a review</span>
<form action="/wp-comments-post.php" method="post" class="comment-form"><div class="comment-form-rating"><label for="rating">Your rating</label><select name="rating" id="rating"><option value="">Rate…</option><option value="5">Perfect</option><option value="4">Good</option><option value="3">Average</option><option value="2">Not that bad</option><option value="1">Very poor</option></select></div>
<p class="comment-form-comment"><label for="comment">Your review</label><textarea id="comment" name="comment"></textarea></p></form></div></div></div>
</div></main></body></html>`;
}

/**
 * Trendyol's review page (`/<brand>/<product>-p-<id>/yorumlar`), as Selenium scrapers in public repositories read it
 * (selectors `.comment`, `.comment-text p`, `.comment-info-item` for the masked name and then the date, a third
 * item "Elite Üye" on some, `.seller-name-info`, and the stars counted as `.comment-rating .full` layers whose style
 * is `width: 100%; max-width: 100%`): five `star-w` icons, each an empty star under a `full` layer whose width is how
 * full that one star is.
 */
export function trendyolReviewsPage(
  name: string,
  reviews: Array<FixtureReview & { date: string }>,
): string {
  const star = (fill: number) =>
    `<div class="star-w"><div class="empty"><div class="star" style="width:14px;height:14px"></div></div><div class="full" style="width: ${fill}%; max-width: 100%;"><div class="star" style="width:14px;height:14px"></div></div></div>`;
  const items = reviews
    .map(
      (
        r,
        i,
      ) => `<div class="comment"><div class="comment-cont"><div class="comment-rating"><div class="ratings readonly">${[1, 2, 3, 4, 5].map((n) => star(n <= r.rating ? 100 : 0)).join('')}</div></div>
<div class="comment-text"><p>${escapeHtml(r.text)}</p></div></div>
<div class="comment-info"><div class="comment-info-item">${escapeHtml(r.reviewer)}</div><div class="comment-info-item">${escapeHtml(r.date)}</div>${i === 0 ? '<div class="comment-info-item"><span>Elite Üye</span></div>' : ''}</div>
<div class="seller-name-info"><span>Bu ürün <span class="seller-name">TermosDünyası</span> satıcısından alındı.</span></div>
<div class="rnr-com-like"><span>Beğen (${i})</span></div></div>`,
    )
    .join('\n');
  return `<!doctype html><html lang="tr"><head><meta charset="utf-8"><title>${escapeHtml(name)} Yorumları - Trendyol</title></head><body>
<div class="pr-rnr-cn"><div class="pr-in-nm"><h1 class="pr-new-br"><a href="/marka">Marka</a> <span>${escapeHtml(name)}</span></h1></div>
<div class="rnr-com-w"><div class="reviews">
${items}
</div></div></div></body></html>`;
}

/** "Mar 3, 2024" for "2024-03-03": Angular's mediumDate, Spartacus's `cxDate` default. */
function mediumDate(iso: string): string {
  return new Date(`${iso}T12:00:00Z`).toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/**
 * SAP Commerce's Spartacus storefront, server-rendered (SAP/spartacus
 * projects/storefrontlib/cms-components/product/product-tabs/product-reviews/product-reviews.component.html and
 * shared/components/star-rating/star-rating.component.{ts,html}): each review a `div.review` with `.title`, a
 * `cx-star-rating` whose rating is only the host's CSS custom property `style="--star-fill: 4"` around five
 * `cx-icon.star` alike (each labelled with the rating a click would give, "Add rate: 3 stars", from the English
 * `productReview.addRate`), `.name`, `.date` (mediumDate) and `.text`; the summary's stars likewise above.
 */
export function spartacusReviewsPage(
  name: string,
  reviews: Array<FixtureReview & { date: string }>,
): string {
  const stars = (fill: number, cls = '') =>
    `<cx-star-rating${cls} disabled="true" style="--star-fill: ${fill};">${[1, 2, 3, 4, 5]
      .map(
        (n) =>
          `<cx-icon class="star cx-icon fas fa-star" role="button" aria-label="Add rate: ${n} star${n > 1 ? 's' : ''}"></cx-icon>`,
      )
      .join('')}</cx-star-rating>`;
  const average = reviews.reduce((sum, r) => sum + r.rating, 0) / reviews.length;
  const items = reviews
    .map(
      (r) =>
        `<div class="review" tabindex="0"><div class="title">${escapeHtml(r.title ?? '')}</div>${stars(r.rating)}<div class="name"> ${escapeHtml(r.reviewer)} </div><div class="date">${mediumDate(r.date)}</div><div class="text">${escapeHtml(r.text)}</div></div>`,
    )
    .join('\n');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(name)} | Electronics Site</title></head><body>
<cx-storefront class="ProductDetailsPageTemplate"><cx-page-layout class="ProductDetailsPageTemplate"><cx-page-slot class="Summary"><cx-product-intro><h1>${escapeHtml(name)}</h1></cx-product-intro></cx-page-slot>
<cx-tab-paragraph-container><cx-product-reviews><div class="container"><h2> Reviews (${reviews.length}) </h2>
<div class="header"><h3>Overall Rating</h3><button class="btn btn-primary">Write a Review</button>${stars(Math.round(average * 100) / 100, ' class="rating"')}</div>
${items}
</div></cx-product-reviews></cx-tab-paragraph-container></cx-page-layout></cx-storefront></body></html>`;
}

/** An Ozon review as its state holds it: the words in three parts, the writer as name parts. */
export interface OzonReview {
  firstName: string;
  lastName: string;
  anonymous: boolean;
  purchased: boolean;
  score: number;
  /** Unix seconds. */
  publishedAt: number;
  comment: string;
  positive: string;
  negative: string;
}

/**
 * Ozon's review page (`/product/<slug>-<id>/reviews/`), as scrapers in public repositories read it (the Go
 * `ReviewsData` struct of an Ozon review parser reading `#state-webListReviews-…[data-state]`, and a Python one
 * joining `content.comment`, `content.positive` and `content.negative`): no review in the markup, the list in the
 * JSON of a widget's `data-state` attribute, each review with `author: {firstName, lastName, fio}`,
 * `content: {comment, positive, negative, score}`, `publishedAt` in Unix seconds, `isItemPurchased`,
 * `isAnonymous`, and the list's `paging: {total, perPage}` and `productScore` beside it.
 */
export function ozonReviewsPage(
  name: string,
  reviews: OzonReview[],
  paging: { total: number; perPage: number },
  productScore: number,
): string {
  const state = {
    products: { '123': { name, uri: '/product/termos-123/', itemId: 123 } },
    user: { firstName: '', lastName: '', fio: '', id: 0 },
    reviews: reviews.map((r, i) => ({
      uuid: `0193a1b2-aaaa-7bbb-8ccc-00000000000${i + 1}`,
      publishedAt: r.publishedAt,
      createdAt: r.publishedAt - 3600,
      itemId: 123,
      author: {
        firstName: r.firstName,
        lastName: r.lastName,
        fio: `${r.firstName} ${r.lastName}`.trim(),
        id: r.anonymous ? 0 : i + 1,
        avatarUrl: '',
      },
      status: { name: 'approved', id: 2 },
      usefulness: { userSelection: '', useful: i, unuseful: 0 },
      content: {
        comment: r.comment,
        positive: r.positive,
        negative: r.negative,
        videos: [],
        photos: [],
        score: r.score,
      },
      comments: { list: [], totalCount: 0 },
      isAnonymous: r.anonymous,
      isItemPurchased: r.purchased,
    })),
    itemId: 123,
    paging: { total: paging.total, commonTotal: paging.total, page: 1, perPage: paging.perPage },
    pageType: 1,
    productScore,
  };
  return `<!doctype html><html lang="ru"><head><meta charset="utf-8"><title>Отзывы на ${escapeHtml(name)} — OZON</title></head><body>
<div id="layoutPage"><div data-widget="webProductHeading"><h1>${escapeHtml(name)}</h1></div>
<div id="state-webListReviews-3231710-default-1" data-state="${escapeHtml(JSON.stringify(state))}"></div>
<div data-widget="webListReviews"></div></div></body></html>`;
}

/**
 * Sylius 2's shop review (Sylius/Sylius src/Sylius/Bundle/ShopBundle/Resources/views/ProductReview/_single.html.twig):
 * divs without a class, in order the writer's first name, then a group of the title in `<strong>`, the date
 * (`format_date`, "Mar 3, 2024" in en_US) and an empty element with `data-rating` and `data-max-rating`, then the
 * text. The product page lists the latest reviews above a link to all of them.
 */
export function syliusReviewsPage(
  name: string,
  reviews: Array<FixtureReview & { date: string }>,
): string {
  const items = reviews
    .map(
      (r) =>
        `<div><div><div>${escapeHtml(r.reviewer)}</div><div><div><strong>${escapeHtml(r.title ?? '')}</strong></div><div>${mediumDate(r.date)}</div><div data-rating="${r.rating}" data-max-rating="5" style="pointer-events: none;"></div></div><div>${escapeHtml(r.text)}</div></div></div>`,
    )
    .join('\n');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(name)} | Fashion Web Store</title></head><body>
<div class="container"><h1 class="h2 mb-3">${escapeHtml(name)}</h1><div class="fs-3 mb-3">$24.00</div>
<div class="mb-5"><div class="h4 mb-3">Reviews</div>
<div class="d-flex flex-column gap-4">
${items}
</div></div></div></body></html>`;
}

/**
 * Sylius 1's shop review list (Sylius/Sylius src/Sylius/Bundle/ShopBundle/Resources/views/ProductReview/_list.html.twig,
 * Semantic UI): each review a `ui very padded segment` with the title and the date ('Y-m-d H:i') as corner labels,
 * an `<h4>` "Rating:" holding the `ui star rating` element (`data-rating`, `data-max-rating`), the text, and the
 * bottom label "- Author: <first name> <initial>." (or "Guest").
 */
export function syliusOneReviewsPage(
  name: string,
  reviews: Array<FixtureReview & { date: string }>,
): string {
  const items = reviews
    .map(
      (
        r,
      ) => `<div class="ui very padded segment"><div class="ui top left attached label">${escapeHtml(r.title ?? '')}</div><div class="ui top right attached label">${r.date} 10:15</div>
<h4>Rating: <div class="ui star rating" data-rating="${r.rating}" data-max-rating="5"></div></h4>
<p>${escapeHtml(r.text)}</p>
<div class="ui bottom attached label">
  - Author: ${escapeHtml(r.reviewer)}
</div></div>`,
    )
    .join('\n');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(name)} | Sylius</title></head><body>
<div class="ui container"><h1 class="ui header">${escapeHtml(name)}</h1><div class="ui huge header">$24.00</div>
<div class="ui segment" id="sylius-product-reviews">
${items}
</div></div></body></html>`;
}

/** "3 березня 2024" for "2024-03-03". */
function ukrainianDate(iso: string): string {
  const months = [
    'січня',
    'лютого',
    'березня',
    'квітня',
    'травня',
    'червня',
    'липня',
    'серпня',
    'вересня',
    'жовтня',
    'листопада',
    'грудня',
  ];
  const [year, month, day] = iso.split('-').map(Number);
  return `${day} ${months[month! - 1]} ${year}`;
}

/**
 * Rozetka's product comments (`/ua/<slug>/p<id>/comments/`), as scraper configurations in public repositories read
 * them (`div.comment`, `[data-testid=replay-header-author]`, `time[data-testid=replay-header-date]`,
 * `div[data-testid=stars-rating]` whose style is `width: calc(100%)`, converted "width to rating", `.comment__body p`,
 * and `.comment__essentials` with the advantages and disadvantages): the stars drawn as the width of a filled layer
 * written as a CSS calculation. A review's `essentials` are its answers to the shop's prompts, printed as a `<dl>`
 * of label (`dt`, "Переваги:") and words (`dd`).
 */
export function rozetkaCommentsPage(
  name: string,
  reviews: Array<FixtureReview & { date: string; essentials?: Array<[string, string]> }>,
): string {
  const essentials = (parts: Array<[string, string]> = []) =>
    parts.length === 0
      ? ''
      : `<dl class="comment__essentials">${parts
          .map(
            ([label, words]) =>
              `<div class="comment__essentials-item"><dt class="comment__essentials-label">${escapeHtml(label)}</dt><dd>${escapeHtml(words)}</dd></div>`,
          )
          .join('')}</dl>`;
  const items = reviews
    .map(
      (
        r,
      ) => `<li class="product-comments__list-item"><rz-comment><div class="comment"><div class="comment__inner">
<div class="comment__header"><div data-testid="replay-header-author" class="comment__author">${escapeHtml(r.reviewer)}</div><time data-testid="replay-header-date" class="comment__date">${ukrainianDate(r.date)}</time></div>
<div class="comment__body-wrapper"><rz-stars-rating class="comment__rating"><div class="stars__wrapper"><svg width="96" height="16"><use href="#icon-stars-empty"></use></svg><div class="stars__rating" data-testid="stars-rating" style="width: calc(${r.rating * 20}%);"><svg width="96" height="16"><use href="#icon-stars-filled"></use></svg></div></div></rz-stars-rating>
<div class="comment__body"><p>${escapeHtml(r.text)}</p>${essentials(r.essentials)}</div></div>
<div class="comment__buttons"><button class="button button--link">Відповісти</button><span class="comment__vote">2</span></div></div></div></rz-comment></li>`,
    )
    .join('\n');
  return `<!doctype html><html lang="uk"><head><meta charset="utf-8"><title>${escapeHtml(name)} — відгуки | ROZETKA</title></head><body>
<rz-product><h1 class="product__title">${escapeHtml(name)}</h1>
<rz-product-comments><div class="product-comments"><ul class="product-comments__list">
${items}
</ul></div></rz-product-comments></rz-product></body></html>`;
}

/**
 * OXID eShop's Flow theme reviews (its widget/reviews/reviews.tpl as themes in public repositories keep it): each
 * review a microdata `Review` scope whose element id numbers it on the page (`reviewName_1`, `reviewName_2`…), the
 * writer's first name and "schrieb am" with a `<time itemprop="datePublished">`, Font Awesome stars (`fa-star`,
 * `fa-star-o`) beside a hidden `ratingValue`, and the text in `itemprop="description"`. `next` adds the list's
 * "weiter" link to the following page.
 */
export function oxidReviewsPage(
  name: string,
  reviews: Array<FixtureReview & { date: string }>,
  next: string | null = null,
): string {
  const stars = (n: number) =>
    [1, 2, 3, 4, 5].map((i) => `<i class="fa fa-star${i <= n ? '' : '-o'}"></i>`).join('');
  const germanDate = (iso: string) => iso.split('-').reverse().join('.');
  const items = reviews
    .map(
      (
        r,
        i,
      ) => `<div class="panel panel-default" id="reviewName_${i + 1}" itemprop="review" itemscope itemtype="http://schema.org/Review">
<div class="panel-heading"><div class="row"><div class="col-md-6 writer"><span itemprop="author">${escapeHtml(r.reviewer)}</span> schrieb am <span><time itemprop="datePublished" datetime="${r.date}">${germanDate(r.date)}</time></span></div>
<div class="col-md-6 rating"><div class="pull-right text-warning" itemprop="reviewRating" itemscope itemtype="http://schema.org/Rating">${stars(r.rating)}<div class="hidden"><span itemprop="worstRating">1</span><span itemprop="ratingValue">${r.rating}</span><span itemprop="bestRating">5</span></div></div><div class="clearfix"></div></div></div></div>
<div class="panel-body" id="reviewText_${i + 1}" itemprop="description">${escapeHtml(r.text)}</div></div>`,
    )
    .join('\n');
  const pager = next
    ? `<div class="listLocator"><a class="next" href="${escapeHtml(next)}">weiter</a></div>`
    : '';
  return `<!doctype html><html lang="de"><head><meta charset="utf-8"><title>${escapeHtml(name)} | OXID Shop</title></head><body>
<div id="details_container" itemscope itemtype="http://schema.org/Product"><h1 id="productTitle" itemprop="name">${escapeHtml(name)}</h1>
<div id="productPrice" class="price"><span>24,90 €</span></div>
<div class="tab-pane" id="review"><div class="reviews-landscape">
${items}
</div>${pager}</div></div></body></html>`;
}

/**
 * Jumia's product ratings page (`/catalog/productratingsreviews/sku/<SKU>/`), as scrapers in public repositories
 * read it (`article.-pvs.-hr._bet`, `div.stars._m._al` "4 out of 5" with a width-drawn layer, `h3.-m.-fs16.-pvs`
 * title, `p.-pvs` text, `div.-df.-j-bet.-i-ctr.-gy5` holding `span.-prs` date "29-05-2023" and "by Name", a
 * `-gn5` "Verified Purchase" badge, and the pager's `a.pg[aria-label="Next Page"]`): utility classes only.
 */
export function jumiaRatingsPage(
  name: string,
  reviews: Array<FixtureReview & { date: string }>,
  next: string | null,
): string {
  const dayFirst = (iso: string) => iso.split('-').reverse().join('-');
  const items = reviews
    .map(
      (r) =>
        `<article class="-pvs -hr _bet"><div class="stars _m _al -mvs">${r.rating} out of 5<div class="in" style="width:${r.rating * 20}%"></div></div><h3 class="-m -fs16 -pvs">${escapeHtml(r.title ?? '')}</h3><p class="-pvs">${escapeHtml(r.text)}</p><div class="-df -j-bet -i-ctr -gy5"><div class="-pvs"><span class="-prs">${dayFirst(r.date)}</span><span>by ${escapeHtml(r.reviewer)}</span></div><div class="-df -i-ctr -gn5 -fsh0"><svg viewBox="0 0 24 24" class="ic -f-gn5" width="16" height="16"><use xlink:href="#check-circle"></use></svg>Verified Purchase</div></div></article>`,
    )
    .join('\n');
  const pager = next
    ? `<div class="pg-w -ptm -pbxl"><a href="${escapeHtml(next)}" class="pg" aria-label="Next Page"><svg viewBox="0 0 24 24" class="ic" width="24" height="24"><use xlink:href="#arrow-right"></use></svg></a></div>`
    : '';
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(name)} Reviews | Jumia Nigeria</title></head><body>
<main class="-pvs"><section class="card"><header class="-df -i-ctr -j-bet -bb -pvs"><h1 class="-fs20 -m -phm">Product Ratings &amp; Reviews</h1></header>
<div class="row -pas"><div class="col4 -phm"><h2 class="-fs14 -m -upp -ptm">Verified Ratings (64)</h2><div class="-fs29 -yl5 -pvxs"><span class="-b">4.1</span>/5</div><div class="stars _m -mvs">4.1 out of 5<div class="in" style="width:82%"></div></div><p class="-fs16 -pts">64 verified ratings</p></div>
<div class="cola -phm -df -d-co"><h2 class="-fs14 -m -upp -ptm -pbs">Comments from Verified Purchases(32)</h2>
${items}
${pager}</div></div></section></main></body></html>`;
}

/**
 * CS-Cart's discussion add-on on a product's Reviews tab (its views/discussion/view.tpl and components/stars.tpl as
 * shop themes in public repositories keep them): `div.ty-discussion-post__content` holding the writer, the date in
 * the shop's format ("09.03.2024, 10:15"), a speech-bubble `div.ty-discussion-post` with the stars (`ty-icon-star`,
 * `ty-icon-star-empty`) and `ty-discussion-post__message`, and the pager's `ty-pagination__next` link.
 */
export function csCartDiscussionPage(
  name: string,
  reviews: Array<FixtureReview & { date: string }>,
  next: string | null,
): string {
  const stars = (n: number) =>
    `<span class="ty-nowrap ty-stars">${[1, 2, 3, 4, 5].map((i) => `<i class="ty-stars__icon ty-icon-star${i <= n ? '' : '-empty'}"></i>`).join('')}</span>`;
  const shown = (iso: string) => `${iso.split('-').reverse().join('.')}, 10:15`;
  const items = reviews
    .map(
      (r, i) => `<div class="ty-discussion-post__content ty-mb-l">
<span class="ty-discussion-post__author">${escapeHtml(r.reviewer)}</span>
<span class="ty-discussion-post__date">${shown(r.date)}</span>
<div class="ty-discussion-post " id="post_${i + 10}"><span class="ty-caret"> <span class="ty-caret-outer"></span> <span class="ty-caret-inner"></span></span>
<div class="clearfix ty-discussion-post__rating">${stars(r.rating)}</div>
<div class="ty-discussion-post__message">${escapeHtml(r.text)}</div></div></div>`,
    )
    .join('\n');
  const pager = next
    ? `<div class="ty-pagination__block"><div class="ty-pagination"><span class="ty-pagination__selected">1</span><a href="${escapeHtml(next)}" data-ca-page="2" class="ty-pagination__item ty-pagination__btn ty-pagination__next cm-history cm-ajax"><span class="ty-pagination__text">Следующая</span>&nbsp;<i class="ty-pagination__text-arrow">&rarr;</i></a></div></div>`
    : '';
  return `<!doctype html><html lang="ru"><head><meta charset="utf-8"><title>${escapeHtml(name)} — Магазин</title></head><body>
<div class="ty-product-block"><h1 class="ty-product-block-title"><bdi>${escapeHtml(name)}</bdi></h1>
<div class="ty-product-block__price-actual"><span class="ty-price"><bdi><span>45 990</span>&nbsp;<span class="ty-price-num">₽</span></bdi></span></div></div>
<div id="content_discussion" class="ty-wysiwyg-content content-discussion"><div class="discussion-block"><div id="posts_list_1">
${pager}
${items}
</div></div></div></body></html>`;
}

/**
 * Judge.me's review widget as a Shopify theme preloads it into the product page (a saved theme page in a public
 * repository, and scrapers reading `jdgm-rev`, `jdgm-rev__timestamp[data-content]`, `jdgm-rev__reply-content`):
 * the first page of reviews inside `jdgm-rev-widg`, which states the average and the number of reviews in data
 * attributes and microdata; each review with the writer's initial in an icon, stars as `jdgm--on`/`jdgm--off`
 * icons in a `data-score` element, an empty timestamp whose date is in `data-content`, `data-verified-buyer`, and
 * the store's reply (`jdgm-rev__replier` "replied:", `jdgm-rev__reply-content`) after the votes. The other pages
 * come from Judge.me's API by script (`jdgm-paginate`), not from the shop.
 */
export function judgeMePreloadedWidgetPage(
  name: string,
  reviews: Array<FixtureReview & { date: string }>,
  claimed: number,
  reply: { to: number; text: string } | null,
): string {
  const stars = (n: number) =>
    [1, 2, 3, 4, 5]
      .map((i) => `<span class='jdgm-star jdgm--${i <= n ? 'on' : 'off'}'></span>`)
      .join('');
  const items = reviews
    .map(
      (
        r,
        i,
      ) => `<div class='jdgm-rev jdgm-divider-top' data-verified-buyer='${i % 2 === 0}' data-review-id='a11389e2-d41d-42c3-a96a-0c72402386${30 + i}' data-product-title='${escapeHtml(name)}' data-thumb-up-count='0' data-thumb-down-count='0'>
<div class='jdgm-rev__header'><div class='jdgm-rev__icon'>${escapeHtml(r.reviewer.slice(0, 1))}</div>
<span class='jdgm-rev__rating' data-score='${r.rating}' tabindex='0' aria-label='${r.rating} star review' role='img'>${stars(r.rating)}</span>
<span class='jdgm-rev__timestamp jdgm-spinner' data-content='${r.date} 05:02:32 UTC'></span><div class='jdgm-rev__br'></div>
<span class='jdgm-rev__buyer-badge-wrapper'></span><span class='jdgm-rev__author-wrapper'><span class='jdgm-rev__author'>${escapeHtml(r.reviewer)}</span><span class='jdgm-rev__location'></span></span></div>
<div class='jdgm-rev__content'><div class='jdgm-rev__custom-form'></div><b class='jdgm-rev__title'>${escapeHtml(r.title ?? '')}</b><div class='jdgm-rev__body'><p>${escapeHtml(r.text)}</p></div><div class='jdgm-rev__pics'></div><div class='jdgm-rev__vids'></div></div>
<div class='jdgm-rev__actions'><div class='jdgm-rev__social'></div><div class='jdgm-rev__votes'></div></div>
<div class='jdgm-rev__reply'>${reply?.to === i ? `<div class='jdgm-rev__replier-wrapper'><span class='jdgm-rev__replier'>Steel Shop</span> replied:</div><div class='jdgm-rev__reply-content'><p>${escapeHtml(reply.text)}</p></div>` : ''}</div></div>`,
    )
    .join('\n');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(name)} – Steel Shop</title></head><body>
<main><h1 class="product__title">${escapeHtml(name)}</h1><div class="price">$24.00</div>
<div id='judgeme_product_reviews' class='jdgm-widget jdgm-review-widget' data-id='1852907782244'>
<div class='jdgm-rev-widg' data-average-rating='4.50' data-number-of-reviews='${claimed}' data-number-of-questions='0'>
<style class='jdgm-temp-hiding-style'>.jdgm-rev-widg { display: none }</style>
<div class='jdgm-rev-widg__header'><h2 class='jdgm-rev-widg__title'>Customer Reviews</h2>
<div class='jdgm-rich-snippet' itemprop='aggregateRating' itemscope itemtype='http://schema.org/AggregateRating'><meta itemprop='reviewCount' content='${claimed}'><meta itemprop='ratingValue' content='4.50'></div>
<div class='jdgm-rev-widg__summary'><div class='jdgm-rev-widg__summary-stars' aria-label='Average rating is 4.50 stars' role='img'>${stars(4)}</div><div class='jdgm-rev-widg__summary-text'>Based on ${claimed} reviews</div></div></div>
<div class='jdgm-rev-widg__body'><div class='jdgm-rev-widg__reviews'>
${items}
</div><div class='jdgm-paginate' data-per-page='5' data-url='https://judge.me/reviews/reviews_for_widget'></div></div></div></div></main></body></html>`;
}

/**
 * YITH WooCommerce Advanced Reviews, as a saved Vietnamese shop page in a public repository renders it (the plugin's
 * product-reviews template around WordPress's `ol.commentlist`): `li#li-comment-N` › `div.comment_container` with
 * the avatar, `p.meta` holding the writer in `<strong>` and a `<time datetime>` (day first), WooCommerce's star
 * rating, then `div.description.ywar-description` holding the text (`span.review_content`), the vote row
 * (`div.review_vote`: the shop's "Was this helpful?" in Vietnamese, two vote links, "0 of 0 people found this review
 * helpful") and the reply link (`div.reply` "Bình luận").
 */
export function yithAdvancedReviewsPage(
  name: string,
  reviews: Array<FixtureReview & { date: string }>,
): string {
  const dayFirst = (iso: string) => iso.split('-').reverse().join('/');
  const items = reviews
    .map(
      (
        r,
        i,
      ) => `<li id="li-comment-${2165 - i}" class="clearfix "><div id="comment-${2165 - i}" class="comment_container clearfix "><img alt="" src="https://secure.gravatar.com/avatar/75f4?s=60&amp;d=mm&amp;r=g" class="avatar avatar-60 photo" height="60" width="60">
<p class="meta"><strong>${escapeHtml(r.reviewer)}</strong> <time datetime="${r.date}T22:27:37+07:00">${dayFirst(r.date)}</time></p>
<div class="star-rating" title="Rated ${r.rating} out of 5"><span style="width:${r.rating * 20}%"><strong>${r.rating}</strong> out of 5</span></div>
<div class="comment-text clearfix "><div class="description ywar-description"><p><span class="review_content">${escapeHtml(r.text)}</span></p>
<div class="review_vote"><span class="review_helpful">Nhận xét này có hữu ích cho bạn?</span><a class="ywar_votereview yes" href="/wp-login.php?vote=1" data-vote_review="1" title="This reviews is helpful" rel="nofollow"></a><a class="ywar_votereview not" href="/wp-login.php?vote=-1" data-vote_review="-1" title="This reviews is not helpful" rel="nofollow"></a><span class="ywar_review_helpful">${i} of ${i} people found this review helpful</span></div>
<div class="reply review-actions"><div class="reply"><a class="comment-reply-link button" href="?replytocom=${i}#respond" rel="nofollow">Bình luận</a></div></div><p></p></div></div></div></li>`,
    )
    .join('\n');
  return `<!doctype html><html lang="vi"><head><meta charset="utf-8"><title>${escapeHtml(name)} – Cửa hàng</title></head><body>
<div class="product-main"><h1 class="product-title product_title entry-title">${escapeHtml(name)}</h1><p class="price"><span class="woocommerce-Price-amount amount"><bdi>21.990.000&nbsp;₫</bdi></span></p></div>
<div class="product-reviews"><div id="ywar_reviews"><div id="reviews_summary"><h3>ĐÁNH GIÁ SẢN PHẨM</h3></div></div>
<div id="reviews" class="ywar-review-content"><div id="comments"><ol class="commentlist">
${items}
</ol></div></div></div></body></html>`;
}

/**
 * Yotpo's reviews widget preloading its first page into the product page (a public repository's review extractor
 * reading `preloadedReviews = JSON.parse("…")`, `reviews[].content`, `score`, `user.displayName`): each review with
 * `title`, `createdAt`, `verifiedBuyer` and the store's reply as a `comment` object of its own, beside the list's
 * `pagination` and its `bottomline` (average score and total).
 */
export function yotpoPreloadedPage(
  name: string,
  reviews: Array<FixtureReview & { date: string; verified: boolean }>,
  reply: { to: number; text: string },
  bottomline: { average: number; total: number },
): string {
  const payload = {
    reviews: reviews.map((r, i) => ({
      id: 501 + i,
      score: r.rating,
      votesUp: i,
      votesDown: 0,
      content: r.text,
      title: r.title ?? '',
      createdAt: `${r.date}T10:00:00.000Z`,
      verifiedBuyer: r.verified,
      user: { userId: 11 + i, displayName: r.reviewer, socialImage: null },
      comment:
        reply.to === i
          ? { id: 9, content: reply.text, createdAt: `${r.date}T18:00:00.000Z` }
          : null,
      imagesData: [],
    })),
    pagination: { page: 1, perPage: 5, total: bottomline.total },
    bottomline: { averageScore: bottomline.average, totalReview: bottomline.total },
  };
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(name)} – Shop</title></head><body><h1>${escapeHtml(name)}</h1>
<div class="yotpo-widget-instance" data-yotpo-instance-id="123" data-yotpo-product-id="7001"></div>
<script>var preloadedReviews = JSON.parse(${JSON.stringify(JSON.stringify(payload)).replaceAll('</', '<\\/')});</script>
</body></html>`;
}

/**
 * Okendo's Widget Plus review list, as scrapers in public repositories read it (`li.oke-w-reviews-list-item`,
 * `.oke-w-reviewer-name` in `.oke-w-reviewer-identity`, `.oke-w-reviewer-verified`, `span.oke-a11yText` "Rated 4 out
 * of 5", `.oke-reviewContent-date`, `.oke-reviewContent-title.oke-title`, `.oke-reviewContent-body.oke-bodyText`):
 * the writer and their attributes in a side column, the stars drawn as a foreground width beside the words, and a
 * "Was this helpful?" footer with vote counters.
 */
export function okendoWidgetPlusPage(
  name: string,
  reviews: Array<FixtureReview & { date: string }>,
): string {
  const usDate = (iso: string) => {
    const [year, month, day] = iso.split('-');
    return `${month}/${day}/${year}`;
  };
  const items = reviews
    .map(
      (
        r,
        i,
      ) => `<li class="oke-w-reviews-list-item"><div class="oke-w-review js-oke-w-review" data-oke-review-id="c1a2b3c4-0000-4000-8000-00000000000${i}">
<div class="oke-w-review-side"><div class="oke-w-review-reviewer"><div class="oke-w-reviewer"><div class="oke-w-reviewer-identity"><div class="oke-w-reviewer-name oke-title">${escapeHtml(r.reviewer)}</div><div class="oke-w-reviewer-verified"><span class="oke-w-reviewer-verified-text">Verified Buyer</span></div></div></div></div>
<div class="oke-w-review-attributes"><ul class="oke-w-reviewer-attributes"><li class="oke-w-reviewer-attributes-item"><span class="oke-w-reviewer-attributes-item-label">Hair Type</span><span class="oke-w-reviewer-attributes-item-value">Curly</span></li><li class="oke-w-reviewer-attributes-item"><span class="oke-w-reviewer-attributes-item-label">Age Range</span><span class="oke-w-reviewer-attributes-item-value">25 - 34</span></li></ul></div></div>
<div class="oke-w-review-main"><div class="oke-reviewContent"><div class="oke-reviewContent-top"><div class="oke-reviewContent-rating"><div class="oke-stars"><div class="oke-stars-background"><svg height="12" viewBox="0 0 80 14" aria-hidden="true"><use href="#oke-star-empty"></use></svg></div><div class="oke-stars-foreground" style="width: ${r.rating * 20}%"><svg height="12" viewBox="0 0 80 14" aria-hidden="true"><use href="#oke-star-filled"></use></svg></div><span class="oke-a11yText">Rated ${r.rating} out of 5 stars</span></div></div><div class="oke-reviewContent-date">${usDate(r.date)}</div></div>
<div class="oke-reviewContent-main"><div class="oke-reviewContent-title oke-title">${escapeHtml(r.title ?? '')}</div><div class="oke-reviewContent-body oke-bodyText"><div><p>${escapeHtml(r.text)}</p></div></div></div></div>
<div class="oke-w-review-footer"><div class="oke-helpful"><span class="oke-helpful-label">Was this helpful?</span><button class="oke-helpful-vote-button"><span class="oke-helpful-vote-counter">${i}</span></button><button class="oke-helpful-vote-button"><span class="oke-helpful-vote-counter">0</span></button></div></div></div></div></li>`,
    )
    .join('\n');
  return `<!doctype html><html lang="en-US"><head><meta charset="utf-8"><title>${escapeHtml(name)} – Shop</title></head><body><h1 class="product__title">${escapeHtml(name)}</h1>
<div data-oke-widget class="okeReviews oke-w" data-oke-container><div class="oke-w-header"><h2 class="oke-w-reviews-head-title">Reviews</h2>
<div class="oke-w-ratingAverageModule"><span class="oke-w-ratingAverageModule-count">4.6</span><div class="oke-stars"><span class="oke-a11yText">Rated 4.6 out of 5 stars</span></div><div class="oke-w-ratingAverageModule-label">Based on 212 reviews</div></div></div>
<div class="oke-w-main"><ul class="oke-w-reviews-list">
${items}
</ul><button class="oke-button oke-showMore"><span class="oke-showMore-button-text oke-button-text">Show more</span></button></div></div></body></html>`;
}

/**
 * A shop's own review list built from Bootstrap's media list (Bootstrap 3's documented `ul.media-list` › `li.media` ›
 * `.media-left` avatar and `.media-body` with an `h4.media-heading`, the component it documents "for building blog
 * comments, Tweets and the like"; review templates in public repositories build their cards from it): the stars
 * in a title attribute, the date in `<small>`, the text in a plain paragraph, and a helpful button. The whole review
 * sits inside elements named like a picture (`media`). `layout` says what the `media-heading` holds and where the
 * date stands: the writer above the stars and date, as the component's comment examples print it; the review's
 * title there; the writer under the date; the writer there and again in a marked byline under the text; or the
 * writer and the date in `<small>` sharing the heading (Start Bootstrap's blog-post template's comments, which shops
 * copy: "Anna K. <small>March 3, 2024 at 9:30 PM</small>").
 */
export function bootstrapMediaReviewsPage(
  name: string,
  reviews: Array<Omit<FixtureReview, 'reviewer'> & { reviewer?: string; date: string }>,
  layout: 'writer' | 'title' | 'date-first' | 'byline' | 'heading-byline' = 'writer',
): string {
  const longDate = (iso: string) =>
    `${new Date(`${iso}T12:00:00Z`).toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' })} at 9:30 PM`;
  const items = reviews
    .map((r, i) => {
      const heading = `<h4 class="media-heading">${escapeHtml((layout === 'title' ? r.title : r.reviewer) ?? '')}</h4>`;
      const date = `<small class="text-muted">${r.date}</small>`;
      const stars = `<div class="stars" title="${r.rating} out of 5 stars"></div>`;
      return `<li class="media"><div class="media-left"><a href="#"><img class="media-object" src="/avatars/${i}.png" alt=""></a></div>
<div class="media-body">${
        layout === 'date-first'
          ? `${date}\n${heading}\n${stars}`
          : layout === 'heading-byline'
            ? `<h4 class="media-heading">${escapeHtml(r.reviewer ?? '')} <small>${longDate(r.date)}</small></h4>\n${stars}`
            : `${heading}\n${stars}${layout === 'byline' ? '' : date}`
      }
<p>${escapeHtml(r.text)}</p>${layout === 'byline' ? `\n<small>Posted by <span class="review-author">${escapeHtml(r.reviewer ?? '')}</span> on ${r.date}</small>` : ''}
<button class="btn btn-xs btn-default">Helpful (${i})</button></div></li>`;
    })
    .join('\n');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(name)} | Shop</title></head><body>
<div class="container"><h1>${escapeHtml(name)}</h1><p class="price">$24.00</p>
<section id="reviews"><h3>Customer reviews</h3><ul class="media-list">
${items}
</ul></section></div></body></html>`;
}

/**
 * The Tailwind UI product reviews pattern that many shops' own React storefronts copy (components in public
 * repositories: an avatar column, an `h3` with the writer, a `<time datetime>`, five heroicon stars told apart only
 * by colour classes `text-yellow-400` / `text-gray-300`, the rating for screen readers in `p.sr-only` "4 out of 5
 * stars", and the text in a `prose` block), utility classes only.
 */
export function tailwindReviewsPage(
  name: string,
  reviews: Array<FixtureReview & { date: string }>,
): string {
  const star = (full: boolean) =>
    `<svg class="${full ? 'text-yellow-400' : 'text-gray-300'} h-5 w-5 flex-shrink-0" viewBox="0 0 20 20" fill="currentColor" aria-hidden="true"><path fill-rule="evenodd" d="M10.868 2.884c-.321-.772-1.415-.772-1.736 0z" clip-rule="evenodd"></path></svg>`;
  const items = reviews
    .map(
      (
        r,
        i,
      ) => `<div class="flex space-x-4 text-sm text-gray-500"><div class="flex-none py-10"><img src="/avatars/${i}.jpg" alt="" class="h-10 w-10 rounded-full bg-gray-100"></div>
<div class="${i === 0 ? '' : 'border-t border-gray-200 '}flex-1 py-10"><h3 class="font-medium text-gray-900">${escapeHtml(r.reviewer)}</h3><p><time datetime="${r.date}">${wordPressDate(r.date)}</time></p>
<div class="mt-4 flex items-center">${[1, 2, 3, 4, 5].map((n) => star(n <= r.rating)).join('')}</div><p class="sr-only">${r.rating} out of 5 stars</p>
<div class="prose prose-sm mt-4 max-w-none text-gray-500"><p>${escapeHtml(r.text)}</p></div></div></div>`,
    )
    .join('\n');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(name)}</title></head><body><h1 class="text-2xl font-bold">${escapeHtml(name)}</h1><p class="text-3xl">$220</p>
<div class="mx-auto mt-16 w-full max-w-2xl"><div class="-mb-10"><h3 class="sr-only">Customer Reviews</h3>
${items}
</div></div></body></html>`;
}

/**
 * VirtueMart's product reviews (Joomla; components/com_virtuemart/views/productdetails/tmpl/default_reviews.php in the
 * VirtueMart repositories): rows alternating between `div.normal` and `div.highlight`, each with `span.date` in
 * Joomla's DATE_FORMAT_LC ("Sunday, 03 March 2024"), the stars as a `ratingbox` titled "Rating 4/5" around a
 * `stars-orange` layer sized in pixels, the text in a `<blockquote>`, then the customer's name in `span.bold`.
 */
export function virtueMartReviewsPage(
  name: string,
  reviews: Array<FixtureReview & { date: string }>,
): string {
  const shown = (iso: string) =>
    new Date(`${iso}T12:00:00Z`).toLocaleDateString('en-GB', {
      weekday: 'long',
      day: '2-digit',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    });
  const items = reviews
    .map(
      (r, i) => `<div class="${i % 2 === 0 ? 'normal' : 'highlight'}">
<span class="date">${shown(r.date)}</span>
<span class="vote"><span title="Rating ${r.rating}/5" class="vmicon ratingbox" style="display:inline-block;width:120px;"><span class="stars-orange" style="width:${24 * r.rating}px"></span></span></span>
<blockquote>${escapeHtml(r.text)}</blockquote>
<span class="bold">${escapeHtml(r.reviewer)}</span>
</div>`,
    )
    .join('\n');
  return `<!doctype html><html lang="en-gb"><head><meta charset="utf-8"><title>${escapeHtml(name)}</title></head><body>
<div class="productdetails-view"><h1>${escapeHtml(name)}</h1><div class="product-price"><span class="PricesalesPrice">24,00 €</span></div>
<div class="customer-reviews"><h4>Reviews</h4><div class="list-reviews">
${items}
<div class="clear"></div></div></div></div></body></html>`;
}
