import { describe, expect, it } from 'vitest';
import { headerWords, isIndexHeader, nameHints } from './header-names';

const top = (h: string): string | null => {
  const hints = nameHints(h);
  return hints.length === 0 ? null : [...hints].sort((a, b) => b.score - a.score)[0]!.meaning;
};

describe('header names', () => {
  it('splits every naming style into words', () => {
    expect(headerWords('\ufeffreviews.doRecommend')).toEqual(['review', 'do', 'recommend']);
    expect(headerWords('unixReviewTime')).toEqual(['unix', 'review', 'time']);
    expect(headerWords('  Review   TEXT ')).toEqual(['review', 'text']);
    expect(headerWords('restaurants_users_review')).toEqual(['restaurant', 'user', 'review']);
    expect(headerWords('reviewerID')).toEqual(['reviewer', 'id']);
  });

  it('puts the head of a head-first name last, as English names put it, only in names written with spaces', () => {
    expect(headerWords('Fecha de la reseña')).toEqual(['resena', 'fecha']);
    expect(headerWords("Note de l'avis")).toEqual(['avis', 'note']);
    expect(headerWords('Date of Experience')).toEqual(['experience', 'date']);
    expect(headerWords('reviews.doRecommend')).toEqual(['review', 'do', 'recommend']);
    expect(headerWords('Nota de 5')).toEqual(['nota']);
  });

  it('splits a German compound into the words it is made of, with or without a joining s, n or en', () => {
    expect(headerWords('Bewertungstext')).toEqual(['bewertung', 'text']);
    expect(headerWords('Kundenname')).toEqual(['kunde', 'name']);
    expect(headerWords('Produktname')).toEqual(['produkt', 'name']);
    expect(headerWords('Rezensionsdatum')).toEqual(['rezension', 'datum']);
    // A word we know is never split, nor one whose parts are not both known.
    expect(headerWords('username')).toEqual(['username']);
    expect(headerWords('Ratingstar')).toEqual(['ratingstar']);
    expect(headerWords('Kennzeichen')).toEqual(['kennzeichen']);
  });

  it.each([
    ['Bewertungstext', 'text'],
    ['Rezensionstext', 'text'],
    ['Kommentartext', 'text'],
    ['Bewertungsdatum', 'date'],
    ['Bewertungstitel', 'title'],
    ['Kundenname', 'reviewer'],
    ['Produktname', 'product_name'],
    ['Artikelname', 'product_name'],
    ['Artikelnummer', 'product_id'],
    ['Produktnummer', 'product_id'],
    ['Produkt-ID', 'product_id'],
    ['Numéro du produit', 'product_id'],
    ['Número de artículo', 'product_id'],
  ])('reads the German compound or numbered product %s as %s', (header, meaning) => {
    expect(top(header)).toBe(meaning);
  });

  it('reads "Gesamt" first in a compound as overall (one review\'s overall rating), alone as a total', () => {
    expect(top('Gesamtbewertung')).toBe('rating');
    expect(top('Gesamtnote')).toBe('rating');
    expect(top('Gesamt')).toBeNull();
    expect(top('Gesamtsumme')).toBeNull();
  });

  it.each([
    ['Référence', 'product_id'], // PrestaShop's product reference; as a bare id, only where it repeats
    ['Referencia', 'product_id'],
    ['Reference', 'product_id'],
    ['Referencia del producto', 'product_id'],
    ['Product Reference', 'product_id'],
    ['Order Reference', null],
    ['Review Reference', null],
  ])('reads the reference %s as %s', (header, meaning) => {
    expect(top(header)).toBe(meaning);
  });

  it('reads the plural of a word it knows in any language as the word', () => {
    expect(headerWords('Estrellas')).toEqual(['estrella']);
    expect(headerWords('Votes utiles')).toEqual(['vote', 'util']);
    expect(headerWords('Name des Kunden')).toEqual(['kunde', 'name']);
    // Only where the singular is a word we know.
    expect(headerWords('status')).toEqual(['status']);
  });

  it.each([
    ['Estrellas', 'rating'],
    ['Étoiles', 'rating'],
    ['Valoraciones', 'rating'],
    ['Votes utiles', 'helpful_votes'],
    ['Name des Kunden', 'reviewer'],
    ['Pseudo', 'reviewer'],
    ['Benutzername', 'reviewer'],
    ['Erstellt am', 'date'],
    ['Publié le', 'date'],
    ['Publicado el', 'date'],
  ])('reads the header %s of a shop system in another language as %s', (header, meaning) => {
    expect(top(header)).toBe(meaning);
  });

  it.each([
    // Italian, Portuguese, Dutch and French name the head first without a joining word.
    ['Nome prodotto', 'product_name'],
    ['Codice prodotto', 'product_id'],
    ['Código do produto', 'product_id'],
    ['ID produit', 'product_id'],
    ['Nom produit', 'product_name'],
    ['Nombre cliente', 'reviewer'],
    ['Naam klant', 'reviewer'],
    ['Productnaam', 'product_name'],
    ['Voti utili', 'helpful_votes'],
    ['Votos úteis', 'helpful_votes'],
    // English names the head last: unchanged.
    ['Product ID', 'product_id'],
    ['Top Reviewer', 'reviewer'],
  ])('reads the head-first name %s as %s', (header, meaning) => {
    expect(top(header)).toBe(meaning);
  });

  it('reads a header as it shows: invisible characters, fullwidth and look-alike letters', () => {
    expect(headerWords('re\u200bview_te\u00adxt')).toEqual(['review', 'text']);
    expect(headerWords('ｒｅｖｉｅｗ')).toEqual(['review']);
    expect(headerWords('r\u0435view')).toEqual(['review']);
  });

  it.each([
    ['customer_review', 'text'],
    ['reviews.text', 'text'],
    ['Review Text', 'text'],
    ['reviewText', 'text'],
    ['body', 'text'],
    ['content', 'text'],
    ['comment', 'text'],
    ['review', 'text'],
    ['restaurants_users_review', 'text'],
    ['ulasan', 'text'],
    ['summary', 'title'],
    ['headline', 'title'],
    ['reviews.title', 'title'],
    ['customer_rating', 'rating'],
    ['rating_star', 'rating'],
    ['overall', 'rating'],
    ['Stars', 'rating'],
    ['score', 'rating'],
    ['reviewTime', 'date'],
    ['unixReviewTime', 'date'],
    ['submit_time', 'date'],
    ['dateAdded', 'date'],
    ['Date of Experience', 'date'],
    ['Date Rated', 'date'], // IMDb's ratings export: when, not how much
    ['On Time Delivery Rating', 'rating'],
    ['created_at', 'date'],
    ['Year_Month', 'date'], // Kaggle's Disneyland reviews: "2019-4"
    ['id_product', 'product_id'], // PrestaShop names an id before what it identifies
    ['ID Product', 'product_id'],
    ['Branch', 'product_name'],
    ['reviewerName', 'reviewer'],
    ['author_username', 'reviewer'],
    ['reviews.username', 'reviewer'],
    ['Customer Name', 'reviewer'],
    ['verified_purchase', 'verified'],
    ['is_certified_buyer', 'verified'],
    ['helpful', 'helpful_votes'],
    ['helpful_votes', 'helpful_votes'],
    ['reviewReaction', 'helpful_votes'],
    ['Hilfreich', 'helpful_votes'],
    ['votes_up', 'helpful_votes'], // Steam
    ['steam_purchase', 'verified'],
    ['weighted_vote_score', null], // Steam's helpfulness score, not a rating
    ['days_since_review', null], // Booking: "3 days"
    ['accommodation_score', null], // the place's own average
    ['placeInfo/rating', null],
    ['accommodation_id', 'product_id'],
    ['appid', 'product_id'],
    ['Product Rating', 'rating'], // Feefo: the reviewer's rating of the product
    // Head-first languages name the head, then what it is of: the head decides.
    ['Nota de la reseña', 'rating'],
    ['Título de la reseña', 'title'],
    ['Texto de la reseña', 'text'],
    ['Nombre del producto', 'product_name'],
    ['Nombre del cliente', 'reviewer'],
    ['Data da avaliação', 'date'],
    ['Nome do produto', 'product_name'],
    ["Note de l'avis", 'rating'],
    ['Nom du produit', 'product_name'],
    ['Datum der Bewertung', 'date'],
    ['Name of Product', 'product_name'],
    ['Tanggal Ulasan', 'date'],
    ['Evaluation', 'rating'],
    ['Clothing ID', 'product_id'], // only where it repeats (resolve-mapping)
    ['Order ID', null],
    ['postalCode', null], // Datafiniti's hotels: a place's code, shared by hotels
    ['locationId', 'product_id'], // TripAdvisor: the place reviewed
    ['im:rating.label', 'rating'], // Apple's customer-reviews feed, flattened
    ['stars_y', 'rating'], // pandas' merge suffix
    ['name_x', 'reviewer'],
    ['tax', null],
    ['author.name.label', 'reviewer'],
    ['label', null],
    ['userProfile/hometown/locationId', null],
    ['Positive Feedback Count', 'helpful_votes'],
    ['positiveFeedback', 'helpful_votes'],
    ['buyerTranslationFeedback', 'text'],
    ['prod_id', 'product_id'],
    ['asin', 'product_id'],
    ['parent_asin', 'product_id'],
    ['sku', 'product_id'],
    ['ProductId', 'product_id'],
    ['prod_name', 'product_name'],
    ['productTitle', 'product_name'],
    ['product', 'product_name'],
    ['placeInfo/name', 'product_name'],
    ['placeInfo/id', 'product_id'],
    ['product/details/title', 'product_name'],
    ['item_reviewer_name', 'reviewer'],
    ['product_url', 'product_url'],
    ['URL', 'product_url'],
    ['author_title', 'reviewer'],
    ['customer_review_title', 'title'],
    ['name', 'reviewer'],
    ['Consumer Name', 'reviewer'],
    ['guest_name', 'reviewer'],
    ['Note', 'rating'],
    ['Notes', null], // English remarks, never the plural of French's rating
    ['internal_notes', null],
    ['Bewertung', 'rating'],
    ['Valutazione', 'rating'],
    ['Überschrift', 'title'],
    ['Titolo', 'title'],
    ['Recensione', 'text'],
    ['Data', 'date'],
    ['title', 'title'],
    ['id', 'product_id'],
    ['page_id', 'product_id'],
    ['company_name', 'product_name'],
    ['Company', 'product_name'],
    // A scale, unit or remark beside the name does not change what it names.
    ['Rating (1-5)', 'rating'],
    ['Score (out of 10)', 'rating'],
    ['Rating [1-10]', 'rating'],
    ['Rating/5', 'rating'],
    ['Note sur 5', 'rating'],
    ['Review Text (English)', 'text'],
    ['Comments (optional)', 'text'],
    ['Date (dd/mm/yyyy)', 'date'],
  ])('%j hints at %s', (header, meaning) => {
    expect(top(header)).toBe(meaning);
  });

  it.each([
    'review_id',
    'cmtid',
    'model_name',
    'brand',
    'City',
    'sentiment',
    'label',
    'seller_response',
    'replied_date',
    'average_rating',
    'rating_count',
    'total_votes',
    'review_url',
    'reviews.doRecommend',
    'Unnamed: 0',
    'page',
  ])('%j means nothing to us', (header) => {
    expect(nameHints(header)).toEqual([]);
  });

  it.each([
    [
      'Google Play Console',
      [
        'Package Name',
        'Reviewer Language',
        'Review Submit Date and Time',
        'Review Last Update Date and Time',
        'Star Rating',
        'Review Title',
        'Review Text',
        'Developer Reply Text',
        'Review Link',
      ],
      ['product_name', null, 'date', 'date', 'rating', 'title', 'text', null, null],
    ],
    [
      'Yelp',
      ['business_id', 'review_id', 'user_id', 'stars', 'useful', 'funny', 'text', 'date'],
      ['product_id', null, 'reviewer', 'rating', 'helpful_votes', null, 'text', 'date'],
    ],
    [
      'Trustpilot business export',
      [
        'Review Created (UTC)',
        'Review Consumer User ID',
        'Review Title',
        'Review Content',
        'Review Stars',
        'Review Language',
        'Company Reply Date (UTC)',
      ],
      ['date', 'reviewer', 'title', 'text', 'rating', null, null],
    ],
    [
      'Judge.me',
      [
        'title',
        'body',
        'rating',
        'review_date',
        'reviewer_name',
        'reviewer_email',
        'product_id',
        'product_handle',
        'reply',
        'picture_urls',
      ],
      ['title', 'text', 'rating', 'date', 'reviewer', null, 'product_id', 'product_id', null, null],
    ],
    [
      'google-play-scraper',
      [
        'reviewId',
        'userName',
        'content',
        'score',
        'thumbsUpCount',
        'at',
        'replyContent',
        'repliedAt',
      ],
      [null, 'reviewer', 'text', 'rating', 'helpful_votes', 'date', null, null],
    ],
    [
      'Etsy',
      ['Reviewer', 'Date Reviewed', 'Star Rating', 'Message', 'Order ID'],
      ['reviewer', 'date', 'rating', 'text', null],
    ],
    [
      'Amazon Fine Food (Kaggle)',
      [
        'Id',
        'ProductId',
        'UserId',
        'ProfileName',
        'HelpfulnessNumerator',
        'Score',
        'Time',
        'Summary',
        'Text',
      ],
      [
        'product_id',
        'product_id',
        'reviewer',
        'reviewer',
        'helpful_votes',
        'rating',
        'date',
        'title',
        'text',
      ],
    ],
  ])('reads %s headers', (_source, headers, meanings) => {
    expect(headers.map(top)).toEqual(meanings);
  });

  it.each([
    [
      'Japanese (Rakuten, Amazon.co.jp scrapes)',
      ['投稿者', '評価', 'タイトル', 'レビュー本文', '投稿日', '商品名', '参考になった数'],
      ['reviewer', 'rating', 'title', 'text', 'date', 'product_name', 'helpful_votes'],
    ],
    [
      'Chinese (Taobao, JD scrapes)',
      ['用户名', '评分', '评论内容', '评论时间', '商品名称', '商家回复'],
      ['reviewer', 'rating', 'text', 'date', 'product_name', null],
    ],
    [
      'Korean (Coupang, Naver scrapes)',
      ['작성자', '평점', '리뷰 내용', '작성일', '상품명'],
      ['reviewer', 'rating', 'text', 'date', 'product_name'],
    ],
    [
      'Russian (Wildberries, Ozon scrapes)',
      ['Имя покупателя', 'Оценка', 'Текст отзыва', 'Дата', 'Товар', 'Ответ продавца'],
      ['reviewer', 'rating', 'text', 'date', 'product_name', null],
    ],
  ])('reads headers written in %s', (_source, headers, meanings) => {
    expect(headers.map(top)).toEqual(meanings);
  });

  it('weakens crawl dates and leaves ambiguous names to the content', () => {
    expect(nameHints('dateAdded')[0]!.score).toBeLessThan(nameHints('reviews.date')[0]!.score);
    expect(nameHints('name').map((h) => h.meaning)).toEqual(['reviewer', 'product_name']);
    expect(nameHints('title').map((h) => h.meaning)).toEqual(['title', 'product_name']);
    expect(nameHints('id')[0]!.score).toBeLessThan(50);
  });

  it('knows the names spreadsheets give an index column', () => {
    for (const h of ['', 'Unnamed: 0', 'index', '#']) expect(isIndexHeader(h)).toBe(true);
    expect(isIndexHeader('id')).toBe(false);
  });
});
