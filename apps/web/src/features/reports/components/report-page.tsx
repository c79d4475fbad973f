import { startTransition, useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import { SITE_ROUTES } from '@reviewsentry/contracts';
import { PageLayout } from '../../../components/page-layout';
import type { ServerReason } from '../../tool/api/server-reason';
import { ResultPanel } from '../../tool/components/result-panel';
import type { Failure, LoadedReport } from '../api/reports-api';
import type { ReportTools } from './report-tools';
import { formatDay, reportTitle } from '../report-summary';

// The answer's schemas (zod) and the saving code are chunks of their own, fetched with the page (the server
// preloads them) but run in a task of their own: evaluated with the result's components in one go, they held the
// main thread for one long task. The report's tools arrive with them, so the result appears whole.
const CHUNK_FAILED: ServerReason = {
  message: 'Part of this page could not be loaded. Reload the page and try again.',
  details: [],
};

type Loaded = { ok: true; report: LoadedReport; Tools: typeof ReportTools } | Failure;

async function loadReport(id: string, signal: AbortSignal): Promise<Loaded> {
  let modules;
  try {
    modules = await Promise.all([import('../api/reports-api'), import('./report-tools')]);
  } catch {
    return { ok: false, status: 0, reason: CHUNK_FAILED };
  }
  const [api, tools] = modules;
  const outcome = await api.getReport(id, signal);
  return outcome.ok ? { ...outcome, Tools: tools.ReportTools } : outcome;
}

type State =
  | { status: 'loading' }
  | {
      status: 'ready';
      report: LoadedReport;
      Tools: typeof ReportTools;
    }
  | { status: 'gone' }
  | { status: 'failed'; reason: ServerReason }
  | { status: 'deleted' };

function Gone({ deleted }: { deleted: boolean }) {
  return (
    <div data-testid="report-gone" className="space-y-3 text-lg text-slate-800">
      <p>
        {deleted
          ? 'You deleted this saved result; its link no longer works.'
          : 'This saved result is not available: its owner deleted it, it reached the end of its retention period, or the address is mistyped.'}
      </p>
      <p>
        <Link to={SITE_ROUTES.tool.path} className="font-semibold text-indigo-700 underline">
          Analyse reviews yourself
        </Link>
      </p>
    </div>
  );
}

/** /r/:id: a saved analysis, as it was shown when it was made, for anyone with the link. */
export function ReportPage() {
  const { id = '' } = useParams();
  const [state, setState] = useState<State>({ status: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    void loadReport(id, controller.signal).then((outcome) => {
      if (controller.signal.aborted) return;
      // A whole result is a large render: as a transition React splits it into short tasks, so the page
      // stays responsive while it appears.
      if (outcome.ok)
        startTransition(() =>
          setState({ status: 'ready', report: outcome.report, Tools: outcome.Tools }),
        );
      else if (outcome.status === 404) setState({ status: 'gone' });
      else setState({ status: 'failed', reason: outcome.reason });
    });
    return () => controller.abort();
  }, [id]);

  const report = state.status === 'ready' ? state.report : null;
  const Tools = state.status === 'ready' ? state.Tools : null;
  return (
    <PageLayout
      title={report ? `Saved result: ${reportTitle(report.data)}` : 'Saved result'}
      heading="Saved result"
      // The same intro while loading and after, so nothing below it moves when the result arrives.
      intro="A ReviewSentry analysis of a product's reviews, as it was shown when it was made."
    >
      {state.status === 'loading' && (
        // As tall as a screen, so the footer does not jump when the result arrives.
        <p role="status" className="min-h-screen text-slate-700">
          Loading the saved result…
        </p>
      )}
      {state.status === 'gone' && <Gone deleted={false} />}
      {state.status === 'deleted' && <Gone deleted />}
      {state.status === 'failed' && (
        <p role="alert" className="text-red-700">
          The saved result could not be loaded. {state.reason.message}
        </p>
      )}
      {report && (
        <p className="text-slate-800" data-testid="report-dates">
          Analysed on {formatDay(report.createdAt)}. This page is kept until{' '}
          {formatDay(report.expiresAt)}, then removed; reviewer names were not kept.
        </p>
      )}
      {report && Tools && (
        <ResultPanel
          result={report}
          tools={<Tools id={report.id} onDeleted={() => setState({ status: 'deleted' })} />}
        />
      )}
    </PageLayout>
  );
}
