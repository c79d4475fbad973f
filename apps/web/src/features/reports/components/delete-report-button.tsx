import { useState } from 'react';
import type { ServerReason } from '../../tool/api/server-reason';
import { deleteReport } from '../api/reports-api';
import { forgetReport } from '../history';

interface DeleteReportButtonProps {
  id: string;
  token: string;
  onDeleted: () => void;
}

/** Deletes a report with the token this browser kept, and forgets it here too. */
export function DeleteReportButton({ id, token, onDeleted }: DeleteReportButtonProps) {
  const [state, setState] = useState<'idle' | 'working' | ServerReason>('idle');
  const remove = async () => {
    setState('working');
    const outcome = await deleteReport(id, token);
    if (!outcome.ok) return setState(outcome.reason);
    forgetReport(id);
    onDeleted();
  };
  return (
    <div>
      <button
        type="button"
        disabled={state === 'working'}
        onClick={() => void remove()}
        className="font-semibold text-red-700 underline hover:text-red-900 disabled:opacity-70"
      >
        {state === 'working' ? 'Deleting…' : 'Delete this saved result'}
      </button>
      <div role="alert">
        {typeof state === 'object' && (
          <p className="mt-1 text-sm font-medium text-red-700">
            It could not be deleted. {state.message}
          </p>
        )}
      </div>
    </div>
  );
}
