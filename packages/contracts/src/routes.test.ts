import { describe, expect, it } from 'vitest';
import { isSitePath, SITE_ROUTES } from './routes';

describe('isSitePath', () => {
  it('accepts every declared route, with or without a trailing slash or query', () => {
    for (const { path } of Object.values(SITE_ROUTES)) {
      expect(isSitePath(path)).toBe(true);
      expect(isSitePath(`${path}?x=1`)).toBe(true);
    }
    expect(isSitePath('/faq/')).toBe(true);
  });

  it('rejects paths that are no page of the site', () => {
    for (const p of ['/nope', '/faq/extra', '/FAQ', '/index.html', '/api/news']) {
      expect(isSitePath(p)).toBe(false);
    }
  });
});
