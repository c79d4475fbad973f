import { describe, expect, it } from 'vitest';
import { startApp } from '../../../test/analysis-app';

interface OpenApi {
  openapi: string;
  info: { title: string; version: string };
  paths: Record<
    string,
    Record<
      string,
      {
        tags?: string[];
        requestBody?: {
          content: Record<
            string,
            { schema: { properties?: Record<string, unknown>; required?: string[] } }
          >;
        };
        parameters?: Array<{ name: string; in: string }>;
        responses: Record<
          string,
          { content?: Record<string, { schema: { properties?: Record<string, unknown> } }> }
        >;
      }
    >
  >;
}

describe('OpenAPI at /api/docs', () => {
  it('/api/docs/json is an OpenAPI 3 document generated from the zod schemas, listing the API routes only', async () => {
    const app = await startApp();
    const res = await app.inject({ url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json<OpenApi>();
    expect(doc.openapi).toMatch(/^3\./u);
    expect(doc.info.title).toBe('ReviewSentry API');
    expect(Object.keys(doc.paths).sort()).toEqual(
      [
        '/analyze',
        '/api/feedback',
        '/api/news',
        '/api/reports',
        '/api/reports/{id}',
        '/api/scrape',
        '/healthz',
        '/readyz',
        '/upload',
      ].sort(),
    );
    // Page routes (a report's page included) and the docs themselves are not API operations.
    expect(doc.paths['/']).toBeUndefined();
    expect(doc.paths['/r/{id}']).toBeUndefined();

    const upload = doc.paths['/upload']?.post;
    const uploadOk =
      upload?.responses['200']?.content?.['application/json']?.schema.properties ?? {};
    for (const field of [
      'prod_id',
      'prod_name',
      'total_reviews',
      'fake_reviews_count',
      'fake_percentage',
      'product_status',
      'products',
      'coverage',
      'analyzed_at',
    ])
      expect(uploadOk).toHaveProperty(field);
    for (const status of ['400', '413', '415', '422', '429'])
      expect(upload?.responses).toHaveProperty(status);

    const analyze = doc.paths['/analyze']?.post;
    const body = analyze?.requestBody?.content['application/json']?.schema;
    expect(body?.properties).toHaveProperty('url');
    expect(body?.properties).toHaveProperty('refresh');
    expect(body?.required).toEqual(['url']);
    expect(
      analyze?.responses['200']?.content?.['application/json']?.schema.properties,
    ).toHaveProperty('cached');

    const scrape = doc.paths['/api/scrape']?.get;
    expect(scrape?.parameters?.map((p) => `${p.in}:${p.name}`)).toEqual(
      expect.arrayContaining(['query:url', 'query:format']),
    );
  });

  it('/api/docs serves Swagger UI', async () => {
    const app = await startApp();
    const res = await app.inject({ url: '/api/docs' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('swagger-ui');
    // Inline styles for Swagger UI only; scripts stay same-origin, and the rest of the site keeps the strict policy.
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).toContain("script-src 'self';");
    const home = await app.inject({ url: '/healthz' });
    expect(String(home.headers['content-security-policy'])).toContain("style-src 'self';");
  });
});
