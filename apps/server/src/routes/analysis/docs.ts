// OpenAPI 3 generated from the routes' zod schemas (GET /api/docs/json) and Swagger UI at /api/docs (docs-page.ts). Registered
// before any route so that @fastify/swagger sees every one; only API paths are listed, never the SPA's pages.
import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { CSP_DIRECTIVES } from '../../plugins/security';
import { registerDocsPage } from '../api-docs/docs-page';
import { isApiPath } from '../site/index';

export const API_DOCS_PATH = '/api/docs';

/**
 * The site's CSP with one relaxation, on the Swagger UI pages only: Swagger UI sets a few inline styles, which
 * `style-src 'self'` blocks (seen in Chromium's console). Scripts stay 'self'-only.
 */
export const API_DOCS_CSP = Object.entries({
  ...CSP_DIRECTIVES,
  styleSrc: [...CSP_DIRECTIVES.styleSrc, "'unsafe-inline'"],
})
  .map(
    ([name, values]) =>
      `${name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)} ${values.join(' ')}`,
  )
  .join(';');

export async function registerApiDocs(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'ReviewSentry API',
        version: '1.0.0',
        description:
          "Checks whether a product's reviews look fake. POST /upload takes a CSV export of reviews, POST /analyze " +
          'a product link; both answer with the same analysis. Every error is `{ "error": { "code", "message", ' +
          '"details"? } }`. See docs/api.md in the repository for curl examples.',
      },
      tags: [
        { name: 'analysis', description: 'Review analysis of a CSV file or a product link' },
        { name: 'scraper', description: 'The review scraper on its own' },
        { name: 'reports', description: 'Saved analyses with a page of their own at /r/<id>' },
        { name: 'site', description: 'Health, news and contact form of the web site' },
      ],
    },
    transform: (input) =>
      isApiPath(input.url) && !input.url.startsWith(API_DOCS_PATH)
        ? jsonSchemaTransform(input)
        : { schema: { hide: true }, url: input.url },
    transformObject: jsonSchemaTransformObject,
  });
  await registerDocsPage(app, { prefix: API_DOCS_PATH, contentSecurityPolicy: API_DOCS_CSP });
}
