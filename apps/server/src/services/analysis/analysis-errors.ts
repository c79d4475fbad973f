// The importer's and the detector's typed failures as the server's AppError. Separate from to-app-error.ts so
// that analysis workers, which never scrape, do not load the scraper (cheerio, undici) into every thread.
import { NoReviewTextError } from '@reviewsentry/detector';
import { IngestError } from '@reviewsentry/ingest';
import { AppError } from '../../errors/app-error';

export function analysisErrorToAppError(error: unknown): unknown {
  if (error instanceof AppError) return error;
  if (error instanceof IngestError)
    return new AppError(
      error.code,
      error.message,
      error.statusCode,
      error.retryable,
      error.details,
    );
  if (error instanceof NoReviewTextError)
    return new AppError(NoReviewTextError.CODE, error.message, 422, false, error.details);
  return error;
}
