import { type KeyboardEvent, useRef, useState } from 'react';

export interface TabItem {
  id: string;
  label: string;
}

/** The tab to show: the chosen one while it exists, else the first (the spec's rule when a tab disappears). */
export function resolveActiveTab(tabs: readonly TabItem[], chosen: string | null | undefined): string | null {
  if (chosen && tabs.some((t) => t.id === chosen)) return chosen;
  return tabs[0]?.id ?? null;
}

/**
 * The chosen tab, falling back to the first whenever the chosen one is not in `tabs` (for example when the
 * server's tab list changes). The choice is kept, so it comes back if that tab reappears.
 */
export function useActiveTab(tabs: readonly TabItem[], initial?: string | null) {
  const [chosen, setChosen] = useState<string | null>(initial ?? null);
  return [resolveActiveTab(tabs, chosen), setChosen] as const;
}

export const tabDomId = (idPrefix: string, tabId: string) => `${idPrefix}-tab-${tabId}`;
export const panelDomId = (idPrefix: string, tabId: string) => `${idPrefix}-panel-${tabId}`;

interface TabListProps {
  tabs: readonly TabItem[];
  active: string | null;
  onChange: (id: string) => void;
  /** Prefix for the tab and panel element ids (panels use panelDomId). */
  idPrefix: string;
  label: string;
  className?: string;
}

/**
 * A WAI-ARIA tab list: one tab in the tab order, arrow keys (and Home/End) move and activate.
 * Scrolls sideways on narrow screens rather than wrapping.
 */
export function TabList({ tabs, active, onChange, idPrefix, label, className = '' }: TabListProps) {
  const refs = useRef(new Map<string, HTMLButtonElement>());

  const move = (e: KeyboardEvent, index: number) => {
    const last = tabs.length - 1;
    const next =
      e.key === 'ArrowRight'
        ? index === last
          ? 0
          : index + 1
        : e.key === 'ArrowLeft'
          ? index === 0
            ? last
            : index - 1
          : e.key === 'Home'
            ? 0
            : e.key === 'End'
              ? last
              : null;
    if (next === null) return;
    e.preventDefault();
    const tab = tabs[next];
    if (!tab) return;
    onChange(tab.id);
    refs.current.get(tab.id)?.focus();
  };

  return (
    <div role="tablist" aria-label={label} className={`flex gap-1 overflow-x-auto ${className}`}>
      {tabs.map((tab, i) => {
        const selected = tab.id === active;
        return (
          <button
            key={tab.id}
            ref={(el) => {
              if (el) refs.current.set(tab.id, el);
              else refs.current.delete(tab.id);
            }}
            type="button"
            role="tab"
            id={tabDomId(idPrefix, tab.id)}
            aria-selected={selected}
            aria-controls={panelDomId(idPrefix, tab.id)}
            tabIndex={selected ? 0 : -1}
            onClick={() => onChange(tab.id)}
            onKeyDown={(e) => move(e, i)}
            className={`shrink-0 border-b-2 px-3 py-3 text-sm font-semibold whitespace-nowrap transition-colors ${
              selected
                ? 'border-brand-700 text-brand-800'
                : 'border-transparent text-slate-600 hover:border-slate-300 hover:text-slate-900'
            }`}
          >
            {tab.label}
          </button>
        );
      })}
    </div>
  );
}
