import { describe, expect, it } from 'vitest';
import { startApp } from '../../../test/analysis-app';

describe('/api/docs page', () => {
  it('has a viewport, a main landmark, our theme, and no top bar to explore other URLs', async () => {
    const app = await startApp();
    for (const url of ['/api/docs', '/api/docs/']) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toContain(
        '<meta charset="UTF-8">\n      <meta name="viewport" content="width=device-width, initial-scale=1" />',
      );
      expect(res.body).toContain('<main><div id="swagger-ui"></div></main>');
      expect(res.body).toContain('theme/reviewsentry.css');
      expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    }
    const init = await app.inject({ url: '/api/docs/static/swagger-initializer.js' });
    expect(init.body).toContain('"layout":"BaseLayout"');
    const css = await app.inject({ url: '/api/docs/static/theme/reviewsentry.css' });
    expect(css.statusCode).toBe(200);
    expect(css.body).toContain('.version-stamp');
  });
});
