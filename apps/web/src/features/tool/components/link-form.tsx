import { useEffect, useState, type FormEvent } from 'react';
import { exampleButton } from '../../../components/button-styles';
import { stageLabel } from '../api/analyze-stages';
import type { ExampleLink } from '../api/examples';
import type { Busy } from '../use-analysis-tool';
import { busyRetryText } from './busy-retry-text';
import { FormButtons } from './form-buttons';
import { describedBy, TOOL_FIELD_IDS } from './tool-field-ids';

interface LinkFormProps {
  /** False while the tab is hidden: the demo shop is asked for its links when the tab is first shown. */
  shown: boolean;
  link: string;
  busy: Busy | null;
  /** The error below the tabs is about the link. */
  invalid: boolean;
  onLink: (link: string) => void;
  onAnalyze: () => void;
  onReset: () => void;
  onExample: (url: string) => void;
}

/** The shops with an extractor of their own (packages/scraper/src/adapters); others are read generically. */
export const SUPPORTED_SHOPS = [
  'Amazon',
  'Flipkart',
  'Walmart',
  'Best Buy',
  'Etsy',
  'Target',
  'Trustpilot',
] as const;

export function LinkForm({
  shown,
  link,
  busy,
  invalid,
  onLink,
  onAnalyze,
  onReset,
  onExample,
}: LinkFormProps) {
  const analyzing = busy?.kind === 'analyze';
  const [examples, setExamples] = useState<ExampleLink[] | null>(null);
  useEffect(() => {
    if (!shown || examples !== null) return;
    const controller = new AbortController();
    void import('../api/demo-shop-links')
      .then(({ fetchExampleLinks }) => fetchExampleLinks(controller.signal))
      .catch(() => [])
      .then((found) => {
        if (!controller.signal.aborted) setExamples(found);
      });
    return () => controller.abort();
  }, [shown, examples]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onAnalyze();
  };
  return (
    <form noValidate onSubmit={submit}>
      <label htmlFor={TOOL_FIELD_IDS.link} className="block font-medium text-slate-900">
        Product link
      </label>
      <p id="tool-link-hint" className="mt-1 max-w-2xl text-sm text-slate-700">
        Works with {SUPPORTED_SHOPS.slice(0, -1).join(', ')} and {SUPPORTED_SHOPS.at(-1)}, and with
        most other shops that publish their reviews in the page’s product data. Paste the product’s
        page or its reviews page.
      </p>
      {/* type=text, not url: the spec leaves the link's format to the server. */}
      <input
        id={TOOL_FIELD_IDS.link}
        type="text"
        name="url"
        inputMode="url"
        autoComplete="url"
        placeholder="Enter product link"
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy('tool-link-hint', invalid)}
        value={link}
        onChange={(event) => onLink(event.target.value)}
        className="mt-2 block w-full max-w-2xl rounded-lg border border-slate-400 bg-white px-3 py-2 text-slate-900 placeholder:text-slate-600"
      />
      <FormButtons
        label="Analyze"
        workingLabel="Analyzing..."
        working={analyzing}
        busy={busy !== null}
        onReset={onReset}
      />
      {/* Right under the busy button: on a phone anything lower is below the fold. */}
      <p role="status" data-testid="analyze-stage" className="mt-3 text-slate-800 empty:mt-0">
        {analyzing
          ? busy.retryInSeconds !== undefined
            ? busyRetryText(busy.retryInSeconds)
            : busy.stage
              ? stageLabel(busy.stage)
              : 'Sending the link…'
          : ''}
      </p>
      {examples && examples.length > 0 && (
        <p className="mt-4 text-slate-800" data-testid="example-links">
          No link at hand? Try our demo shop’s{' '}
          {examples.map((example, i) => (
            <span key={example.url}>
              {i > 0 && ', '}
              <button
                type="button"
                disabled={busy !== null}
                onClick={() => onExample(example.url)}
                className={exampleButton}
              >
                {example.name}
              </button>
            </span>
          ))}
          .
        </p>
      )}
    </form>
  );
}
