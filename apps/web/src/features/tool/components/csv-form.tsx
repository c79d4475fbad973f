import type { FormEvent, RefObject } from 'react';
import { exampleButton } from '../../../components/button-styles';
import type { Busy } from '../use-analysis-tool';
import { busyRetryText } from './busy-retry-text';
import { CsvHowTo } from './csv-how-to';
import { FormButtons } from './form-buttons';
import { describedBy, TOOL_FIELD_IDS } from './tool-field-ids';
import { UploadProgress } from './upload-progress';

interface CsvFormProps {
  fileInput: RefObject<HTMLInputElement | null>;
  busy: Busy | null;
  /** The error below the tabs is about the chosen file. */
  invalid: boolean;
  onFile: (file: File | null) => void;
  onUpload: () => void;
  onReset: () => void;
  onExample: () => void;
}

export function CsvForm(props: CsvFormProps) {
  const { fileInput, busy, invalid, onFile, onUpload, onReset, onExample } = props;
  const uploading = busy?.kind === 'upload';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onUpload();
  };
  return (
    <form noValidate onSubmit={submit}>
      <label htmlFor={TOOL_FIELD_IDS.csv} className="block font-medium text-slate-900">
        CSV file of reviews
      </label>
      <p id="tool-csv-hint" className="mt-1 text-sm text-slate-700">
        A CSV export from any review scraper: we find the review text, rating, date and product
        columns ourselves.
      </p>
      <input
        ref={fileInput}
        id={TOOL_FIELD_IDS.csv}
        type="file"
        name="file"
        accept=".csv,text/csv"
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy('tool-csv-hint', invalid)}
        onChange={(event) => onFile(event.target.files?.[0] ?? null)}
        className="mt-3 block w-full max-w-xl rounded-lg border border-slate-400 bg-white text-slate-900 file:mr-4 file:border-0 file:bg-slate-100 file:px-4 file:py-2 file:font-semibold file:text-slate-900"
      />
      <FormButtons
        label="Upload"
        workingLabel="Uploading..."
        working={uploading}
        busy={busy !== null}
        onReset={onReset}
      />
      {/* Right under the busy button: on a phone anything lower is below the fold. */}
      {uploading &&
        (busy.retryInSeconds === undefined ? (
          <UploadProgress progress={busy.progress} />
        ) : (
          <p role="status" className="mt-4 text-sm text-slate-700">
            {busyRetryText(busy.retryInSeconds)}
          </p>
        ))}
      <p className="mt-4 text-slate-800">
        No file at hand?{' '}
        <button
          type="button"
          onClick={onExample}
          disabled={busy !== null}
          className={exampleButton}
        >
          Try an example
        </button>{' '}
        <span className="text-slate-700">
          (37 reviews of a tent, written by us to show each kind of evidence).
        </span>
      </p>
      <CsvHowTo />
    </form>
  );
}
