import { useId, useState } from 'react';
import { ChevronDownIcon } from '../../../components/icons';
import type { FaqItem } from '../faq-items';

/** Disclosure list where at most one answer is open; activating the open question closes it. */
export function FaqAccordion({ items }: { items: readonly FaqItem[] }) {
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  const baseId = useId();

  return (
    <div className="divide-y divide-slate-200 rounded-xl border border-slate-200">
      {items.map((item, index) => {
        const open = openIndex === index;
        const buttonId = `${baseId}-question-${index}`;
        const panelId = `${baseId}-answer-${index}`;
        return (
          <div key={item.title}>
            <h2 className="text-base font-semibold text-slate-900 sm:text-lg">
              <button
                type="button"
                id={buttonId}
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => setOpenIndex(open ? null : index)}
                className="flex w-full items-center justify-between gap-4 px-5 py-4 text-left hover:bg-slate-50"
              >
                <span>{item.title}</span>
                <ChevronDownIcon
                  className={`h-5 w-5 shrink-0 text-slate-600 transition-transform motion-reduce:transition-none ${open ? 'rotate-180' : ''}`}
                />
              </button>
            </h2>
            <div
              id={panelId}
              role="region"
              aria-labelledby={buttonId}
              hidden={!open}
              className="px-5 pb-5 text-slate-700"
            >
              <p>{item.content}</p>
            </div>
          </div>
        );
      })}
    </div>
  );
}
