// The stages of a link analysis as the page words them: kept apart from the request code (and its schemas) so
// that the link form paints without them.
import type { AnalyzeProgress } from '@reviewsentry/contracts';

/** The stage as the page words it. */
export function stageLabel(progress: AnalyzeProgress): string {
  switch (progress.stage) {
    case 'fetching_page':
      return 'Fetching page…';
    case 'reading_reviews':
      return progress.page ? `Reading reviews page ${progress.page}…` : 'Reading reviews…';
    case 'analysing':
      return 'Analysing…';
  }
}
