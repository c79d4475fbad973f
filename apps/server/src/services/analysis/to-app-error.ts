// The packages' typed failures (ingest, scraper, detector) as the server's AppError, so the one error handler
// answers them with their own code, status and details. Anything else passes through unchanged (a real bug: 500).
import { NoAssessableReviewsError } from '@reviewsentry/detector';
import { IngestError } from '@reviewsentry/ingest';
import { ScrapeError } from '@reviewsentry/scraper';
import { AppError } from '../../errors/app-error';

export function toAppError(error: unknown): unknown {
  if (error instanceof AppError) return error;
  if (error instanceof IngestError)
    return new AppError(
      error.code,
      error.message,
      error.statusCode,
      error.retryable,
      error.details,
    );
  if (error instanceof ScrapeError)
    return new AppError(error.code, error.message, error.status, error.retryable, error.details);
  if (error instanceof NoAssessableReviewsError)
    return new AppError(
      NoAssessableReviewsError.CODE,
      `${error.message} Reviews need at least a few words of English text to be checked.`,
      422,
      false,
      error.details,
    );
  return error;
}
