import { SavedReport } from '../../reports/components/saved-report';
import type { ToolResult } from '../use-analysis-tool';
import { AnnotatedCsvButton } from './annotated-csv-button';

/** Keeping and downloading the answer, shown with it. */
export function ResultTools({ result }: { result: ToolResult }) {
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
