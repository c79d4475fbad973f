import { ANNOTATED_CSV_COLUMNS } from '@reviewsentry/contracts';
import { useState } from 'react';
import { secondaryButton } from '../../../components/button-styles';
import { fetchAnnotatedCsv, saveBlob } from '../api/download-annotated-csv';
import type { ServerReason } from '../api/server-reason';

/** What each column the server adds holds, in the shopper's words. */
export const ADDED_COLUMNS: Record<(typeof ANNOTATED_CSV_COLUMNS)[number], string> = {
  reviewsentry_fake_probability: 'the text model’s score',
  reviewsentry_is_fake: 'whether it is flagged',
  reviewsentry_reasons: 'the reasons',
  reviewsentry_status: 'whether the row was judged (and if not, why)',
};

const WORDS = ['no', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine'];

/** "Your rows with four columns added: …", counted from the columns the server adds. */
export function addedColumnsText(): string {
  const parts = ANNOTATED_CSV_COLUMNS.map((column) => ADDED_COLUMNS[column]);
  const list = `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
  return `Your rows with ${WORDS[parts.length] ?? parts.length} columns added: ${list}.`;
}

type State =
  { status: 'idle' } | { status: 'working' } | { status: 'failed'; reason: ServerReason };

/** Re-sends the analysed file asking for CSV, and saves the annotated copy the server returns. */
export function AnnotatedCsvButton({ file }: { file: File }) {
  const [state, setState] = useState<State>({ status: 'idle' });
  const download = async () => {
    setState({ status: 'working' });
    const outcome = await fetchAnnotatedCsv(file);
    if (!outcome.ok) return setState({ status: 'failed', reason: outcome.reason });
    saveBlob(outcome.blob, outcome.filename);
    setState({ status: 'idle' });
  };
  return (
    <div>
      <button
        type="button"
        className={secondaryButton}
        disabled={state.status === 'working'}
        onClick={() => void download()}
      >
        {state.status === 'working' ? 'Preparing CSV...' : 'Download annotated CSV'}
      </button>
      <p className="mt-2 text-sm text-slate-700">{addedColumnsText()}</p>
      <div role="alert">
        {state.status === 'failed' && (
          <p className="mt-2 font-medium text-red-700">
            The annotated CSV could not be made. {state.reason.message}
          </p>
        )}
      </div>
    </div>
  );
}
