import { useState } from 'react';
import { secondaryButton } from '../../../components/button-styles';

/** A report's address to copy (or select by hand on a phone), and a copy button that says when it worked. */
export function ShareLink({ path }: { path: string }) {
  const [copied, setCopied] = useState<'yes' | 'no' | null>(null);
  const url = `${window.location.origin}${path}`;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied('yes');
    } catch {
      setCopied('no');
    }
  };
  return (
    <div className="flex flex-wrap items-end gap-2">
      <div className="min-w-0 flex-1">
        <label htmlFor="share-url" className="block text-sm font-medium text-slate-800">
          Link to this result
        </label>
        <input
          id="share-url"
          readOnly
          value={url}
          onFocus={(event) => event.target.select()}
          className="mt-1 w-full rounded-lg border border-slate-400 bg-white px-3 py-2 text-sm text-slate-900"
        />
      </div>
      <button type="button" className={secondaryButton} onClick={() => void copy()}>
        Copy link
      </button>
      <p role="status" className="w-full text-sm text-slate-700">
        {copied === 'yes'
          ? 'Link copied.'
          : copied === 'no'
            ? 'Copying is not allowed here: select the link and copy it yourself.'
            : ''}
      </p>
    </div>
  );
}
