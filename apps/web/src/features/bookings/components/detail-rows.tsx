import { type ReactNode, useId } from 'react';
import { useT } from '../../../lib/i18n';

interface DetailRowsProps {
  title: string;
  rows: { title: string; value?: string; description?: string }[];
  children?: ReactNode;
}

/** A titled card of title/value (or title/description) rows. */
export function DetailRows({ title, rows, children }: DetailRowsProps) {
  const t = useT('bookings');
  // Named by React, not by the title: a title in Devanagari would name every section alike.
  const id = useId();
  return (
    <section aria-labelledby={id} className="rounded-2xl border border-slate-200 bg-white p-4">
      <h2 id={id} className="text-base font-semibold text-slate-900">
        {title}
      </h2>
      {rows.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">{t('bookings.details.notProvided')}</p>
      ) : (
        <dl className="mt-3 space-y-2 text-sm">
          {rows.map((row) =>
            row.description !== undefined ? (
              <div key={row.title}>
                <dt className="font-medium text-slate-900">{row.title}</dt>
                <dd className="whitespace-pre-line text-slate-700">{row.description}</dd>
              </div>
            ) : (
              <div key={row.title} className="flex justify-between gap-4">
                <dt className="text-slate-600">{row.title}</dt>
                <dd className="text-right font-medium text-slate-900">{row.value}</dd>
              </div>
            ),
          )}
        </dl>
      )}
      {children}
    </section>
  );
}
