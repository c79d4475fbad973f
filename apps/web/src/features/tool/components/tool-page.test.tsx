import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { vi } from 'vitest';
import { MemoryRouter } from 'react-router';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { installFakeFetch } from '../test/fake-fetch';
import { FakeXhr, installFakeXhr, lastXhr, sentXhr } from '../test/fake-xhr';
import { analysisFields, linkAnswer, twoProductAnswer, uploadAnswer } from '../test/make-result';
import { ToolPage } from './tool-page';

/** The result renders in a transition once its chunk is in: more than a second under a full parallel run. */
const LOADED = { timeout: 10_000 };

// The result's components are chunks of their own, which the page starts loading with the request; loaded once
// here so that the first test of the file does not wait for their first transform.
beforeAll(async () => {
  await Promise.all([import('./result-panel'), import('./result-tools')]);
});

// Rendering and user-event typing are slow on the shared 2-core machine; the default 5 s is too tight.
const SLOW = { timeout: 20_000 };

const csvFile = (name = 'reviews.csv') =>
  new File(['reviewText,overall\nGreat,5\n'], name, { type: 'text/csv' });

const tab = (name: RegExp) => screen.getByRole('tab', { name });
const uploadButton = () => screen.getByRole('button', { name: /^(Upload|Uploading\.\.\.)$/ });
const analyzeButton = () => screen.getByRole('button', { name: /^(Analyze|Analyzing\.\.\.)$/ });
const fileInput = () => screen.getByLabelText<HTMLInputElement>('CSV file of reviews');
const linkInput = () => screen.getByPlaceholderText<HTMLInputElement>('Enter product link');
const alertBox = () => screen.getAllByRole('alert')[0]!;

let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;

beforeEach(() => {
  installFakeXhr();
  fetchMock = installFakeFetch().analyze;
});

async function uploadWithAnswer(
  status: number,
  body: unknown,
  file = csvFile(),
  headers: Record<string, string> = {},
) {
  await userEvent.upload(fileInput(), file);
  await userEvent.click(uploadButton());
  const sent = await sentXhr();
  act(() => sent.respond(status, body, headers));
}

describe('ToolPage tabs', SLOW, () => {
  it('has the two spec tabs with the CSV tab selected and its panel shown', () => {
    render(<ToolPage />, { wrapper: MemoryRouter });
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual([
      'Analyze via Scraped CSV File',
      'Analyze Product via Link',
    ]);
    expect(tab(/CSV/)).toHaveAttribute('aria-selected', 'true');
    expect(tab(/Link/)).toHaveAttribute('aria-selected', 'false');
    const panel = screen.getByRole('tabpanel');
    expect(panel).toHaveAccessibleName('Analyze via Scraped CSV File');
    expect(tab(/CSV/)).toHaveAttribute('aria-controls', panel.id);
    expect(within(panel).getByRole('button', { name: 'Upload' })).toBeVisible();
    expect(within(panel).getByRole('button', { name: 'Reset' })).toBeVisible();
    expect(fileInput()).toHaveAttribute('type', 'file');
    expect(fileInput()).toHaveAttribute('accept', '.csv,text/csv');
  });

  it('moves between tabs with the arrow keys, Home and End, with a roving tab stop', async () => {
    render(<ToolPage />, { wrapper: MemoryRouter });
    tab(/CSV/).focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(tab(/Link/)).toHaveFocus();
    expect(tab(/Link/)).toHaveAttribute('aria-selected', 'true');
    expect(tab(/Link/)).toHaveAttribute('tabindex', '0');
    expect(tab(/CSV/)).toHaveAttribute('tabindex', '-1');
    expect(linkInput()).toBeVisible();
    expect(screen.getByRole('button', { name: 'Analyze' })).toBeVisible();
    await userEvent.keyboard('{ArrowRight}');
    expect(tab(/CSV/)).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(tab(/Link/)).toHaveFocus();
    await userEvent.keyboard('{Home}');
    expect(tab(/CSV/)).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{End}');
    expect(tab(/Link/)).toHaveAttribute('aria-selected', 'true');
  });
});

describe('ToolPage validation (spec section 5)', SLOW, () => {
  it('Upload without a file shows the spec message in red and sends nothing', async () => {
    render(<ToolPage />, { wrapper: MemoryRouter });
    await userEvent.click(uploadButton());
    const message = screen.getByText('Please select a CSV file to upload.');
    expect(message).toHaveClass('text-red-700');
    expect(alertBox()).toContainElement(message);
    expect(FakeXhr.instances).toHaveLength(0);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('Analyze with an empty or blank link shows the spec message and sends nothing', async () => {
    render(<ToolPage />, { wrapper: MemoryRouter });
    await userEvent.click(tab(/Link/));
    await userEvent.click(analyzeButton());
    expect(alertBox()).toHaveTextContent('Please enter a product link.');
    await userEvent.type(linkInput(), '   ');
    await userEvent.keyboard('{Enter}');
    expect(alertBox()).toHaveTextContent('Please enter a product link.');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('does not check the link format on the client: any text is sent', async () => {
    fetchMock.mockResolvedValue(
      new Response(
        JSON.stringify({ error: { code: 'invalid_url', message: 'That is not a link.' } }),
        {
          status: 400,
          headers: { 'Content-Type': 'application/json' },
        },
      ),
    );
    render(<ToolPage />, { wrapper: MemoryRouter });
    await userEvent.click(tab(/Link/));
    await userEvent.type(linkInput(), 'not a link{Enter}');
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(JSON.parse(String(fetchMock.mock.calls[0]![1]?.body))).toEqual({ url: 'not a link' });
    expect(
      await screen.findByText('Failed to analyze product link. Please try again.'),
    ).toBeVisible();
    expect(screen.getByTestId('server-reason')).toHaveTextContent('That is not a link.');
  });
});

describe('ToolPage upload (spec sections 4, 7, 8)', SLOW, () => {
  it('posts the file in the multipart field "file", is busy meanwhile and shows a byte progress bar', async () => {
    render(<ToolPage />, { wrapper: MemoryRouter });
    const file = csvFile();
    await userEvent.upload(fileInput(), file);
    await userEvent.click(uploadButton());

    const xhr = await sentXhr();
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('/upload');
    expect(xhr.sentFile()?.name).toBe('reviews.csv');
    expect(xhr.sentFile()?.size).toBe(file.size);
    expect(uploadButton()).toHaveTextContent('Uploading...');
    expect(uploadButton()).toBeDisabled();
    // One request at a time: the other tab's button is disabled too, but keeps its own label.
    expect(screen.getByRole('button', { name: 'Analyze', hidden: true })).toBeDisabled();

    const bar = screen.getByRole('progressbar', { name: 'Upload progress' });
    expect(bar).toHaveAttribute('aria-valuenow', '0');
    act(() => xhr.progress(5 * 1024 * 1024, 10 * 1024 * 1024));
    expect(bar).toHaveAttribute('aria-valuenow', '50');
    expect(screen.getByText('5.0 MB of 10.0 MB sent (50%)')).toBeVisible();
    act(() => xhr.progress(10 * 1024 * 1024, 10 * 1024 * 1024));
    expect(screen.getByText(/10\.0 MB sent\. Analysing the reviews/)).toBeVisible();

    act(() => xhr.respond(200, uploadAnswer()));
    expect(await screen.findByTestId('result-panel', {}, LOADED)).toBeVisible();
    expect(screen.getByTestId('prod-id')).toHaveTextContent('B01IPHVFUI');
    expect(uploadButton()).toHaveTextContent('Upload');
    expect(uploadButton()).toBeEnabled();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it.each([
    [
      'a verdict: the verdict, the share with its counts, and the trust score',
      uploadAnswer(),
      'Result ready for Blue Kettle: Likely Fake. 33.33% fake: 1 of 3 reviews. Trust score 61 / 100, grade C. ' +
        'The verdict is given with low confidence. 1 of 3 reviews looks fake; the other 2 show no sign of it.',
    ],
    [
      'reviews the text model could not read: what was not checked, and that the verdict is not firm',
      uploadAnswer({
        fake_reviews_count: 0,
        fake_percentage: 0,
        product_status: 'Genuine',
        trust_score: 84,
        trust_grade: 'B',
        reviews: [],
        review_coverage: {
          ...analysisFields().review_coverage,
          by_check: { ...analysisFields().review_coverage.by_check, text_model: 0 },
        },
      }),
      'Result ready for Blue Kettle: Genuine. 0% fake: 0 of 3 reviews. Trust score 84 / 100, grade B. ' +
        'The verdict is given with low confidence. None of the 3 reviews checked look copied; none of them ' +
        'could be checked for machine writing.',
    ],
    [
      'too few reviews: no share stated as a finding, and why',
      uploadAnswer({
        fake_reviews_count: 0,
        fake_percentage: 0,
        product_status: 'Not enough reviews',
        trust_score: null,
        trust_grade: null,
      }),
      'Result ready for Blue Kettle: Not enough reviews. Only 3 reviews could be checked: too few to say whether they are fake.',
    ],
    [
      "several products: each one's verdict, never the blended one the page withholds",
      twoProductAnswer(),
      'Result ready for your file of 2 products. Each product was judged on its own reviews: 1 Likely Fake, 1 Not enough reviews.',
    ],
  ])('announces the answer the page shows, for %s', async (_, answer, announced) => {
    render(<ToolPage />, { wrapper: MemoryRouter });
    await uploadWithAnswer(200, answer);
    expect(await screen.findByTestId('result-panel', {}, LOADED)).toBeVisible();
    expect(screen.getByTestId('result-announcement')).toHaveTextContent(announced);
  });

  it("shows the spec's failure message with the server's reason and the columns it found", async () => {
    render(<ToolPage />, { wrapper: MemoryRouter });
    await uploadWithAnswer(422, {
      error: {
        code: 'no_text_column',
        message: 'We could not find a column with review text.',
        details: { columns_seen: ['id', 'stars'], names_accepted: ['review', 'text'] },
      },
    });
    expect(await screen.findByText('Failed to upload file. Please try again.')).toHaveClass(
      'text-red-700',
    );
    const reason = screen.getByTestId('server-reason');
    expect(reason).toHaveTextContent('We could not find a column with review text.');
    expect(reason).toHaveTextContent('Columns found in your file: id, stars');
    expect(reason).toHaveTextContent('Column names read as review text: review, text');
    expect(screen.queryByTestId('result-panel')).toBeNull();
  });

  it.each([
    ['a network failure', (xhr: FakeXhr) => xhr.failNetwork(), 'The server could not be reached.'],
    [
      'a 500 without a JSON body',
      (xhr: FakeXhr) => xhr.respond(500, '<html>'),
      'The server answered 500.',
    ],
    [
      'a 200 that is not an analysis',
      (xhr: FakeXhr) => xhr.respond(200, { hello: 'world' }),
      'could not read',
    ],
  ])('treats %s as an upload failure', async (_, answer, reason) => {
    render(<ToolPage />, { wrapper: MemoryRouter });
    await userEvent.upload(fileInput(), csvFile());
    await userEvent.click(uploadButton());
    const sent = await sentXhr();
    act(() => answer(sent));
    expect(await screen.findByText('Failed to upload file. Please try again.')).toBeVisible();
    expect(screen.getByTestId('server-reason')).toHaveTextContent(reason);
    expect(uploadButton()).toBeEnabled();
  });

  it('clears the error when a request starts, and keeps result and error across tab switches', async () => {
    render(<ToolPage />, { wrapper: MemoryRouter });
    await userEvent.click(uploadButton());
    expect(alertBox()).toHaveTextContent('Please select a CSV file to upload.');

    await userEvent.upload(fileInput(), csvFile());
    await userEvent.click(uploadButton());
    expect(alertBox()).toBeEmptyDOMElement();
    const sent = await sentXhr();
    act(() => sent.respond(200, uploadAnswer()));
    expect(await screen.findByTestId('result-panel', {}, LOADED)).toBeVisible();

    await userEvent.click(tab(/Link/));
    await userEvent.click(analyzeButton());
    expect(alertBox()).toHaveTextContent('Please enter a product link.');
    expect(screen.getByTestId('result-panel')).toBeVisible();

    await userEvent.click(tab(/CSV/));
    expect(alertBox()).toHaveTextContent('Please enter a product link.');
    expect(screen.getByTestId('result-panel')).toBeVisible();
    // The chosen file survives the tab switch as well.
    expect(fileInput().files?.[0]?.name).toBe('reviews.csv');
  });

  it('Reset clears the file (and the file input), the link, the result and the error', async () => {
    render(<ToolPage />, { wrapper: MemoryRouter });
    await uploadWithAnswer(200, uploadAnswer());
    await screen.findByTestId('result-panel', {}, LOADED);
    await userEvent.click(tab(/Link/));
    await userEvent.type(linkInput(), 'https://shop.example/p/1');
    await userEvent.click(tab(/CSV/));
    await userEvent.click(uploadButton());
    // The file is still chosen, so this upload goes out; answer it with a failure to have an error shown.
    await waitFor(() => expect(FakeXhr.instances).toHaveLength(2), { timeout: 10_000 });
    act(() => lastXhr().respond(413, { error: { code: 'file_too_large', message: 'Too big.' } }));
    await screen.findByText('Failed to upload file. Please try again.');

    await userEvent.click(screen.getByRole('button', { name: 'Reset' }));
    expect(fileInput().value).toBe('');
    expect(screen.queryByTestId('result-panel')).toBeNull();
    expect(alertBox()).toBeEmptyDOMElement();
    await userEvent.click(tab(/Link/));
    expect(linkInput()).toHaveValue('');
    // With the file gone, Upload is back to the validation message.
    await userEvent.click(tab(/CSV/));
    const sent = FakeXhr.instances.length;
    await userEvent.click(uploadButton());
    expect(alertBox()).toHaveTextContent('Please select a CSV file to upload.');
    expect(FakeXhr.instances).toHaveLength(sent);
  });

  it('Reset during an upload cancels it and ignores its answer', async () => {
    render(<ToolPage />, { wrapper: MemoryRouter });
    await userEvent.upload(fileInput(), csvFile());
    await userEvent.click(uploadButton());
    const xhr = await sentXhr();
    await userEvent.click(screen.getByRole('button', { name: 'Reset' }));
    expect(xhr.aborted).toBe(true);
    act(() => xhr.respond(200, uploadAnswer()));
    await act(() => Promise.resolve());
    expect(screen.queryByTestId('result-panel')).toBeNull();
    expect(uploadButton()).toHaveTextContent('Upload');
    expect(uploadButton()).toBeEnabled();
    expect(alertBox()).toBeEmptyDOMElement();
  });
});

describe('ToolPage when the server is busy (503 with Retry-After)', SLOW, () => {
  const busyBody = {
    error: { code: 'server_busy', message: 'The server is analysing too many files right now.' },
  };

  it('says it will try again, sends the file again after the wait and shows the result', async () => {
    render(<ToolPage />, { wrapper: MemoryRouter });
    await uploadWithAnswer(503, busyBody, csvFile(), { 'Retry-After': '1' });
    const note = await screen.findByText('The server is busy right now. Trying again in 1 second…');
    expect(note).toHaveAttribute('role', 'status');
    expect(uploadButton()).toHaveTextContent('Uploading...');
    expect(screen.queryByText('Failed to upload file. Please try again.')).toBeNull();
    await waitFor(() => expect(FakeXhr.instances).toHaveLength(2), { timeout: 5_000 });
    expect(lastXhr().sentFile()?.name).toBe('reviews.csv');
    act(() => lastXhr().respond(200, uploadAnswer()));
    expect(await screen.findByTestId('result-panel', {}, LOADED)).toBeVisible();
  });

  it('fails with the spec message and the reason when the wait is too long to hold the page', async () => {
    render(<ToolPage />, { wrapper: MemoryRouter });
    await uploadWithAnswer(503, busyBody, csvFile(), { 'Retry-After': '120' });
    expect(await screen.findByText('Failed to upload file. Please try again.')).toBeVisible();
    expect(screen.getByTestId('server-reason')).toHaveTextContent('too many files right now');
    expect(FakeXhr.instances).toHaveLength(1);
  });

  it('retries a busy link analysis after Retry-After and shows the result', async () => {
    const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
      new Response(JSON.stringify(body), {
        status,
        headers: { 'Content-Type': 'application/json', ...headers },
      });
    fetchMock
      .mockResolvedValueOnce(json(503, busyBody, { 'Retry-After': '1' }))
      .mockResolvedValueOnce(json(200, linkAnswer()));
    render(<ToolPage />, { wrapper: MemoryRouter });
    await userEvent.click(tab(/Link/));
    await userEvent.type(linkInput(), 'https://shop.example/p/1{Enter}');
    expect(
      await screen.findByText('The server is busy right now. Trying again in 1 second…'),
    ).toBeVisible();
    expect(await screen.findByTestId('result-panel', {}, { timeout: 5_000 })).toBeVisible();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});
