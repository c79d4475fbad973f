// Link pages show a handful of reviews: their verdict is sized to that evidence (docs/decisions/100, 103). Our own
// pages, written from the shops' markup rules, served by the loopback fixture shop under the shops' own hosts.
import { analyzeResponseSchema } from '@reviewsentry/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { amazonClassicPage } from '@reviewsentry/test-support/shop';
import { html, startLinkShop, type LinkShop } from '../../../test/link-shop';
import { startApp } from '../../../test/analysis-app';

let link: LinkShop;
beforeAll(async () => {
  link = await startLinkShop();
});
afterAll(() => link.shop.close());

async function analyse(url: string, page: string) {
  const target = new URL(url);
  link.routes.set(`${target.hostname}${target.pathname}`, () => html(page));
  const resolve = `${link.env.SCRAPER_RESOLVE},${target.hostname}=127.0.0.1:${link.shop.port}`;
  const app = await startApp(
    { ...link.env, SCRAPER_RESOLVE: resolve },
    { scraperResolver: link.resolver },
  );
  const res = await app.inject({ method: 'POST', url: '/analyze', payload: { url } });
  expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
  return analyzeResponseSchema.parse(res.json());
}

const FRENCH = [
  'La bouilloire chauffe très vite et le couvercle ferme bien, je suis contente de mon achat.',
  'Produit conforme à la description, livraison rapide et emballage soigné, je recommande vivement.',
  'Après deux semaines le bouton ne fonctionne plus, le service client ne répond pas du tout.',
  "Très bon rapport qualité prix pour une utilisation quotidienne, elle fait un peu de bruit mais c'est normal.",
  'Le câble est trop court pour ma cuisine et la base glisse sur le plan de travail.',
  'Design élégant, facile à nettoyer, et le voyant lumineux est pratique le matin.',
  "Elle a commencé à fuir au bout d'un mois, je ne la rachèterai pas malheureusement.",
  "Bonne bouilloire, l'eau a un léger goût de plastique les premiers jours puis plus rien.",
  'Parfaite pour le thé, elle garde la chaleur assez longtemps et reste stable sur son socle.',
  'Reçue avec une rayure sur le côté, mais elle fonctionne correctement depuis trois mois.',
  'Silencieuse et rapide, exactement ce que je cherchais pour mon petit appartement en ville.',
];

describe('POST /analyze sizes the verdict of a small page to its evidence', () => {
  it('a French Amazon page of 13 reviews, two of them copies: never Fake, and says why', async () => {
    const reviews = FRENCH.map((text, i) => ({
      id: `RFR${i}`,
      text,
      rating: [5, 5, 1, 4, 2, 5, 1, 4, 5, 3, 5][i]!,
      reviewer: `Client ${i}`,
      date: `${i + 1} février 2023`,
    }));
    // Two later reviews by other accounts copy earlier ones word for word.
    reviews.push(
      { ...reviews[0]!, id: 'RFRC1', reviewer: 'Autre client', date: '20 février 2023' },
      { ...reviews[1]!, id: 'RFRC2', reviewer: 'Encore un client', date: '21 février 2023' },
    );
    const page = amazonClassicPage({
      asin: 'B0FRPAGE01',
      name: 'Bouilloire électrique',
      reviews,
      hasNext: false,
      withReviews: 13,
      dateLine: (r) => `Commenté en France le ${r.date}`,
      ratingLine: (r) => `${r.rating.toFixed(1).replace('.', ',')} sur 5 étoiles`,
    });
    const body = await analyse('https://www.amazon.fr/product-reviews/B0FRPAGE01', page);
    expect(body.review_coverage.reviews_received).toBe(13);
    // Every review is judged, by the copy search: French is not a language the text model was trained on.
    for (const review of body.reviews)
      expect(review).toMatchObject({
        assessed: true,
        language: 'fr',
        not_scored_reason: 'language_not_covered',
      });
    expect(body).toMatchObject({ total_reviews: 13, fake_reviews_count: 2, low_confidence: true });
    expect(body.product_status).toBe('Genuine');
    expect(body.trust_grade).not.toBe('F');
    expect(body.verdict_explanation).toContain('The text model could read none of the 13');
  });

  it('a Myntra page with one review: Not enough reviews, no score, no grade', async () => {
    const state = {
      pdpData: {
        id: 11_800_001,
        name: 'Cotton Brief',
        ratings: {
          averageRating: 4.4,
          totalCount: 120,
          reviewInfo: {
            reviewsCount: '1',
            topReviews: [
              {
                reviewId: 'myn-1',
                userName: 'Myntra Customer',
                reviewText:
                  'I have been a fan of this brand for years and it never fails to impress me with its comfort.',
                userRating: 1,
                timestamp: '1716034522000',
              },
            ],
          },
        },
      },
    };
    const page = `<!doctype html><html><head><title>Cotton Brief | Myntra</title></head><body>
<script>window.__myx = ${JSON.stringify(state)};</script></body></html>`;
    const body = await analyse(
      'https://www.myntra.com/briefs/brand/cotton-brief/11800001/buy',
      page,
    );
    expect(body.reviews).toHaveLength(1);
    expect(body).toMatchObject({
      total_reviews: 1,
      product_status: 'Not enough reviews',
      trust_score: null,
      trust_grade: null,
    });
    expect(body.verdict_explanation).toContain('A verdict needs at least 10 judged reviews');
  });
});
