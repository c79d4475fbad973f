import { describe, expect, it } from 'vitest';
import { downloadFilename } from './download-annotated-csv';

describe('downloadFilename', () => {
  it('takes the quoted or bare filename of Content-Disposition', () => {
    expect(downloadFilename('attachment; filename="My-Reviews-reviewsentry.csv"', 'x.csv')).toBe(
      'My-Reviews-reviewsentry.csv',
    );
    expect(downloadFilename('attachment; filename=plain.csv', 'x.csv')).toBe('plain.csv');
  });

  it('prefers the RFC 5987 UTF-8 form and decodes it', () => {
    expect(
      downloadFilename(
        `attachment; filename="fallback.csv"; filename*=UTF-8''Rese%C3%B1as-reviewsentry.csv`,
        'x.csv',
      ),
    ).toBe('Reseñas-reviewsentry.csv');
  });

  it('falls back to <name>-annotated.csv without a usable header', () => {
    expect(downloadFilename(null, 'kettle reviews.csv')).toBe('kettle reviews-annotated.csv');
    expect(downloadFilename('attachment', '.csv')).toBe('reviews-annotated.csv');
    expect(downloadFilename(`attachment; filename*=UTF-8''%E0%A4%A`, 'a.csv')).toBe(
      'a-annotated.csv',
    );
  });
});
