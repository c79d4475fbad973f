// The `test` every browser test uses: the page may only talk to loopback. Requests to any other host are
// stopped in the browser (images get a local stand-in so pages render as they would online), so tests
// assert on the attributes of the map iframe and the thumbnails, never on third-party content.
import { test as base, expect, type Page } from '@playwright/test';

// A 1×1 transparent PNG.
const STAND_IN_IMAGE = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

export const test = base.extend<{ pageProblems: string[] }>({
  pageProblems: [
    async ({ context }, use) => {
      await context.route(
        (url) => !LOOPBACK.has(url.hostname),
        (route) =>
          route.request().resourceType() === 'image'
            ? route.fulfill({ status: 200, contentType: 'image/png', body: STAND_IN_IMAGE })
            : route.abort('blockedbyclient'),
      );
      const problems: string[] = [];
      const watch = (page: Page) => {
        page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
        page.on('console', (message) => {
          // Our pages must work under the server's Content-Security-Policy.
          if (message.text().includes('Content Security Policy')) problems.push(message.text());
        });
      };
      context.pages().forEach(watch);
      context.on('page', watch);
      await use(problems);
      expect(problems, 'page errors or CSP violations').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
