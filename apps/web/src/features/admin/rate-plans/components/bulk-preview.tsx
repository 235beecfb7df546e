import type { RatesBulkPreview } from '@staybook/contract/admin-rate-plans';
import { formatDayWithWeekday, plural } from '@staybook/contract/format';
import { formatInr } from '@staybook/contract/money';
import { useId } from 'react';
import { formatPercent } from '../logic/rates-bulk-form';

/** Old → new for every night of every room, nights over the threshold marked; the summary and warning on top. */
export function BulkPreview({ preview }: { preview: RatesBulkPreview }) {
  const id = useId();
  return (
    <section aria-label="Preview" className="space-y-3">
      <p className="text-sm text-slate-800">
        {plural(preview.nightCount, 'night')} in{' '}
        {plural(preview.roomTypes.filter((r) => r.nights.length).length, 'room')} change; the largest change is{' '}
        {formatPercent(preview.largestChangePercent)}. Nights not open yet are left alone.
      </p>
      {preview.largeCount > 0 && (
        <p role="alert" className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
          {plural(preview.largeCount, 'night')} would change by more than {preview.warnPercent}% (marked below). Check
          them before applying.
        </p>
      )}
      {preview.roomTypes
        .filter((r) => r.nights.length > 0)
        .map((r) => (
          <div key={r.roomTypeId}>
            {/* The title stays outside the scroller so a phone shows it whole while the table scrolls. */}
            <h3 id={`${id}-${r.roomTypeId}`} className="py-1 text-sm font-semibold text-slate-900">
              {r.roomTypeName} · {r.propertyName}, {r.city}
            </h3>
            {/* relative: the screen-reader-only texts (absolutely placed) stay inside the scroller. */}
            <section
              className="relative overflow-x-auto focus:outline-2 focus:outline-sky-600"
              // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
              tabIndex={0}
              aria-labelledby={`${id}-${r.roomTypeId}`}
            >
              <table
                aria-labelledby={`${id}-${r.roomTypeId}`}
                className="w-full whitespace-nowrap text-left text-sm [&_td]:px-2 [&_td]:py-1 [&_th]:px-2 [&_th]:py-1"
              >
                <thead>
                  <tr className="text-slate-600">
                    <th scope="col">Night</th>
                    <th scope="col" className="text-right">
                      Now
                    </th>
                    <th scope="col" className="text-right">
                      New
                    </th>
                    <th scope="col" className="text-right">
                      Change
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {r.nights.map((n) => (
                    <tr key={n.date} className={n.isLarge ? 'bg-amber-50 font-semibold text-amber-900' : ''}>
                      <td>{formatDayWithWeekday(n.date)}</td>
                      <td className="text-right tabular-nums">{formatInr(n.oldRate)}</td>
                      <td className="text-right tabular-nums">{formatInr(n.newRate)}</td>
                      <td className="text-right tabular-nums">
                        {formatPercent(n.changePercent)}
                        {n.isLarge && <span className="sr-only"> (over {preview.warnPercent}%)</span>}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </section>
          </div>
        ))}
    </section>
  );
}
