import { act, render, screen, waitFor, within } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { CREATED_REPORT, EXAMPLE_CSV, installFakeFetch } from '../../tool/test/fake-fetch';
import { installFakeXhr, lastXhr, sentXhr } from '../../tool/test/fake-xhr';
import { twoProductAnswer, uploadAnswer } from '../../tool/test/make-result';
import { ToolPage } from '../../tool/components/tool-page';
import { HISTORY_KEY, readHistory, rememberReport } from '../history';
import { HistoryList } from './history-list';
import { ReportPage } from './report-page';

// The result's components are chunks of their own, which the page starts loading with the request; loaded once
// here so that the first test of the file does not wait for their first transform.
beforeAll(async () => {
  await Promise.all([
    import('../../tool/components/result-panel'),
    import('../../tool/components/result-tools'),
  ]);
});

const SLOW = { timeout: 20_000 };
// The save, the history and the deletion each settle after a fetch: generous waits for a busy machine.
const SETTLE = { timeout: 5_000 };

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const storedReport = {
  id: CREATED_REPORT.id,
  source: 'csv',
  created_at: '2026-01-02T03:04:05.000Z',
  expires_at: '2036-02-01T03:04:05.000Z',
  result: uploadAnswer(),
};

function renderTool() {
  return render(
    <MemoryRouter>
      <ToolPage />
    </MemoryRouter>,
  );
}

function renderReport(id = CREATED_REPORT.id) {
  return render(
    <MemoryRouter initialEntries={[`/r/${id}`]}>
      <Routes>
        <Route path="/r/:id" element={<ReportPage />} />
      </Routes>
    </MemoryRouter>,
  );
}

beforeEach(() => {
  installFakeXhr();
  window.localStorage.clear();
});
afterEach(() => {
  window.localStorage.clear();
});

describe('the tool keeps each result', SLOW, () => {
  it('saves the same file as a report, shows its link, remembers it here and can delete it', async () => {
    const server = installFakeFetch();
    renderTool();
    const file = new File(['reviewText\nGreat kettle\n'], 'kettle.csv', { type: 'text/csv' });
    await userEvent.upload(screen.getByLabelText('CSV file of reviews'), file);
    await userEvent.click(screen.getByRole('button', { name: 'Upload' }));
    const sent = await sentXhr();
    act(() => sent.respond(200, uploadAnswer()));

    const saved = await screen.findByTestId('saved-report', {}, SETTLE);
    expect(await within(saved).findByLabelText('Link to this result', {}, SETTLE)).toHaveValue(
      `${window.location.origin}/r/${CREATED_REPORT.id}`,
    );
    expect(saved).toHaveTextContent('Anyone with the link sees this result until 1 Feb 2036');
    const [url, init] = server.reports.mock.calls[0]!;
    expect(url).toBe('/api/reports');
    expect(init?.method).toBe('POST');
    expect(((init?.body as FormData).get('file') as File).name).toBe('kettle.csv');

    expect(readHistory()).toMatchObject([
      {
        id: CREATED_REPORT.id,
        delete_token: CREATED_REPORT.delete_token,
        title: 'Blue Kettle',
        product_status: 'Likely Fake',
        fake_reviews_count: 1,
        total_reviews: 3,
        low_confidence: true,
      },
    ]);
    const entry = await screen.findByTestId('history-entry', {}, SETTLE);
    expect(entry).toHaveTextContent('Blue Kettle');
    // The verdict as the page gives it: the answer's low confidence is said here too.
    expect(entry).toHaveTextContent(
      '1 of 3 reviews looks fake (33.33%), a verdict given with low confidence.',
    );
    expect(within(entry).getByRole('link', { name: 'Blue Kettle' })).toHaveAttribute(
      'href',
      `/r/${CREATED_REPORT.id}`,
    );

    server.reports.mockResolvedValueOnce(new Response(null, { status: 204 }));
    await userEvent.click(within(saved).getByRole('button', { name: 'Delete this saved result' }));
    expect(
      await within(saved).findByText('Deleted: the link no longer works.', {}, SETTLE),
    ).toBeVisible();
    const [deleteUrl, deleteInit] = server.reports.mock.calls[1]!;
    expect(deleteUrl).toBe(`/api/reports/${CREATED_REPORT.id}`);
    expect(deleteInit?.method).toBe('DELETE');
    expect(new Headers(deleteInit?.headers).get('Authorization')).toBe(
      `Bearer ${CREATED_REPORT.delete_token}`,
    );
    expect(readHistory()).toEqual([]);
    await waitFor(() => expect(screen.queryByTestId('history')).toBeNull(), SETTLE);
  });

  it("remembers a file of several products by each one's verdict, not a blended one", async () => {
    installFakeFetch();
    renderTool();
    const file = new File(['reviewText\nGreat kettle\n'], 'two.csv', { type: 'text/csv' });
    await userEvent.upload(screen.getByLabelText('CSV file of reviews'), file);
    await userEvent.click(screen.getByRole('button', { name: 'Upload' }));
    const sent = await sentXhr();
    act(() => sent.respond(200, twoProductAnswer()));
    const entry = await screen.findByTestId('history-entry', {}, SETTLE);
    expect(entry).toHaveTextContent(
      'Each product was judged on its own reviews: 1 Likely Fake, 1 Not enough reviews.',
    );
    expect(within(entry).queryByTestId('history-status')).toBeNull();
    expect(entry).not.toHaveTextContent('Genuine');
  });

  it('says why a result was not saved, and still shows it', async () => {
    const server = installFakeFetch();
    server.reports.mockResolvedValueOnce(
      json(
        {
          error: { code: 'report_too_large', message: 'Reports are kept for files of up to 5 MB.' },
        },
        413,
      ),
    );
    renderTool();
    await userEvent.upload(
      screen.getByLabelText('CSV file of reviews'),
      new File(['x'], 'big.csv', { type: 'text/csv' }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Upload' }));
    const sent = await sentXhr();
    act(() => sent.respond(200, uploadAnswer()));
    expect(
      await screen.findByText(
        'This result was not saved as a link: Reports are kept for files of up to 5 MB.',
        {},
        SETTLE,
      ),
    ).toBeVisible();
    expect(screen.getByTestId('verdict-card')).toBeVisible();
    expect(readHistory()).toEqual([]);
  });

  it('"Try an example" uploads our example file as if it had been chosen', async () => {
    const server = installFakeFetch();
    renderTool();
    await userEvent.click(screen.getByRole('button', { name: 'Try an example' }));
    await waitFor(() => expect(lastXhr().url).toBe('/upload'));
    expect(server.exampleCsv).toHaveBeenCalledTimes(1);
    const sent = lastXhr().sentFile();
    expect(sent?.name).toBe('example-reviews.csv');
    expect(await sent?.text()).toBe(EXAMPLE_CSV);
  });

  it('offers the demo shop link when the server has one, and analyses it', async () => {
    const server = installFakeFetch();
    server.examples.mockResolvedValue(
      json({
        examples: [{ name: 'Demo Board', url: 'http://localhost:5000/demo/shop/cutting-board' }],
      }),
    );
    server.analyze.mockResolvedValue(json({ error: { code: 'timeout', message: 'Slow.' } }, 504));
    renderTool();
    await userEvent.click(screen.getByRole('tab', { name: 'Analyze Product via Link' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Demo Board' }));
    await waitFor(() => expect(server.analyze).toHaveBeenCalledTimes(1));
    expect(JSON.parse(String(server.analyze.mock.calls[0]![1]?.body))).toEqual({
      url: 'http://localhost:5000/demo/shop/cutting-board',
    });
    expect(screen.getByPlaceholderText('Enter product link')).toHaveValue(
      'http://localhost:5000/demo/shop/cutting-board',
    );
  });
});

describe('the report page', SLOW, () => {
  it('shows a saved result to anyone with the link, without a delete button', async () => {
    const fetchMock = vi.fn<typeof fetch>(async () => json(storedReport));
    vi.stubGlobal('fetch', fetchMock);
    renderReport();
    expect(await screen.findByRole('heading', { level: 2, name: 'Blue Kettle' })).toBeVisible();
    expect(fetchMock.mock.calls[0]![0]).toBe(`/api/reports/${CREATED_REPORT.id}`);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Saved result');
    expect(
      screen.getByText(/Analysed on 2 Jan 2026\. This page is kept until 1 Feb 2036/),
    ).toBeVisible();
    expect(screen.getByLabelText('Link to this result')).toHaveValue(
      `${window.location.origin}/r/${CREATED_REPORT.id}`,
    );
    expect(screen.queryByRole('button', { name: 'Delete this saved result' })).toBeNull();
    await waitFor(() => expect(document.title).toBe('Saved result: Blue Kettle · ReviewSentry'));
  });

  it('lets the browser that made it delete it with the token it kept', async () => {
    rememberReport({
      ...CREATED_REPORT,
      source: 'csv',
      title: 'Blue Kettle',
      product_status: 'Likely Fake',
      fake_reviews_count: 1,
      total_reviews: 3,
      fake_percentage: 33.33,
    });
    const fetchMock = vi.fn<typeof fetch>(async (_url, init) =>
      init?.method === 'DELETE' ? new Response(null, { status: 204 }) : json(storedReport),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderReport();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete this saved result' }));
    expect(await screen.findByTestId('report-gone')).toHaveTextContent(
      'You deleted this saved result',
    );
    expect(window.localStorage.getItem(HISTORY_KEY)).toBe('[]');
  });

  it('says a report is gone when the server has none at that address', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async () =>
        json({ error: { code: 'not_found', message: 'Gone.' } }, 404),
      ),
    );
    renderReport();
    expect(await screen.findByTestId('report-gone')).toHaveTextContent(
      'its owner deleted it, it reached the end of its retention period, or the address is mistyped',
    );
    expect(screen.getByRole('link', { name: 'Analyse reviews yourself' })).toHaveAttribute(
      'href',
      '/modeltryitout',
    );
  });
});

const historyItem = (n: number) => ({
  ...CREATED_REPORT,
  id: `id-${n}`,
  source: 'link' as const,
  title: `Product ${n}`,
  product_status: 'Genuine',
  fake_reviews_count: 0,
  total_reviews: 5,
  fake_percentage: 0,
});

describe('the local history', () => {
  it('shows an entry saved between its first render and its subscription to changes', () => {
    // A layout effect runs after the list has read the history and before its own effect subscribes: the
    // moment a save that completes during a render lands in.
    function SaveOnCommit() {
      useLayoutEffect(() => rememberReport({ ...historyItem(1), title: 'Saved meanwhile' }), []);
      return null;
    }
    render(
      <MemoryRouter>
        <HistoryList />
        <SaveOnCommit />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'Saved meanwhile' })).toBeVisible();
  });

  it("states no share as a finding beside 'Not enough reviews', as the result page does", () => {
    rememberReport({
      ...historyItem(1),
      product_status: 'Not enough reviews',
      fake_reviews_count: 1,
      total_reviews: 1,
      fake_percentage: 100,
    });
    render(
      <MemoryRouter>
        <HistoryList />
      </MemoryRouter>,
    );
    const entry = screen.getByTestId('history-entry');
    expect(entry).toHaveTextContent(
      'Only 1 review could be checked: too few to say whether they are fake.',
    );
    expect(entry).not.toHaveTextContent('look fake (100%)');
  });

  it('keeps the newest ten, ignores entries it cannot read, and forgets expired ones', async () => {
    const entry = historyItem;
    for (let n = 0; n < 12; n++) rememberReport(entry(n));
    expect(readHistory().map((e) => e.id)).toEqual(
      Array.from({ length: 10 }, (_, i) => `id-${11 - i}`),
    );
    window.localStorage.setItem(HISTORY_KEY, JSON.stringify([{ id: 'broken' }, entry(1)]));
    expect(readHistory().map((e) => e.id)).toEqual(['id-1']);
    window.localStorage.setItem(HISTORY_KEY, 'not json');
    expect(readHistory()).toEqual([]);
    const { liveEntries } = await import('../history');
    expect(liveEntries([entry(1)], Date.parse('2036-03-01T00:00:00Z'))).toEqual([]);
  });
});
