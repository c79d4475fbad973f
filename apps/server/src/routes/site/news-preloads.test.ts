import { afterEach, describe, expect, it } from 'vitest';
import { newsResponseSchema } from '@reviewsentry/contracts';
import {
  startGuardianFixture,
  type GuardianFixture,
  type GuardianFixtureMode,
} from '@reviewsentry/test-support/guardian';
import { tempDir, testConfig, writeDistFixture } from '../../../test/support';
import { buildApp, type App } from '../../app';

let app: App | undefined;
let fixture: GuardianFixture | undefined;
afterEach(async () => {
  await app?.close();
  await fixture?.close();
});

async function setup(mode: GuardianFixtureMode = 'ok') {
  fixture = await startGuardianFixture({ mode });
  app = await buildApp(
    testConfig({
      GUARDIAN_API_URL: fixture.url,
      WEB_DIST_DIR: writeDistFixture(tempDir('rs-dist-')),
    }),
  );
  return { app, fixture };
}

const IMAGE_PRELOAD =
  /<link rel="preload" as="image" fetchpriority="high" referrerpolicy="no-referrer" href="([^"]+)" \/>/;
const ANSWER_PRELOAD = '<link rel="preload" as="fetch" crossorigin="anonymous" href="/api/news" />';

describe('the news page names its answer and first picture in its head', () => {
  it('preloads the answer without asking The Guardian while nothing is cached', async () => {
    const { app, fixture } = await setup();
    const page = await app.inject({ url: '/blogs', headers: { accept: 'text/html' } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(ANSWER_PRELOAD);
    expect(page.body).not.toMatch(IMAGE_PRELOAD);
    expect(fixture.requests).toHaveLength(0);
  });

  it("preloads the first article's thumbnail once the answer is cached", async () => {
    const { app } = await setup();
    const news = newsResponseSchema.parse((await app.inject({ url: '/api/news' })).json());
    const first = news.results[0]?.fields?.thumbnail;
    expect(first).toMatch(/^https:\/\//);
    const page = await app.inject({ url: '/blogs/', headers: { accept: 'text/html' } });
    const head = page.body.slice(0, page.body.indexOf('</head>'));
    expect(head).toContain(ANSWER_PRELOAD);
    expect(head.match(IMAGE_PRELOAD)?.[1]).toBe(first?.replaceAll('&', '&amp;'));
    // Other pages are not touched.
    expect((await app.inject({ url: '/faq' })).body).not.toContain('/api/news');
  });

  it('names no picture when the news failed and nothing good is cached', async () => {
    const { app } = await setup('fail');
    expect((await app.inject({ url: '/api/news' })).statusCode).toBe(502);
    const page = await app.inject({ url: '/blogs' });
    expect(page.statusCode).toBe(200);
    expect(page.body).not.toMatch(IMAGE_PRELOAD);
  });
});
