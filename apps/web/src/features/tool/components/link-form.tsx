import type { FormEvent } from 'react';
import { primaryButton, secondaryButton } from '../../../components/button-styles';
import { stageLabel } from '../api/analyze-link';
import type { Busy } from '../use-analysis-tool';
import { busyRetryText } from './busy-retry-text';

interface LinkFormProps {
  link: string;
  busy: Busy | null;
  onLink: (link: string) => void;
  onAnalyze: () => void;
  onReset: () => void;
}

export function LinkForm({ link, busy, onLink, onAnalyze, onReset }: LinkFormProps) {
  const analyzing = busy?.kind === 'analyze';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onAnalyze();
  };
  return (
    <form noValidate onSubmit={submit}>
      <label htmlFor="tool-link" className="block font-medium text-slate-900">
        Product link
      </label>
      {/* type=text, not url: the spec leaves the link's format to the server. */}
      <input
        id="tool-link"
        type="text"
        name="url"
        inputMode="url"
        autoComplete="url"
        placeholder="Enter product link"
        value={link}
        onChange={(event) => onLink(event.target.value)}
        className="mt-2 block w-full max-w-2xl rounded-lg border border-slate-400 bg-white px-3 py-2 text-slate-900 placeholder:text-slate-600"
      />
      <div className="mt-4 flex flex-wrap gap-3">
        <button type="submit" className={primaryButton} disabled={busy !== null}>
          {analyzing ? 'Analyzing...' : 'Analyze'}
        </button>
        <button type="button" className={secondaryButton} onClick={onReset}>
          Reset
        </button>
      </div>
      <p role="status" data-testid="analyze-stage" className="mt-3 min-h-6 text-slate-800">
        {analyzing
          ? busy.retryInSeconds !== undefined
            ? busyRetryText(busy.retryInSeconds)
            : busy.stage
              ? stageLabel(busy.stage)
              : 'Sending the link…'
          : ''}
      </p>
    </form>
  );
}
