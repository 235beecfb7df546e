import type { RatesBulkPreview } from '@staybook/contract/admin-rate-plans';
import { formatDayWithWeekday, plural } from '@staybook/contract/format';
import { formatInr } from '@staybook/contract/money';
import { formatPercent } from '../logic/rates-bulk-form';

/** Old → new for every night of every room, nights over the threshold marked; the summary and warning on top. */
export function BulkPreview({ preview }: { preview: RatesBulkPreview }) {
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
          <div key={r.roomTypeId} className="overflow-x-auto">
            <table className="w-full text-left text-sm">
              <caption className="py-1 text-left font-semibold text-slate-900">
                {r.roomTypeName} · {r.propertyName}, {r.city}
              </caption>
              <thead>
                <tr className="text-slate-600">
                  <th scope="col">Night</th>
                  <th scope="col">Now</th>
                  <th scope="col">New</th>
                  <th scope="col">Change</th>
                </tr>
              </thead>
              <tbody>
                {r.nights.map((n) => (
                  <tr key={n.date} className={n.isLarge ? 'bg-amber-50 font-semibold text-amber-900' : ''}>
                    <td>{formatDayWithWeekday(n.date)}</td>
                    <td>{formatInr(n.oldRate)}</td>
                    <td>{formatInr(n.newRate)}</td>
                    <td>
                      {formatPercent(n.changePercent)}
                      {n.isLarge && <span className="sr-only"> (over {preview.warnPercent}%)</span>}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ))}
    </section>
  );
}
