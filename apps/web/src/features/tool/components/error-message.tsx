import { useEffect, useRef } from 'react';
import { nextStep, reasonMessage } from '../api/next-step';
import type { ToolError } from '../use-analysis-tool';
import { TOOL_ERROR_ID, TOOL_FIELD_IDS } from './tool-field-ids';

/** The spec's message in red, then the server's own reason and what the shopper can do next. */
export function ErrorMessage({ error }: { error: ToolError | null }) {
  const next = nextStep(error?.reason?.code);
  const box = useRef<HTMLDivElement>(null);
  // Each new error is shown where the shopper is: on a phone this area sits below the fold, under the form, so
  // it scrolls into view; focus goes to the input it is about, which it describes.
  useEffect(() => {
    if (!error) return;
    document.getElementById(TOOL_FIELD_IDS[error.field])?.focus({ preventScroll: true });
    box.current?.scrollIntoView?.({ block: 'nearest' });
  }, [error]);
  return (
    // The live region is always in the page (never display:none), so screen readers announce what appears in it.
    <div role="alert" data-testid="tool-error">
      {error && (
        <div
          ref={box}
          id={TOOL_ERROR_ID}
          className="mt-6 scroll-mb-4 rounded-lg border border-red-300 bg-red-50 px-4 py-3"
        >
          <p className="font-semibold text-red-700">{error.message}</p>
          {error.reason && (
            <div data-testid="server-reason" className="mt-2 text-slate-800">
              <p>{reasonMessage(error.reason)}</p>
              {error.reason.details.length > 0 && (
                <ul className="mt-1 list-disc space-y-1 pl-5 text-sm">
                  {error.reason.details.map((line) => (
                    <li key={line}>{line}</li>
                  ))}
                </ul>
              )}
              {next && (
                <p className="mt-2" data-testid="next-step">
                  <span className="font-semibold">What you can do: </span>
                  {next}
                </p>
              )}
            </div>
          )}
        </div>
      )}
    </div>
  );
}
