import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ANNOTATED_CSV_COLUMNS } from '@reviewsentry/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { addedColumnsText, ADDED_COLUMNS, AnnotatedCsvButton } from './annotated-csv-button';

const SLOW = { timeout: 20_000 };
const FILE = new File(['reviewText,overall\nGreat,5\n'], 'My Reviews.csv', { type: 'text/csv' });

afterEach(() => {
  vi.restoreAllMocks();
});

describe('AnnotatedCsvButton', SLOW, () => {
  it('says how many columns it adds, counted from the columns the server adds', () => {
    expect(Object.keys(ADDED_COLUMNS)).toEqual([...ANNOTATED_CSV_COLUMNS]);
    expect(addedColumnsText()).toBe(
      'Your rows with four columns added: the text model’s score, whether it is flagged, the reasons and whether the row was judged (and if not, why).',
    );
    render(<AnnotatedCsvButton file={FILE} />);
    expect(screen.getByText(addedColumnsText())).toBeVisible();
  });

  it('re-posts the analysed file asking for CSV and saves the answer under its name', async () => {
    const fetchMock = vi.fn<typeof fetch>(() =>
      Promise.resolve(
        new Response('reviewText,overall,reviewsentry_fake_probability\nGreat,5,0.1\n', {
          status: 200,
          headers: {
            'Content-Type': 'text/csv; charset=utf-8',
            'Content-Disposition': 'attachment; filename="My-Reviews-reviewsentry.csv"',
          },
        }),
      ),
    );
    vi.stubGlobal('fetch', fetchMock);
    const saved: Array<{ href: string; download: string }> = [];
    const createObjectURL = vi.fn(() => 'blob:annotated');
    const revokeObjectURL = vi.fn();
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL }));
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push({ href: this.href, download: this.download });
    });

    render(<AnnotatedCsvButton file={FILE} />);
    await userEvent.click(screen.getByRole('button', { name: 'Download annotated CSV' }));

    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/upload');
    expect(init?.method).toBe('POST');
    expect(new Headers(init?.headers).get('Accept')).toBe('text/csv');
    const sent = (init?.body as FormData).get('file');
    expect(sent).toBeInstanceOf(File);
    expect((sent as File).name).toBe('My Reviews.csv');
    await vi.waitFor(() =>
      expect(saved).toEqual([{ href: 'blob:annotated', download: 'My-Reviews-reviewsentry.csv' }]),
    );
    const blob = (createObjectURL.mock.calls[0] as unknown as [Blob])[0];
    expect(await blob.text()).toContain('reviewsentry_fake_probability');
    expect(screen.getByRole('button', { name: 'Download annotated CSV' })).toBeEnabled();
  });

  it('says why when the annotated CSV cannot be made', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() =>
        Promise.resolve(
          new Response(JSON.stringify({ error: { code: 'rate_limited', message: 'Slow down.' } }), {
            status: 429,
            headers: { 'Content-Type': 'application/json' },
          }),
        ),
      ),
    );
    render(<AnnotatedCsvButton file={FILE} />);
    await userEvent.click(screen.getByRole('button', { name: 'Download annotated CSV' }));
    expect(
      await screen.findByText('The annotated CSV could not be made. Slow down.'),
    ).toBeVisible();
  });
});
