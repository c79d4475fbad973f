import type { RefObject } from 'react';
import type { AnalysisView, ReviewView } from '../api/result-schemas';
import { consistencyNote } from '../reading/consistency-note';
import { coverageStatement } from '../reading/coverage-statement';
import { NOT_ENOUGH_REVIEWS, verdictSentence } from '../reading/verdict-sentence';
import { counted, formatCount } from '../reading/words';
import { SpecSummary } from './spec-summary';
import { StatusBadge } from './status-badge';

interface VerdictCardProps {
  analysis: AnalysisView;
  reviews: readonly ReviewView[];
  headingRef?: RefObject<HTMLHeadingElement | null>;
  /** A link's reviews read beside the count the shop states, when it states more (ShopPart). */
  shopPart?: ShopPart | undefined;
}

/** How many reviews a link's pages gave against how many the shop counts. */
export interface ShopPart {
  read: number;
  claimed: number;
}

/**
 * The answer first: the product, its verdict and grade, the fake share with its counts, one plain sentence, what
 * was not judged, and the spec's six fields with their colours. Everything else on the page explains this card.
 */
export function VerdictCard({ analysis, reviews, headingRef, shopPart }: VerdictCardProps) {
  const note = consistencyNote(analysis);
  const title = analysis.prod_name ?? analysis.prod_id ?? 'Your reviews';
  return (
    <section
      aria-labelledby="verdict-heading"
      data-testid="verdict-card"
      className="scroll-mt-4 space-y-4 rounded-xl border-2 border-slate-300 bg-white p-4 sm:p-6"
    >
      <div>
        <p className="text-sm font-medium text-slate-700">Can you trust the reviews of</p>
        {/* A shop's name can be a whole listing title of hundreds of characters: above the answer, it is held to
            three lines so the verdict stays on the first screen. The whole name is the heading's text for screen
            readers and is shown in full as the card's 'Product name'. */}
        <h2
          id="verdict-heading"
          dir="auto"
          ref={headingRef}
          tabIndex={-1}
          className="line-clamp-3 text-2xl font-bold text-slate-900 sm:text-3xl"
        >
          {title}
        </h2>
      </div>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <StatusBadge status={analysis.product_status} testId="verdict-status" />
        {/* Beside the verdict, not only in the words below it: a skimming shopper must not read a 'Genuine'
            the evidence does not settle as a firm one (docs/decisions/100). */}
        {analysis.low_confidence && analysis.product_status !== NOT_ENOUGH_REVIEWS && (
          <span
            className="rounded-full border border-amber-500 bg-amber-50 px-2.5 py-0.5 text-sm font-semibold text-amber-900"
            data-testid="verdict-confidence"
          >
            Low confidence
          </span>
        )}
        {analysis.trust_grade && (
          <span className="font-semibold text-slate-900" data-testid="verdict-grade">
            Grade {analysis.trust_grade}
            {typeof analysis.trust_score === 'number' && (
              <span className="font-normal text-slate-700">
                {' '}
                · trust score {Math.round(analysis.trust_score)} / 100
              </span>
            )}
          </span>
        )}
        <span className="text-slate-900" data-testid="verdict-share">
          <span className="font-semibold">{analysis.fake_percentage}% fake</span> ·{' '}
          {formatCount(analysis.fake_reviews_count)} of {counted(analysis.total_reviews, 'review')}
        </span>
      </div>
      <p className="text-lg text-slate-900" data-testid="verdict-sentence">
        {verdictSentence(analysis, reviews)}
      </p>
      {note && (
        <p
          className={`rounded-lg border-l-4 px-3 py-2 text-slate-900 ${
            analysis.low_confidence
              ? 'border-amber-500 bg-amber-50'
              : 'border-slate-400 bg-slate-50'
          }`}
          data-testid="consistency-note"
        >
          {note}
        </p>
      )}
      <ul className="text-sm text-slate-700" data-testid="coverage-statement">
        {/* The shop's pages show the reviews it puts first, not a sample of all: the verdict speaks for those. */}
        {shopPart && (
          <li data-testid="shop-part">
            The shop counts {counted(shopPart.claimed, 'review')}; its pages gave{' '}
            {formatCount(shopPart.read)}, the ones it lists first. The verdict is about those, not
            the rest.
          </li>
        )}
        {coverageStatement(analysis, reviews).map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <p className="text-sm text-slate-700" data-testid="detector-limits">
        What no check here can see: a fake review a paid person wrote in their own words, or a real
        review polished with a chatbot, reads like a genuine one.
      </p>
      <SpecSummary result={analysis} />
    </section>
  );
}
