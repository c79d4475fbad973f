// Progress on standard error, one line per step, so that standard output stays clean for piping.
import type { ProgressEvent } from '@reviewsentry/scraper';
import type { CliIo } from './io';

export interface Progress {
  step(message: string): void;
  scrape(event: ProgressEvent): void;
}

export function createProgress(io: CliIo, quiet: boolean): Progress {
  const step = (message: string) => {
    if (!quiet) void io.err(`reviewsentry: ${message}\n`);
  };
  return {
    step,
    scrape(event) {
      if (event.stage === 'fetching_page') step(`fetching page ${event.page ?? 1}…`);
      else if (event.stage === 'reading_reviews') step(`reading reviews, page ${event.page ?? 1}`);
      else step('analysing…');
    },
  };
}
