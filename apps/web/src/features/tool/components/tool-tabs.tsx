import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import type { ToolTab } from '../use-analysis-tool';

export const TAB_LABELS: Record<ToolTab, string> = {
  csv: 'Analyze via Scraped CSV File',
  link: 'Analyze Product via Link',
};

const ORDER: readonly ToolTab[] = ['csv', 'link'];

export const tabId = (tab: ToolTab) => `tool-tab-${tab}`;
export const panelId = (tab: ToolTab) => `tool-panel-${tab}`;

interface ToolTabsProps {
  active: ToolTab;
  onSelect: (tab: ToolTab) => void;
  panels: Record<ToolTab, ReactNode>;
}

/**
 * WAI-ARIA tabs with automatic activation: arrow keys, Home and End move between tabs and select them, and only the
 * active tab is in the tab order. Both panels stay mounted (the inactive one hidden) so the chosen file survives a
 * switch of tab.
 */
export function ToolTabs({ active, onSelect, panels }: ToolTabsProps) {
  const tabs = useRef<Partial<Record<ToolTab, HTMLButtonElement | null>>>({});

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = ORDER.indexOf(active);
    const next =
      event.key === 'ArrowRight'
        ? ORDER[(index + 1) % ORDER.length]
        : event.key === 'ArrowLeft'
          ? ORDER[(index - 1 + ORDER.length) % ORDER.length]
          : event.key === 'Home'
            ? ORDER[0]
            : event.key === 'End'
              ? ORDER[ORDER.length - 1]
              : undefined;
    if (!next) return;
    event.preventDefault();
    onSelect(next);
    tabs.current[next]?.focus();
  };

  return (
    <div>
      <div
        role="tablist"
        aria-label="How to supply the reviews"
        onKeyDown={onKeyDown}
        className="flex flex-col gap-2 border-b border-slate-300 sm:flex-row sm:gap-0"
      >
        {ORDER.map((tab) => {
          const selected = tab === active;
          return (
            <button
              key={tab}
              ref={(element) => {
                tabs.current[tab] = element;
              }}
              type="button"
              role="tab"
              id={tabId(tab)}
              aria-selected={selected}
              aria-controls={panelId(tab)}
              tabIndex={selected ? 0 : -1}
              onClick={() => onSelect(tab)}
              className={`-mb-px rounded-t-lg border px-4 py-3 text-left font-semibold sm:text-center ${
                selected
                  ? 'border-slate-300 border-b-white bg-white text-indigo-800'
                  : 'border-transparent text-slate-700 hover:bg-slate-50 hover:text-slate-900'
              }`}
            >
              {TAB_LABELS[tab]}
            </button>
          );
        })}
      </div>
      {ORDER.map((tab) => (
        <div
          key={tab}
          role="tabpanel"
          id={panelId(tab)}
          aria-labelledby={tabId(tab)}
          hidden={tab !== active}
          className="pt-6"
        >
          {panels[tab]}
        </div>
      ))}
    </div>
  );
}
