import type { NewsResponse } from '@reviewsentry/contracts';
import { act, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NEWS_LOADING_HOLD_MS } from '../use-news';
import { NEWS_PLACEHOLDER_SRC } from './news-card';
import { NEWS_ERROR_MESSAGE, NewsPage } from './news-page';

const NEWS: NewsResponse = {
  results: [
    {
      id: 'money/2024/mar/02/fake-reviews',
      webTitle: 'Fake online reviews: how to spot them',
      webPublicationDate: '2024-03-02T08:00:00Z',
      webUrl: 'https://www.theguardian.com/money/2024/mar/02/fake-reviews',
      fields: { thumbnail: 'https://media.guim.co.uk/aaaa/500.jpg' },
    },
    {
      id: 'money/live/2023/dec/05/consumer-scams-live',
      webTitle: 'Consumer scams – live answers',
      webPublicationDate: '2023-12-05T12:00:00Z',
      webUrl: 'https://www.theguardian.com/money/live/2023/dec/05/consumer-scams-live',
    },
  ],
  fetched_at: '2024-03-03T00:00:00.000Z',
  stale: false,
};

function respond(status: number, body: unknown) {
  const fetchMock = vi.fn<typeof fetch>(() =>
    Promise.resolve(
      new Response(JSON.stringify(body), {
        status,
        headers: { 'Content-Type': 'application/json' },
      }),
    ),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** Lets the stubbed fetch and body parsing settle, moving the fake clock by `ms`. */
async function advance(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

describe('NewsPage', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('holds the loading state for one second after the answer arrives, then shows the cards', async () => {
    const fetchMock = respond(200, NEWS);
    render(<NewsPage />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Latest News on "scams"');
    expect(screen.getByRole('status')).toHaveTextContent('Loading news…');
    expect(fetchMock).toHaveBeenCalledWith('/api/news', expect.anything());

    await advance(NEWS_LOADING_HOLD_MS - 1);
    expect(screen.getByRole('status')).toHaveTextContent('Loading news…');
    expect(screen.queryByRole('link', { name: /Read More/ })).toBeNull();

    await advance(1);
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });

  it('counts the hold from when the answer arrives, not from when the page opened', async () => {
    const slowAnswer = 700;
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(
        () =>
          new Promise((resolve) =>
            setTimeout(
              () => resolve(new Response(JSON.stringify(NEWS), { status: 200 })),
              slowAnswer,
            ),
          ),
      ),
    );
    render(<NewsPage />);
    await advance(slowAnswer + NEWS_LOADING_HOLD_MS - 1);
    expect(screen.getByRole('status')).toHaveTextContent('Loading news…');
    await advance(1);
    expect(screen.getAllByRole('link', { name: /Read More/ })).toHaveLength(2);
  });

  it('renders each card: thumbnail or placeholder, title, readable date, external link', async () => {
    respond(200, NEWS);
    render(<NewsPage />);
    await advance(NEWS_LOADING_HOLD_MS);

    const [withThumb, withoutThumb] = screen.getAllByRole('listitem');
    const thumb = within(withThumb!).getByRole('img');
    expect(thumb).toHaveAttribute('src', 'https://media.guim.co.uk/aaaa/500.jpg');
    expect(thumb).toHaveAccessibleName(
      'Photo for the article “Fake online reviews: how to spot them”',
    );

    const placeholder = within(withoutThumb!).getByRole('img');
    expect(placeholder).toHaveAttribute('src', NEWS_PLACEHOLDER_SRC);
    expect(placeholder).toHaveAccessibleName('No image available for this article');

    expect(within(withThumb!).getByRole('heading', { level: 2 })).toHaveTextContent(
      'Fake online reviews: how to spot them',
    );
    const expectedDate = new Intl.DateTimeFormat(undefined, { dateStyle: 'long' }).format(
      new Date('2024-03-02T08:00:00Z'),
    );
    const time = withThumb!.querySelector('time');
    expect(time).toHaveTextContent(expectedDate);
    expect(time).toHaveAttribute('datetime', '2024-03-02T08:00:00Z');

    const link = within(withThumb!).getByRole('link', { name: /Read More →/ });
    expect(link).toHaveAttribute('href', NEWS.results[0]!.webUrl);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(link).toHaveAccessibleDescription('Fake online reviews: how to spot them');
  });

  it('loads the first row of images at once, the first with high priority (the largest paint), the rest lazily', async () => {
    const many = Array.from({ length: 5 }, (_, i) => ({ ...NEWS.results[0]!, id: `item-${i}` }));
    respond(200, { ...NEWS, results: many });
    render(<NewsPage />);
    await advance(NEWS_LOADING_HOLD_MS);
    const images = screen.getAllByRole('img');
    expect(images.map((img) => img.getAttribute('loading'))).toEqual([
      'eager',
      'eager',
      'eager',
      'lazy',
      'lazy',
    ]);
    expect(images.map((img) => img.getAttribute('fetchpriority'))).toEqual([
      'high',
      'auto',
      'auto',
      'auto',
      'auto',
    ]);
  });

  it('falls back to the placeholder when a thumbnail fails to load', async () => {
    respond(200, NEWS);
    render(<NewsPage />);
    await advance(NEWS_LOADING_HOLD_MS);
    const thumb = within(screen.getAllByRole('listitem')[0]!).getByRole('img');
    act(() => {
      thumb.dispatchEvent(new Event('error'));
    });
    expect(thumb).toHaveAttribute('src', NEWS_PLACEHOLDER_SRC);
  });

  it('shows the error message, after the same hold, when the server answers 502', async () => {
    respond(502, { error: { code: 'news_unavailable', message: 'News is unavailable.' } });
    render(<NewsPage />);
    await advance(NEWS_LOADING_HOLD_MS - 1);
    expect(screen.queryByRole('alert')).toBeNull();
    await advance(1);
    expect(screen.getByRole('alert')).toHaveTextContent(NEWS_ERROR_MESSAGE);
    expect(NEWS_ERROR_MESSAGE).toBe('Failed to load news. Please try again later.');
  });

  it('treats an answer of the wrong shape as a failure', async () => {
    respond(200, { response: { results: 'none' } });
    render(<NewsPage />);
    await advance(NEWS_LOADING_HOLD_MS);
    expect(screen.getByRole('alert')).toHaveTextContent(NEWS_ERROR_MESSAGE);
  });

  it('treats a network error as a failure', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    render(<NewsPage />);
    await advance(NEWS_LOADING_HOLD_MS);
    expect(screen.getByRole('alert')).toHaveTextContent(NEWS_ERROR_MESSAGE);
  });

  it('says when the articles are an earlier copy', async () => {
    respond(200, { ...NEWS, stale: true });
    render(<NewsPage />);
    await advance(NEWS_LOADING_HOLD_MS);
    expect(screen.getByText(/these are the articles we fetched earlier/)).toBeVisible();
    expect(screen.getAllByRole('link', { name: /Read More/ })).toHaveLength(2);
  });

  it('says so when there are no articles', async () => {
    respond(200, { ...NEWS, results: [] });
    render(<NewsPage />);
    await advance(NEWS_LOADING_HOLD_MS);
    expect(screen.getByText('There are no news articles to show right now.')).toBeVisible();
  });
});
