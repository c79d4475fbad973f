// Swagger UI at /api/docs (reading GET /api/docs/json), made fit for a phone and for WCAG AA: the page gets a
// viewport and a main landmark, the unlabeled top bar (logo image, URL box) is left out because the page only
// ever shows this server's API, and theme CSS fixes colours and wrapping (docs-theme.ts).
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { DOCS_THEME_CSS } from './docs-theme';

const VIEWPORT = '<meta name="viewport" content="width=device-width, initial-scale=1" />';

/** The page's HTML with a viewport, and its content inside a main landmark. */
export function accessibleDocsHtml(html: string): string {
  return html
    .replace(/<meta charset="UTF-8">/i, (charset) => `${charset}\n      ${VIEWPORT}`)
    .replace('<div id="swagger-ui"></div>', '<main><div id="swagger-ui"></div></main>');
}

export async function registerDocsPage(
  app: FastifyInstance,
  options: { prefix: string; contentSecurityPolicy: string },
): Promise<void> {
  // Encapsulated, so the onSend hook only ever sees the docs' own routes.
  await app.register(async (docs) => {
    docs.addHook('onSend', async (request, reply, payload) => {
      const path = request.url.split('?', 1)[0];
      const isPage = path === options.prefix || path === `${options.prefix}/`;
      return isPage && typeof payload === 'string' ? accessibleDocsHtml(payload) : payload;
    });
    await docs.register(swaggerUi, {
      routePrefix: options.prefix,
      // BaseLayout: the operations without Swagger's "explore any URL" top bar.
      uiConfig: { docExpansion: 'list', deepLinking: false, layout: 'BaseLayout' },
      theme: {
        title: 'ReviewSentry API reference',
        css: [{ filename: 'reviewsentry.css', content: DOCS_THEME_CSS }],
      },
      uiHooks: {
        onRequest: (_request, reply, done) => {
          reply.header('content-security-policy', options.contentSecurityPolicy);
          done();
        },
      },
    });
  });
}
