import { readHistory } from '../history';
import { DeleteReportButton } from './delete-report-button';
import { ShareLink } from './share-link';

/** A saved result's link, and its delete button when this browser made it (the history holds its token). */
export function ReportTools({ id, onDeleted }: { id: string; onDeleted: () => void }) {
  const token = readHistory().find((entry) => entry.id === id)?.delete_token;
  return (
    <div className="space-y-2 rounded-lg bg-slate-50 p-3">
      <ShareLink path={`/r/${id}`} />
      {token && <DeleteReportButton id={id} token={token} onDeleted={onDeleted} />}
    </div>
  );
}
