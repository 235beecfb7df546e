import { type ReactNode, useId, useState } from 'react';

interface DisclosureProps {
  title: ReactNode;
  children: ReactNode;
  defaultOpen?: boolean;
  /** Heading level of the title, so the page outline stays right. */
  headingLevel?: 2 | 3;
  className?: string;
}

/** One expandable/collapsible section: a heading with a button that shows or hides its panel. */
export function Disclosure({
  title,
  children,
  defaultOpen = false,
  headingLevel = 3,
  className = '',
}: DisclosureProps) {
  const [open, setOpen] = useState(defaultOpen);
  const panelId = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div className={`rounded-xl border border-slate-200 bg-white ${className}`}>
      <Heading className="m-0">
        <button
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((v) => !v)}
          className="flex w-full items-center justify-between gap-4 rounded-xl px-4 py-3.5 text-left text-base font-semibold text-slate-900 hover:bg-slate-50"
        >
          <span>{title}</span>
          <span
            aria-hidden="true"
            className={`grid size-6 shrink-0 place-items-center rounded-full bg-brand-50 text-brand-700 transition-transform ${open ? 'rotate-45' : ''}`}
          >
            +
          </span>
        </button>
      </Heading>
      <div id={panelId} hidden={!open} className="px-4 pb-4 text-slate-700">
        {children}
      </div>
    </div>
  );
}
