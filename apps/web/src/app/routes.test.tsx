import { SITE_ROUTES } from '@reviewsentry/contracts';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { GITHUB_REPO_URL, SOCIAL_PROFILES } from '../config/site';
import { AppRoutes } from './routes';

function renderAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <AppRoutes />
    </MemoryRouter>,
  );
}

// Pages that fetch on mount get a news answer; nothing here reaches a network.
beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(() =>
      Promise.resolve(new Response(JSON.stringify({ results: [], fetched_at: 'x', stale: false }))),
    ),
  );
});

const EXPECTED_H1: Record<keyof typeof SITE_ROUTES, string> = {
  home: 'Spot fake product reviews before you buy',
  features: 'How Our System Works',
  about: 'About ReviewSentry',
  contact: 'Contact us',
  blogs: 'Latest News on "scams"',
  faq: 'Frequently asked questions',
  tool: 'Analyze Reviews',
  privacy: 'Privacy',
  terms: 'Terms of use',
  apiDocs: 'API documentation',
};

// Pages are lazy chunks: the first render of each waits for its module, which a loaded CI machine made take
// over the default 1 s (the 404 page failed once in a clean-clone run).
const LAZY_PAGE = { timeout: 10_000 };

describe('site routes', () => {
  it.each(Object.entries(SITE_ROUTES))(
    '%s renders one h1 and a document title',
    async (name, route) => {
      renderAt(route.path);
      const h1 = await screen.findByRole('heading', { level: 1 }, LAZY_PAGE);
      expect(h1).toHaveTextContent(EXPECTED_H1[name as keyof typeof SITE_ROUTES]);
      expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
      await waitFor(() => expect(document.title).toMatch(/ · ReviewSentry$/));
      expect(screen.getByRole('banner')).toBeInTheDocument();
      expect(screen.getByRole('main')).toBeInTheDocument();
      expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    },
  );

  it('shows the 404 page for any other path', async () => {
    renderAt('/no/such/page');
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: "Sorry, we couldn't find this page." },
        LAZY_PAGE,
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to homepage' })).toHaveAttribute('href', '/');
  });
});

describe('site header', () => {
  it('has the spec’s navigation labels, in order, pointing at the shared routes', async () => {
    renderAt('/');
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((l) => [l.textContent, l.getAttribute('href')])).toEqual([
      ['HOME', '/'],
      ['WORKING', '/features'],
      ['ABOUT US', '/about'],
      ['CONTACTS', '/contact'],
      ['BLOGS', '/blogs'],
      ['FAQs', '/faq'],
    ]);
    expect(within(nav).getByRole('link', { name: 'HOME' })).toHaveAttribute('aria-current', 'page');
  });

  it('opens the repository in a new tab without handing it window.opener', async () => {
    renderAt('/');
    const banner = await screen.findByRole('banner');
    const github = within(banner).getByRole('link', { name: /GitHub/ });
    expect(github).toHaveAttribute('href', GITHUB_REPO_URL);
    expect(github).toHaveAttribute('target', '_blank');
    expect(github).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('toggles the mobile menu with aria-expanded and closes it on navigation and Escape', async () => {
    const user = userEvent.setup();
    renderAt('/');
    const button = await screen.findByRole('button', { name: 'Menu' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(document.getElementById(button.getAttribute('aria-controls') ?? '')).toBe(
      screen.getByRole('navigation', { name: 'Main' }),
    );
    await user.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');

    await user.click(button);
    await user.click(screen.getByRole('link', { name: 'ABOUT US' }));
    await screen.findByRole('heading', { level: 1, name: 'About ReviewSentry' });
    expect(screen.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');
  });
});

describe('site footer', () => {
  it('links only to pages of the site and to the configured social profiles', async () => {
    renderAt('/');
    const footer = await screen.findByRole('contentinfo');
    const sitePaths = Object.values(SITE_ROUTES).map((r) => r.path);
    for (const heading of ['OUR PRODUCTS', 'SUPPORT', 'LEGAL']) {
      const group = within(footer).getByRole('navigation', { name: heading });
      for (const link of within(group).getAllByRole('link')) {
        expect(sitePaths).toContain(link.getAttribute('href'));
      }
    }
    expect(within(footer).getByRole('link', { name: 'API documentation' })).toHaveAttribute(
      'href',
      SITE_ROUTES.apiDocs.path,
    );
    for (const profile of SOCIAL_PROFILES) {
      const link = within(footer).getByRole('link', { name: new RegExp(profile.label) });
      expect(link).toHaveAttribute('href', profile.url);
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });
});
