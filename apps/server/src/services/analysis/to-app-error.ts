// The packages' typed failures (ingest, scraper, detector) as the server's AppError, so the one error handler
// answers them with their own code, status and details. Anything else passes through unchanged (a real bug: 500).
import { ScrapeError } from '@reviewsentry/scraper';
import { AppError } from '../../errors/app-error';
import { analysisErrorToAppError } from './analysis-errors';

export function toAppError(error: unknown): unknown {
  if (error instanceof ScrapeError)
    return new AppError(error.code, error.message, error.status, error.retryable, error.details);
  return analysisErrorToAppError(error);
}
