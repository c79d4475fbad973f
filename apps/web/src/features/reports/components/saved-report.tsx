import type { ReportCreated } from '@reviewsentry/contracts';
import { useEffect, useState } from 'react';
import type { ServerReason } from '../../tool/api/server-reason';
import { createReport, type ReportSource } from '../api/reports-api';
import { rememberReport } from '../history';
import { formatDay, historyEntry } from '../report-summary';
import { DeleteReportButton } from './delete-report-button';
import { ShareLink } from './share-link';

type State =
  | { status: 'saving' }
  | { status: 'saved'; created: ReportCreated }
  | { status: 'failed'; reason: ServerReason }
  | { status: 'deleted' };

interface SavedReportProps {
  source: ReportSource;
  summary: Parameters<typeof historyEntry>[2];
}

/**
 * Keeps the analysis just shown as a report with its own address, as soon as it arrives, and offers the link and
 * its deletion. Mount it once per result (keyed by the result): each mount saves once.
 */
export function SavedReport({ source, summary }: SavedReportProps) {
  const [state, setState] = useState<State>({ status: 'saving' });
  useEffect(() => {
    const controller = new AbortController();
    void createReport(source, controller.signal).then((outcome) => {
      if (controller.signal.aborted) return;
      if (!outcome.ok) return setState({ status: 'failed', reason: outcome.reason });
      rememberReport(historyEntry(outcome.created, source.kind, summary));
      setState({ status: 'saved', created: outcome.created });
    });
    return () => controller.abort();
    // Saved once per mount: the parent remounts this for a new result.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <div className="rounded-lg bg-slate-50 p-3" data-testid="saved-report">
      {state.status === 'saving' && (
        <p role="status" className="text-sm text-slate-700">
          Saving a link to this result…
        </p>
      )}
      {state.status === 'saved' && (
        <div className="space-y-2">
          <ShareLink path={state.created.url} />
          <p className="text-sm text-slate-700">
            Anyone with the link sees this result until {formatDay(state.created.expires_at)};
            reviewer names are not kept. See{' '}
            <a href="/privacy" className="underline">
              privacy
            </a>
            .
          </p>
          <DeleteReportButton
            id={state.created.id}
            token={state.created.delete_token}
            onDeleted={() => setState({ status: 'deleted' })}
          />
        </div>
      )}
      {state.status === 'failed' && (
        <p role="status" className="text-sm text-slate-800">
          This result was not saved as a link: {state.reason.message}
        </p>
      )}
      {state.status === 'deleted' && (
        <p role="status" className="text-sm text-slate-800">
          Deleted: the link no longer works.
        </p>
      )}
    </div>
  );
}
