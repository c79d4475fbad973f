// Builds the saved-report services from the validated configuration: the store in the app's database, its
// retention sweeps, and the analysis a report is made from.
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../../config/env';
import type { AnalysisPool } from '../analysis/analysis-pool';
import type { LinkAnalysis } from '../analysis/link-analysis';
import { createReportAnalysis } from './report-analysis';
import { startRetentionSweeps } from './retention';
import { openSqliteReportStore } from './sqlite-report-store';

export function createReportServices(
  config: AppConfig,
  analysis: { pool: AnalysisPool; links: LinkAnalysis },
  now: () => number,
  log: FastifyBaseLogger,
) {
  const store = openSqliteReportStore(config.DATA_DIR);
  const sweeps = startRetentionSweeps(store, now, log);
  return {
    store,
    analysis: createReportAnalysis(analysis.pool, analysis.links),
    async close() {
      sweeps.stop();
      await store.close();
    },
  };
}
