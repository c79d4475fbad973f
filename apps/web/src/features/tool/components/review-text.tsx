import { useState } from 'react';

/** Long reviews are cut here, at a word, with the whole text one tap away. */
export const SHORT_TEXT = 320;

function shortened(text: string): string {
  const cut = text.slice(0, SHORT_TEXT);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > SHORT_TEXT * 0.6 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}

export function ReviewText({ id, text }: { id: string; text: string }) {
  const [open, setOpen] = useState(false);
  if (text === '') return <p className="text-slate-700 italic">(no text)</p>;
  const long = text.length > SHORT_TEXT;
  const textId = `review-text-${id}`;
  return (
    <div>
      <p id={textId} dir="auto" className="whitespace-pre-line text-slate-900">
        {long && !open ? shortened(text) : text}
      </p>
      {long && (
        <button
          type="button"
          aria-expanded={open}
          aria-controls={textId}
          onClick={() => setOpen(!open)}
          className="mt-1 text-sm font-semibold text-indigo-800 underline"
        >
          {open ? 'Show less' : 'Read the whole review'}
        </button>
      )}
    </div>
  );
}
