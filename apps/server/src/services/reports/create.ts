// The saved-report services: the analysis a report is made from, and the retention sweeps over the store (which
// belongs to the app's stores: SQLite under DATA_DIR, or PostgreSQL when DATABASE_URL is set).
import type { FastifyBaseLogger } from 'fastify';
import type { AnalysisRunner } from '../analysis/analysis-runner';
import type { LinkAnalysis } from '../analysis/link-analysis';
import { createReportAnalysis } from './report-analysis';
import type { ReportStore } from './report-store';
import { startRetentionSweeps } from './retention';

export function createReportServices(
  store: ReportStore,
  analysis: { pool: AnalysisRunner; links: LinkAnalysis },
  now: () => number,
  log: FastifyBaseLogger,
) {
  const sweeps = startRetentionSweeps(store, now, log);
  return {
    analysis: createReportAnalysis(analysis.pool, analysis.links),
    close: () => sweeps.stop(),
  };
}
