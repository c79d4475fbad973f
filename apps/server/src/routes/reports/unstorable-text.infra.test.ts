// A shop page can name its product with characters PostgreSQL cannot store (a lone "\ud800"; a JSON-LD "\u0000"
// is already removed where the page is read, as every control character is). Saving its report must still work,
// with the same summary in SQLite and in PostgreSQL (a throwaway server, see test/infra), and the report itself
// keeps the page's text as analysed.
import { reportCreatedSchema, reportSchema } from '@reviewsentry/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp } from '../../../test/analysis-app';
import { html, scorableProductPage, startLinkShop, type LinkShop } from '../../../test/link-shop';
import { freshDatabaseUrl } from '../../../test/infra/services';

const NAME = 'Steel\u0000 Kettle \ud800';
const SKU = 'K\u00002\udc00';

let shop: LinkShop;
beforeAll(async () => {
  shop = await startLinkShop();
  shop.routes.set('shop.example.com/unstorable', () => html(scorableProductPage(NAME, SKU, 8)));
});
afterAll(async () => {
  await shop.shop.close();
});

describe('a report of a page whose product name PostgreSQL cannot store as it is', () => {
  it.each([
    ['SQLite', async () => ({})],
    ['PostgreSQL', async () => ({ DATABASE_URL: await freshDatabaseUrl() })],
  ])(
    'is saved in %s with U+FFFD in its summary and the page text in the report',
    async (_, database) => {
      const app = await startApp(
        { ...shop.env, ...(await database()) },
        { scraperResolver: shop.resolver },
      );
      const saved = await app.inject({
        method: 'POST',
        url: '/api/reports',
        payload: { url: 'https://shop.example.com/unstorable' },
      });
      expect(saved.statusCode).toBe(201);
      const { id } = reportCreatedSchema.parse(saved.json());
      // The link preview is made from the stored summary.
      const page = await app.inject({ url: `/r/${id}` });
      expect(page.body).toContain('Steel Kettle \uFFFD: ');
      const report = reportSchema.parse((await app.inject({ url: `/api/reports/${id}` })).json());
      expect(report.result.prod_name).toBe('Steel Kettle \ud800');
      expect(report.result.prod_id).toBe('K2\udc00');
    },
  );
});
