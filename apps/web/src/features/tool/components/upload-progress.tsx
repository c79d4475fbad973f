import type { UploadProgress as Progress } from '../api/upload-csv';

function megabytes(bytes: number): string {
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** Bytes sent so far (XMLHttpRequest upload progress); once all are sent the server is analysing. */
export function UploadProgress({ progress }: { progress: Progress | null }) {
  const percent =
    progress && progress.total > 0 ? Math.round((progress.loaded / progress.total) * 100) : 0;
  const sent = progress !== null && progress.loaded >= progress.total;
  return (
    <div className="mt-4 max-w-xl">
      <div
        role="progressbar"
        aria-label="Upload progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={progress ? `${percent}% sent` : 'Starting upload'}
        className="h-3 overflow-hidden rounded-full bg-slate-200"
      >
        <div className="h-full bg-indigo-700 transition-[width]" style={{ width: `${percent}%` }} />
      </div>
      <p className="mt-2 text-sm text-slate-700">
        {!progress
          ? 'Starting upload…'
          : sent
            ? `${megabytes(progress.total)} sent. Analysing the reviews…`
            : `${megabytes(progress.loaded)} of ${megabytes(progress.total)} sent (${percent}%)`}
      </p>
    </div>
  );
}
