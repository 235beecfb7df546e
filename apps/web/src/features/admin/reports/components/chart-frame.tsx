import type { ReactNode } from 'react';
import { ResponsiveContainer } from 'recharts';

/**
 * A chart with its title, at a fixed height (so nothing moves when it draws). The chart is for looking; the same
 * figures are in a table or a sentence beside it for reading, copying and screen readers, so the drawing is hidden
 * from them (and each chart turns recharts' keyboard layer off: nothing focusable inside a hidden part).
 */
export function ChartFrame({
  title,
  children,
  note,
}: {
  title: string;
  children: ReactNode;
  /** A sentence under the chart (what it shows, or a total). */
  note?: ReactNode;
}) {
  return (
    <figure className="min-w-0 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5">
      <figcaption className="mb-3 text-base font-semibold text-slate-900">{title}</figcaption>
      <div className="h-64 w-full" aria-hidden="true">
        <ResponsiveContainer width="100%" height="100%">
          {children}
        </ResponsiveContainer>
      </div>
      {note && <p className="mt-2 text-sm text-slate-600">{note}</p>}
    </figure>
  );
}

/** Chart colours: this period, a year earlier, and grid lines. */
export const chartColours = { current: '#0369a1', previous: '#94a3b8', grid: '#e2e8f0', text: '#475569' } as const;
