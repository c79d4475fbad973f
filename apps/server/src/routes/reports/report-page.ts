// GET /r/:id: the SPA's index.html for a saved report, with a title, description and Open Graph tags that say its
// verdict, so a shared link previews as what it is. An unknown or expired report gets the same page with status
// 404 (the SPA then says the report is gone) and the site's generic tags.
import type { FastifyPluginAsync } from 'fastify';
import {
  inSentence,
  MIN_JUDGED_REVIEWS,
  REPORT_ID_PATTERN,
  reportPagePath,
  tooFewReadSentence,
} from '@reviewsentry/contracts';
import type { ReportStore, ReportSummary } from '../../services/reports/report-store';
import { beforeHeadEnd } from '../site/before-head-end';
import { escapeHtml } from '../site/escape-html';
import { sendIndexHtml } from '../site/index';
import { pageOrigin } from './page-origin';
import { previewText } from './preview-text';
import { addToHead, preloadTags } from '../site/page-preloads';

export interface ReportPageOptions {
  store: ReportStore;
  webDistDir: string;
  now: () => number;
  /** PUBLIC_ORIGIN: the site's own address for og:url, instead of the request's Host. */
  publicOrigin?: string | undefined;
}

const count = (n: number, one: string) =>
  `${n.toLocaleString('en-US')} ${one}${n === 1 ? '' : 's'}`;

/** Long enough for any real product name; previews cut titles at about 60–90 characters anyway. */
const MAX_SUBJECT_CHARS = 120;

/** What a link preview says: the product and its verdict, and the counts behind it. */
export function reportPreview(summary: ReportSummary): { title: string; description: string } {
  const subject =
    summary.products >= 2
      ? `${summary.products} products`
      : previewText(
          inSentence(summary.prod_name ?? summary.prod_id ?? '') || 'A product',
          MAX_SUBJECT_CHARS,
        );
  return {
    title: `${subject}: ${summary.product_status} · ReviewSentry report`,
    description: `${previewFinding(summary)} A saved ReviewSentry analysis of the reviews.`,
  };
}

/**
 * The verdict in the result page's terms: with too few reviews the page states no share as a finding, and a verdict
 * the evidence does not settle is said to be given with low confidence, as beside it on the page.
 */
function previewFinding(summary: ReportSummary): string {
  if (summary.product_status === 'Not enough reviews')
    return summary.total_reviews < MIN_JUDGED_REVIEWS
      ? `Only ${count(summary.total_reviews, 'review')} could be checked: too few for a verdict.`
      : tooFewReadSentence(undefined, summary.total_reviews);
  return (
    `${summary.fake_reviews_count.toLocaleString('en-US')} of ${count(summary.total_reviews, 'review')} ` +
    `${summary.fake_reviews_count === 1 ? 'looks' : 'look'} fake (${summary.fake_percentage}%). ` +
    `Verdict: ${summary.product_status}` +
    `${summary.low_confidence === true ? ', given with low confidence' : ''}.`
  );
}

/** The page's own title and description replaced by the report's, with the Open Graph and Twitter card tags. */
export function withPreviewTags(
  html: string,
  preview: { title: string; description: string },
  url: string | null,
): string {
  const title = escapeHtml(preview.title);
  const description = escapeHtml(preview.description);
  const tags = [
    `<title>${title}</title>`,
    `<meta name="description" content="${description}" />`,
    `<meta property="og:type" content="website" />`,
    `<meta property="og:site_name" content="ReviewSentry" />`,
    `<meta property="og:title" content="${title}" />`,
    `<meta property="og:description" content="${description}" />`,
    ...(url === null ? [] : [`<meta property="og:url" content="${escapeHtml(url)}" />`]),
    `<meta name="twitter:card" content="summary" />`,
  ].join('\n    ');
  const withoutOwn = html
    .replace(/<title>[\s\S]*?<\/title>\s*/, '')
    .replace(/<meta\s+name="description"[^>]*>\s*/, '');
  return beforeHeadEnd(withoutOwn, `    ${tags}\n  `);
}

export const reportPage: FastifyPluginAsync<ReportPageOptions> = async (app, opts) => {
  app.get<{ Params: { id: string } }>('/r/:id', async (request, reply) => {
    const { id } = request.params;
    const summary = REPORT_ID_PATTERN.test(id)
      ? await opts.store.summary(id, new Date(opts.now()))
      : null;
    if (!summary) return sendIndexHtml(reply, opts.webDistDir, 404);
    const origin = pageOrigin(opts.publicOrigin, request);
    const url = origin === null ? null : `${origin}${reportPagePath(id)}`;
    // The page's chunks and the report itself start loading with the entry script.
    const preloads = [
      ...(await preloadTags(opts.webDistDir, 'report', 'low')),
      `<link rel="preload" as="fetch" crossorigin="anonymous" href="/api/reports/${id}" />`,
    ];
    return sendIndexHtml(reply, opts.webDistDir, 200, (html) =>
      addToHead(withPreviewTags(html, reportPreview(summary), url), preloads),
    );
  });
};
