// DEMO_SHOP=true: GET /demo/shop/:slug is our own demo product page, and GET /api/demo-shop tells the link tab the
// example link to offer (this server's own address, as the browser reached it). Without the setting the page does
// not exist (404) and the list is empty, so the link tab offers no example link (and logs no failed request).
import type { FastifyPluginAsync } from 'fastify';
import { NotFoundError } from '../../errors/app-error';
import { DEMO_PRODUCTS, demoProduct } from '../../services/demo-shop/demo-products';
import { DEMO_SHOP_PATH, demoShopPage } from '../../services/demo-shop/demo-shop-page';

export const demoShopRoutes: FastifyPluginAsync<{ enabled: boolean }> = async (app, opts) => {
  app.get('/api/demo-shop', { schema: { hide: true } }, async (request, reply) => {
    reply.header('cache-control', 'no-cache');
    const examples = opts.enabled ? DEMO_PRODUCTS : [];
    return {
      examples: examples.map((p) => ({
        name: p.name,
        url: `${request.protocol}://${request.host}${DEMO_SHOP_PATH}${p.slug}`,
      })),
    };
  });
  if (!opts.enabled) return;

  app.get<{ Params: { slug: string } }>(`${DEMO_SHOP_PATH}:slug`, async (request, reply) => {
    const product = demoProduct(request.params.slug);
    if (!product) throw new NotFoundError('The demo shop has no such product.');
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(demoShopPage(product));
  });
};
