import {
  ON_THE_SHOP_PAGES,
  SCRAPED_VALUE_MAX_CHARS as MAX,
  shopRatingBasis,
  unreadRatingsSentence,
  type ScrapeCoverage,
  type ScrapedProduct,
} from '@reviewsentry/contracts';
import { secondaryButton } from '../../../components/button-styles';
import { ExternalLink } from '../../../components/external-link';
import { counted, formatCount } from '../reading/words';

const STOP_REASON: Record<ScrapeCoverage['stop_reason'], string> = {
  complete: 'every review the shop lists was read',
  max_reviews: 'the review limit per analysis was reached',
  max_pages: 'the page limit per analysis was reached',
  no_next_page: 'the shop offers no further review page',
  blocked: 'the shop blocked a later review page',
  timeout: 'reading the shop took too long',
  error: 'a later review page failed to load',
};

function formatTime(iso: string | undefined): string | null {
  if (!iso) return null;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  return (
    date.toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }) +
    ' UTC'
  );
}

interface LinkCoverageProps {
  product: ScrapedProduct | undefined;
  coverage: ScrapeCoverage | undefined;
  analyzedAt: string | undefined;
  cached: boolean | undefined;
  /** Read the shop again (the tool offers it; a saved report does not). */
  reanalyse?: { busy: boolean; onReanalyse: () => void } | undefined;
}

/** Where the reviews came from, how much of the shop's list was read, and when. */
export function LinkCoverage({
  product,
  coverage,
  analyzedAt,
  cached,
  reanalyse,
}: LinkCoverageProps) {
  const when = formatTime(analyzedAt);
  const basis = product ? shopRatingBasis(product) : null;
  return (
    <section aria-labelledby="coverage-heading" data-testid="link-coverage">
      <h3 id="coverage-heading" className="text-xl font-semibold text-slate-900">
        What we read from the shop
      </h3>
      <ul className="mt-2 space-y-1 text-slate-800">
        {product && (
          <li>
            <ExternalLink href={product.url} className="font-medium text-indigo-700 underline">
              {/* A shop's name in its own direction, isolated from the sentence around it. */}
              <bdi>{product.name ?? product.url}</bdi>
            </ExternalLink>
            {product.aggregate_rating !== null &&
              ` — rated ${product.aggregate_rating} of 5 by the shop` +
                (basis === null ? '' : ` from ${basis}`)}
          </li>
        )}
        {coverage && (
          <>
            <li>
              {counted(coverage.reviews_found, 'review')} found
              {coverage.reviews_claimed !== null &&
                ` of the ${formatCount(coverage.reviews_claimed)} the shop claims`}{' '}
              on {counted(coverage.pages_fetched, 'page')}.
            </li>
            <li>Stopped because {STOP_REASON[coverage.stop_reason]}.</li>
            {coverage.layers_failed && coverage.layers_failed.length > 0 && (
              <li data-testid="layers-failed">
                Part of the shop’s page could not be read: reviews only that part held may be
                missing.
              </li>
            )}
            {(coverage.reviews_shortened ?? 0) > 0 && (
              <li>
                {coverage.reviews_shortened === 1
                  ? '1 review was'
                  : `${formatCount(coverage.reviews_shortened ?? 0)} reviews were`}{' '}
                too long to keep whole and {coverage.reviews_shortened === 1 ? 'was' : 'were'} cut
                (texts at {formatCount(MAX.reviewText)} characters, titles at{' '}
                {formatCount(MAX.reviewTitle)}, reviewer names at {formatCount(MAX.reviewer)}); only
                the part kept was judged.
              </li>
            )}
            {coverage.unreadable_ratings && (
              <li data-testid="unreadable-ratings">
                {unreadRatingsSentence(
                  coverage.unreadable_ratings.count,
                  coverage.unreadable_ratings.zero_stars,
                  ON_THE_SHOP_PAGES,
                )}
              </li>
            )}
          </>
        )}
        {when && (
          <li data-testid="analysed-at">
            {cached ? `Analysed earlier, at ${when} (saved result).` : `Analysed at ${when}.`}
          </li>
        )}
      </ul>
      {reanalyse && (
        <button
          type="button"
          className={`${secondaryButton} mt-3`}
          disabled={reanalyse.busy}
          onClick={reanalyse.onReanalyse}
        >
          Re-analyse
        </button>
      )}
    </section>
  );
}
