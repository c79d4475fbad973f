/// <reference lib="dom" />
/// <reference lib="dom.iterable" />
// Callbacks passed to page.evaluate run in the browser, hence the DOM types.
import { SITE_ROUTES } from '@reviewsentry/contracts';
import { seriousAxeViolations } from './support/axe';
import { expect, test } from './support/test';
import { SITE_PAGES, UNKNOWN_PATH } from './support/pages';
import type { Page } from '@playwright/test';

const HEADER_LINKS = [
  ['HOME', '/', 'Spot fake product reviews before you buy'],
  ['WORKING', '/features', 'How Our System Works'],
  ['ABOUT US', '/about', 'About ReviewSentry'],
  ['CONTACTS', '/contact', 'Contact us'],
  ['BLOGS', '/blogs', 'Latest News on "scams"'],
  ['FAQs', '/faq', 'Frequently asked questions'],
] as const;

/**
 * Clicks 'See More' and reads the scroll position in the same task: an instant jump has already happened, a
 * smooth scroll would only just have started.
 */
const clickSeeMore = (page: Page) =>
  page.evaluate(() => {
    const seeMore = [...document.querySelectorAll('button')].find(
      (b) => b.textContent === 'See More',
    );
    seeMore?.click();
    return window.scrollY;
  });

test.describe('every route', () => {
  for (const path of SITE_PAGES) {
    test(`${path} answers 200 with header, one h1, footer, its own title and no serious axe finding`, async ({
      page,
    }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      await expect(page.getByRole('banner').getByText('ReviewSentry')).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
      await expect(page).toHaveTitle(/ · ReviewSentry$/);
      expect(await seriousAxeViolations(page)).toEqual([]);
    });
  }

  test('the 404 page answers with HTTP 404, passes axe and leads back home', async ({ page }) => {
    const response = await page.goto(UNKNOWN_PATH);
    expect(response?.status()).toBe(404);
    await expect(
      page.getByRole('heading', { level: 1, name: "Sorry, we couldn't find this page." }),
    ).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await expect(page).toHaveTitle('Page not found · ReviewSentry');
    await page.getByRole('link', { name: 'Back to homepage' }).click();
    await expect(page).toHaveURL('/');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Spot fake product reviews before you buy' }),
    ).toBeVisible();
  });
});

test.describe('header', () => {
  test('each navigation link opens its page', async ({ page }) => {
    await page.goto('/faq');
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const [label, path, heading] of HEADER_LINKS) {
      await nav.getByRole('link', { name: label, exact: true }).click();
      await expect(page).toHaveURL(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      await expect(nav.getByRole('link', { name: label, exact: true })).toHaveAttribute(
        'aria-current',
        'page',
      );
    }
  });

  test('the GitHub button opens the repository in a new tab', async ({ page }) => {
    await page.goto('/');
    const github = page.getByRole('banner').getByRole('link', { name: /GitHub/ });
    await expect(github).toHaveAttribute('href', 'https://github.com/reviewsentry/reviewsentry');
    await expect(github).toHaveAttribute('target', '_blank');
    await expect(github).toHaveAttribute('rel', 'noopener noreferrer');
  });
});

test.describe('home page', () => {
  test("'Get Started' opens the analysis tool", async ({ page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'Get Started' }).click();
    await expect(page).toHaveURL(SITE_ROUTES.tool.path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Analyze Reviews');
  });

  test("'See More' scrolls the statistics into view", async ({ page }) => {
    await page.goto('/');
    const statistics = page.locator('#statistics');
    await expect(statistics).not.toBeInViewport({ ratio: 0.5 });
    expect(await page.evaluate(() => window.scrollY)).toBe(0);

    await page.getByRole('button', { name: 'See More' }).click();
    await expect(statistics).toBeInViewport({ ratio: 0.5 });
    await expect
      .poll(() => page.evaluate(() => window.scrollY), { message: 'page scrolled down' })
      .toBeGreaterThan(200);
    for (const figure of ['1.8M+', '45%', '$5.8B+', '2.5M+']) {
      await expect(statistics.getByText(figure, { exact: true })).toBeVisible();
    }
    // Keyboard users continue from the section they jumped to.
    await expect(statistics).toBeFocused();
  });

  test("'See More' jumps without animation when reduced motion is asked for", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    const scrolledAtOnce = await clickSeeMore(page);
    expect(scrolledAtOnce).toBeGreaterThan(200);
    await expect(page.locator('#statistics')).toBeInViewport({ ratio: 0.5 });
  });

  test("'See More' scrolls smoothly otherwise", async ({ page }) => {
    await page.goto('/');
    const scrolledAtOnce = await clickSeeMore(page);
    expect(scrolledAtOnce).toBeLessThan(200);
    await expect(page.locator('#statistics')).toBeInViewport({ ratio: 0.5 });
  });

  test("'Learn More' opens the about page", async ({ page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'Learn More' }).click();
    await expect(page).toHaveURL(SITE_ROUTES.about.path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('About ReviewSentry');
  });

  test('the open-source call to action links to the repository', async ({ page }) => {
    await page.goto('/');
    const cta = page.getByRole('link', { name: /Contribute on GitHub/ });
    await expect(cta).toHaveAttribute('href', 'https://github.com/reviewsentry/reviewsentry');
    await expect(cta).toHaveAttribute('target', '_blank');
  });
});

test.describe('footer', () => {
  test('OUR PRODUCTS, SUPPORT and LEGAL links open existing pages', async ({ page }) => {
    const expected: Record<string, [string, string][]> = {
      'OUR PRODUCTS': [
        ['Review analyzer', '/modeltryitout'],
        ['Review scraper', '/modeltryitout'],
        ['API documentation', '/api-docs'],
      ],
      SUPPORT: [
        ['FAQ', '/faq'],
        ['Contact', '/contact'],
        ['How it works', '/features'],
      ],
      LEGAL: [
        ['Privacy', '/privacy'],
        ['Terms', '/terms'],
      ],
    };
    await page.goto('/about');
    for (const [group, links] of Object.entries(expected)) {
      for (const [label, path] of links) {
        await page
          .getByRole('contentinfo')
          .getByRole('navigation', { name: group })
          .getByRole('link', { name: label, exact: true })
          .click();
        await expect(page).toHaveURL(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(page.getByText("Sorry, we couldn't find this page.")).toHaveCount(0);
      }
    }
  });

  test('a footer link opens the next page at its top, and Back returns to where the page was left', async ({
    page,
  }) => {
    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const footer = page.getByRole('contentinfo');
    await footer.scrollIntoViewIfNeeded();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
    const left = await page.evaluate(() => window.scrollY);
    await footer.getByRole('link', { name: 'Terms', exact: true }).click();
    await expect(page).toHaveURL('/terms');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Terms of use');
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await expect(page.locator('main')).toBeFocused();
    await page.goBack();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('About ReviewSentry');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(left);
  });

  test('social icons open the configured profiles in new tabs', async ({ page }) => {
    await page.goto('/');
    const social = page.getByRole('contentinfo').getByRole('list', { name: 'Social media' });
    const links = social.getByRole('link');
    await expect(links).toHaveCount(4);
    for (const link of await links.all()) {
      await expect(link).toHaveAttribute('href', /^https:\/\//);
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      await expect(link).toHaveAttribute('aria-label', /^ReviewSentry on /);
    }
  });
});

test('no link on any page is dead: every internal href answers 200', async ({ page, request }) => {
  const checked = new Map<string, number>();
  for (const path of SITE_PAGES) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const hrefs = await page
      .locator('a[href]')
      .evaluateAll((anchors) => anchors.map((a) => (a as HTMLAnchorElement).href));
    for (const href of hrefs) {
      const url = new URL(href);
      if (url.origin !== new URL(page.url()).origin) {
        expect(['https:', 'mailto:', 'tel:'], `scheme of ${href} on ${path}`).toContain(
          url.protocol,
        );
        continue;
      }
      const target = url.pathname + url.search;
      if (!checked.has(target)) checked.set(target, (await request.get(target)).status());
      expect(checked.get(target), `${target} linked from ${path}`).toBe(200);
    }
  }
  // The crawl really visited the site's pages through its links.
  for (const path of SITE_PAGES) expect([...checked.keys()]).toContain(path);
});
