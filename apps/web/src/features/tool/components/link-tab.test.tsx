import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { vi } from 'vitest';
import { MemoryRouter } from 'react-router';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { installFakeFetch } from '../test/fake-fetch';
import { installFakeXhr } from '../test/fake-xhr';
import { linkAnswer } from '../test/make-result';
import { ToolPage } from './tool-page';

// The result's components are chunks of their own, which the page starts loading with the request; loaded once
// here so that the first test of the file does not wait for their first transform.
beforeAll(async () => {
  await Promise.all([import('./result-panel'), import('./result-tools')]);
});

// Rendering and user-event typing are slow on the shared 2-core machine; the default 5 s is too tight.
const SLOW = { timeout: 20_000 };

// A POST /analyze answer whose event stream the test writes chunk by chunk, like a server flushing stages.
function streamedResponse() {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({ start: (c) => void (controller = c) });
  const encoder = new TextEncoder();
  return {
    response: new Response(body, {
      status: 200,
      headers: { 'Content-Type': 'text/event-stream; charset=utf-8' },
    }),
    write: (text: string) => controller.enqueue(encoder.encode(text)),
    writeBytes: (bytes: Uint8Array) => controller.enqueue(bytes),
    close: () => controller.close(),
  };
}

const sse = (event: string, data: unknown) => `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;

const analyzeButton = () => screen.getByRole('button', { name: /^(Analyze|Analyzing\.\.\.)$/ });
const stage = () => screen.getByTestId('analyze-stage');

let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;

beforeEach(() => {
  installFakeXhr();
  fetchMock = installFakeFetch().analyze;
});

async function submitLink(url = 'https://www.amazon.com/product-reviews/B01IPHVFUI') {
  render(<ToolPage />, { wrapper: MemoryRouter });
  await userEvent.click(screen.getByRole('tab', { name: 'Analyze Product via Link' }));
  await userEvent.type(screen.getByPlaceholderText('Enter product link'), url);
  await userEvent.click(analyzeButton());
  // The request code loads with the first request (a chunk of its own), then asks the server.
  await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
}

/** The result's components also load in a chunk of their own: slow to import under a full parallel run. */
const LOADED = { timeout: 10_000 };

describe('ToolPage link tab', SLOW, () => {
  it('asks for an event stream, shows each stage live, then the result', async () => {
    const stream = streamedResponse();
    fetchMock.mockResolvedValue(stream.response);
    await submitLink();

    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/analyze');
    expect(init?.method).toBe('POST');
    const headers = new Headers(init?.headers);
    expect(headers.get('Content-Type')).toBe('application/json');
    expect(headers.get('Accept')).toContain('text/event-stream');
    expect(JSON.parse(String(init?.body))).toEqual({
      url: 'https://www.amazon.com/product-reviews/B01IPHVFUI',
    });
    expect(analyzeButton()).toHaveTextContent('Analyzing...');
    expect(analyzeButton()).toBeDisabled();

    // Events cut at awkward places: inside a field name, between CR and LF, inside the JSON.
    act(() => stream.write('event: prog'));
    act(() => stream.write('ress\r'));
    act(() => stream.write('\ndata: {"stage":"fetching_page"}\r\n\r\n'));
    expect(await screen.findByText('Fetching page…')).toBeVisible();
    act(() => stream.write(sse('progress', { stage: 'reading_reviews', page: 2 }).slice(0, 30)));
    act(() => stream.write(sse('progress', { stage: 'reading_reviews', page: 2 }).slice(30)));
    expect(await screen.findByText('Reading reviews page 2…')).toBeVisible();
    act(() => stream.write(sse('progress', { stage: 'analysing' })));
    expect(await screen.findByText('Analysing…')).toBeVisible();
    expect(stage()).toHaveTextContent('Analysing…');

    const result = sse('result', linkAnswer());
    act(() => stream.write(result.slice(0, 100)));
    act(() => stream.write(result.slice(100)));
    act(() => stream.close());

    expect(await screen.findByTestId('result-panel', {}, LOADED)).toBeVisible();
    expect(screen.getByTestId('prod-name')).toHaveTextContent('Blue Kettle');
    // What was read from the shop sits with the details, which render in a second pass after the answer.
    expect(await screen.findByTestId('link-coverage', {}, LOADED)).toHaveTextContent(
      '3 reviews found of the 120 the shop claims on 2 pages.',
    );
    expect(screen.getByTestId('link-coverage')).toHaveTextContent(
      'Stopped because the shop offers no further review page.',
    );
    expect(screen.getByTestId('analysed-at')).toHaveTextContent(
      'Analysed at Jan 2, 2026, 3:04 AM UTC.',
    );
    expect(analyzeButton()).toHaveTextContent('Analyze');
    expect(stage()).toBeEmptyDOMElement();
    // The CSV-only download is not offered for a link.
    expect(screen.queryByRole('button', { name: 'Download annotated CSV' })).toBeNull();
  });

  it('keeps a multi-byte character split across two chunks intact', async () => {
    const stream = streamedResponse();
    fetchMock.mockResolvedValue(stream.response);
    await submitLink();
    const bytes = new TextEncoder().encode(
      sse('result', linkAnswer({ prod_name: 'Tetera Ñandú ☕' })),
    );
    const cut = bytes.indexOf(0xe2) + 1; // inside the three bytes of ☕
    act(() => stream.writeBytes(bytes.slice(0, cut)));
    act(() => stream.writeBytes(bytes.slice(cut)));
    act(() => stream.close());
    expect(await screen.findByTestId('prod-name', {}, LOADED)).toHaveTextContent('Tetera Ñandú ☕');
  });

  it("shows the spec's failure message and the reason from an error event", async () => {
    const stream = streamedResponse();
    fetchMock.mockResolvedValue(stream.response);
    await submitLink();
    act(() => stream.write(sse('progress', { stage: 'fetching_page' })));
    act(() =>
      stream.write(
        sse('error', {
          error: {
            code: 'shop_blocked',
            message:
              'The shop showed a captcha instead of the reviews. Upload a CSV of the reviews instead.',
          },
        }),
      ),
    );
    act(() => stream.close());
    expect(
      await screen.findByText('Failed to analyze product link. Please try again.'),
    ).toHaveClass('text-red-700');
    expect(screen.getByTestId('server-reason')).toHaveTextContent('The shop showed a captcha');
    expect(analyzeButton()).toBeEnabled();
    expect(stage()).toBeEmptyDOMElement();
  });

  it('reads a plain JSON error answered before any streaming (e.g. a rate limit)', async () => {
    fetchMock.mockResolvedValue(
      new Response(
        JSON.stringify({
          error: { code: 'rate_limited', message: 'Too many link analyses. Wait a minute.' },
        }),
        { status: 429, headers: { 'Content-Type': 'application/json' } },
      ),
    );
    await submitLink();
    expect(
      await screen.findByText('Failed to analyze product link. Please try again.'),
    ).toBeVisible();
    expect(screen.getByTestId('server-reason')).toHaveTextContent('Too many link analyses.');
  });

  it('reads a plain JSON result from a server that does not stream', async () => {
    fetchMock.mockResolvedValue(
      new Response(JSON.stringify(linkAnswer({ prod_id: null })), {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      }),
    );
    await submitLink();
    expect(await screen.findByTestId('prod-id')).toHaveTextContent('N/A');
  });

  it('fails honestly when the stream ends without a result, or the network fails', async () => {
    const stream = streamedResponse();
    fetchMock.mockResolvedValueOnce(stream.response);
    await submitLink();
    act(() => stream.write(sse('progress', { stage: 'fetching_page' })));
    act(() => stream.close());
    expect(await screen.findByTestId('server-reason')).toHaveTextContent(
      'The connection closed before the analysis finished.',
    );

    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await userEvent.click(analyzeButton());
    await waitFor(() =>
      expect(screen.getByTestId('server-reason')).toHaveTextContent(
        'The server could not be reached.',
      ),
    );
    expect(screen.getByText('Failed to analyze product link. Please try again.')).toBeVisible();
  });

  it("'Re-analyse' sends the same link with refresh: true and says when a result was cached", async () => {
    fetchMock.mockResolvedValueOnce(
      new Response(JSON.stringify(linkAnswer({ cached: true })), {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      }),
    );
    await submitLink('https://www.amazon.com/dp/B01IPHVFUI');
    expect(await screen.findByTestId('analysed-at')).toHaveTextContent('Analysed earlier, at');

    const stream = streamedResponse();
    fetchMock.mockResolvedValueOnce(stream.response);
    await userEvent.clear(screen.getByPlaceholderText('Enter product link'));
    await userEvent.click(screen.getByRole('button', { name: 'Re-analyse' }));
    expect(JSON.parse(String(fetchMock.mock.calls[1]![1]?.body))).toEqual({
      url: 'https://www.amazon.com/dp/B01IPHVFUI',
      refresh: true,
    });
    expect(screen.getByRole('button', { name: 'Re-analyse' })).toBeDisabled();
    act(() => stream.write(sse('result', linkAnswer({ cached: false }))));
    act(() => stream.close());
    await waitFor(() =>
      expect(screen.getByTestId('analysed-at')).toHaveTextContent(/^Analysed at/),
    );
  });

  it('Reset while analysing aborts the request and shows no stage', async () => {
    const stream = streamedResponse();
    fetchMock.mockResolvedValue(stream.response);
    await submitLink();
    act(() => stream.write(sse('progress', { stage: 'fetching_page' })));
    await screen.findByText('Fetching page…');
    const signal = fetchMock.mock.calls[0]![1]?.signal;
    await userEvent.click(screen.getByRole('button', { name: 'Reset' }));
    expect(signal?.aborted).toBe(true);
    expect(stage()).toBeEmptyDOMElement();
    expect(analyzeButton()).toBeEnabled();
    expect(screen.getByPlaceholderText('Enter product link')).toHaveValue('');
  });
});
