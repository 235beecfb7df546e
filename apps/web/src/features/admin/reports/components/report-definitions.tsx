import { reportDefinitions } from '@staybook/contract/admin-reports';
import { useId } from 'react';

/** The one definition of each figure (the contract's words), printed above the reports and the dashboard. */
export function ReportDefinitions() {
  const id = useId();
  return (
    <section aria-labelledby={id} className="mb-6 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5">
      <h2 id={id} className="text-base font-semibold text-slate-900">
        How these figures are counted
      </h2>
      <ul className="mt-2 grid gap-x-6 gap-y-1 text-xs text-slate-700 sm:text-sm lg:grid-cols-2">
        {Object.entries(reportDefinitions).map(([key, text]) => (
          <li key={key}>{text}</li>
        ))}
      </ul>
    </section>
  );
}
