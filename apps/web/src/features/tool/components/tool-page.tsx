import { useRef } from 'react';
import { PageLayout } from '../../../components/page-layout';
import { HistoryList } from '../../reports/components/history-list';
import { SavedReport } from '../../reports/components/saved-report';
import { fetchExampleCsv } from '../api/examples';
import { useAnalysisTool, type ToolResult } from '../use-analysis-tool';
import { AnnotatedCsvButton } from './annotated-csv-button';
import { CsvForm } from './csv-form';
import { ErrorMessage } from './error-message';
import { LinkForm } from './link-form';
import { ResultPanel } from './result-panel';
import { ToolTabs } from './tool-tabs';

function resultAnnouncement(result: ToolResult): string {
  const { prod_name, fake_percentage, product_status } = result.data;
  return `Result ready${prod_name ? ` for ${prod_name}` : ''}: ${fake_percentage}% of reviews look fake, status ${product_status}.`;
}

/** Keeping and downloading the answer, shown with it. */
function ResultTools({ result }: { result: ToolResult }) {
  return (
    <div className="space-y-4">
      <SavedReport
        source={
          result.kind === 'csv'
            ? { kind: 'csv', file: result.file }
            : { kind: 'link', url: result.url }
        }
        summary={result.data}
      />
      {result.kind === 'csv' && <AnnotatedCsvButton file={result.file} />}
    </div>
  );
}

/** /modeltryitout: the analysis tool (spec sections 2, 4, 5 and 8). */
export function ToolPage() {
  const tool = useAnalysisTool();
  const fileInput = useRef<HTMLInputElement>(null);
  const { state } = tool;

  const reset = () => {
    tool.reset();
    // The selected file lives in the input too; the spec empties it.
    if (fileInput.current) fileInput.current.value = '';
  };

  const tryExample = async () => {
    const file = await fetchExampleCsv();
    if (!file) return tool.fail('The example file could not be loaded. Please try again.', null);
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
              onFile={tool.setFile}
              onUpload={() => void tool.upload()}
              onReset={reset}
              onExample={() => void tryExample()}
            />
          ),
          link: (
            <LinkForm
              link={state.link}
              busy={state.busy}
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
        {state.result && !state.busy ? resultAnnouncement(state.result) : ''}
      </p>
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
      <HistoryList />
    </PageLayout>
  );
}
