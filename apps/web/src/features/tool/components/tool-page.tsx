import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { PageLayout } from '../../../components/page-layout';
import { hasStoredHistory } from '../../reports/history-stored';
import { fetchExampleCsv } from '../api/examples';
import { resultAnnouncement } from '../reading/result-announcement';
import { useAnalysisTool } from '../use-analysis-tool';
import { useIdle } from '../use-idle';
import { CsvForm } from './csv-form';
import { ErrorMessage } from './error-message';
import { LinkForm } from './link-form';
import { ToolTabs } from './tool-tabs';

// The forms paint with the page; what only a result or the local history needs (the result's components,
// saving it, the schemas that read the browser's storage) loads in chunks of its own: the result's as soon as a
// request starts, so it is here before the answer; the history (below the fold) once the browser is idle, and only
// when there is one (kept from an earlier visit, or made by a result now).
const loadResultPanel = () => import('./result-panel');
const loadResultTools = () => import('./result-tools');
const ResultPanel = lazy(() => loadResultPanel().then((m) => ({ default: m.ResultPanel })));
const ResultTools = lazy(() => loadResultTools().then((m) => ({ default: m.ResultTools })));
const HistoryList = lazy(() =>
  import('../../reports/components/history-list').then((m) => ({ default: m.HistoryList })),
);

/** /modeltryitout: the analysis tool (spec sections 2, 4, 5 and 8). */
export function ToolPage() {
  const tool = useAnalysisTool();
  const fileInput = useRef<HTMLInputElement>(null);
  const { state } = tool;
  const idle = useIdle();
  const [hadHistory] = useState(hasStoredHistory);
  const requesting = state.busy !== null;
  useEffect(() => {
    if (!requesting) return;
    // A failed fetch here is reported by the lazy component itself when it renders.
    loadResultPanel().catch(() => undefined);
    loadResultTools().catch(() => undefined);
  }, [requesting]);

  const reset = () => {
    tool.reset();
    // The selected file lives in the input too; the spec empties it.
    if (fileInput.current) fileInput.current.value = '';
  };

  const tryExample = async () => {
    const file = await fetchExampleCsv();
    if (!file)
      return tool.fail({
        field: 'csv',
        message: 'The example file could not be loaded. Please try again.',
        reason: null,
      });
    // Shown in the file input as if chosen by hand (browsers without DataTransfer just skip this).
    try {
      const chosen = new DataTransfer();
      chosen.items.add(file);
      if (fileInput.current) fileInput.current.files = chosen.files;
    } catch {
      // The upload below does not need the input.
    }
    await tool.upload(file);
  };

  return (
    <PageLayout
      title="Analyze reviews"
      heading="Analyze Reviews"
      intro="Upload a CSV file of a product's reviews, or paste a link to the product, to see how many of its reviews look fake."
    >
      <ToolTabs
        active={state.tab}
        onSelect={tool.setTab}
        panels={{
          csv: (
            <CsvForm
              fileInput={fileInput}
              busy={state.busy}
              invalid={state.error?.field === 'csv'}
              onFile={tool.setFile}
              onUpload={() => void tool.upload()}
              onReset={reset}
              onExample={() => void tryExample()}
            />
          ),
          link: (
            <LinkForm
              shown={state.tab === 'link'}
              link={state.link}
              busy={state.busy}
              invalid={state.error?.field === 'link'}
              onLink={tool.setLink}
              onAnalyze={() => void tool.analyze()}
              onReset={reset}
              onExample={(url) => {
                tool.setLink(url);
                void tool.analyze({ url });
              }}
            />
          ),
        }}
      />
      <ErrorMessage error={state.error} />
      {/* Tells screen-reader users that the result below has arrived (the panel itself is not a live region). */}
      <p role="status" className="sr-only" data-testid="result-announcement">
        {state.result && !state.busy ? resultAnnouncement(state.result.data) : ''}
      </p>
      <Suspense fallback={null}>
        {state.result && (
          <ResultPanel
            result={state.result}
            focusOnArrival
            // Keyed by the answer: each new result is saved once.
            tools={<ResultTools key={state.result.id} result={state.result} />}
            reanalyse={
              state.result.kind === 'link'
                ? {
                    busy: state.busy !== null,
                    onReanalyse: () => {
                      if (state.result?.kind === 'link')
                        void tool.analyze({ refresh: true, url: state.result.url });
                    },
                  }
                : undefined
            }
          />
        )}
      </Suspense>
      <Suspense fallback={null}>{idle && (hadHistory || state.result) && <HistoryList />}</Suspense>
    </PageLayout>
  );
}
