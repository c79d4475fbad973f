import { useState } from 'react';
import { secondaryButton } from '../../../components/button-styles';
import { fetchAnnotatedCsv, saveBlob } from '../api/download-annotated-csv';
import type { ServerReason } from '../api/server-reason';

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
      <p className="mt-2 text-sm text-slate-700">
        Your rows with three columns added: the fake probability, the decision and the reasons.
      </p>
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
