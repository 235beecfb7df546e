import type { PricingData } from '@staybook/contract/booking';
import { plural } from '@staybook/contract/format';
import { formatInr } from '@staybook/contract/money';
import type { UseQueryResult } from '@tanstack/react-query';
import { errorMessage } from '../../lib/console-api';

/** The stay's price from the website's pricing call, shown before "Confirm booking" (or why there is none yet). */
export function PriceSummary({ pricing, ready }: { pricing: UseQueryResult<PricingData>; ready: boolean }) {
  if (!ready)
    return <p className="text-sm text-slate-600">Choose the property, dates and a room type to see the price.</p>;
  if (pricing.isError)
    return (
      <p role="alert" className="text-sm text-red-800">
        {errorMessage(pricing.error)}
      </p>
    );
  const data = pricing.data;
  if (!data) return <p className="text-sm text-slate-600">Working out the price…</p>;
  const dueNow = data.amountDueNow ?? data.totalPostTax;
  const atProperty = data.amountDueAtProperty ?? 0;
  return (
    <section aria-busy={pricing.isFetching} aria-label="Price">
      <ul className="space-y-1 text-sm text-slate-800">
        {data.rooms.map((r) => (
          <li key={r.id} className="flex justify-between gap-3">
            <span className="min-w-0">
              {r.name} × {r.roomCount}
              {r.ratePlan ? ` · ${r.ratePlan.name}` : ''}
            </span>
            <span className="tabular-nums">{formatInr(r.roomRent)}</span>
          </li>
        ))}
        {(data.discounts ?? []).map((d) => (
          <li key={d.label} className="text-green-800">
            The room rent above includes {d.label}, which saves {formatInr(d.amount)}.
          </li>
        ))}
        <li className="flex justify-between gap-3">
          <span>GST</span>
          <span className="tabular-nums">{formatInr(data.tax)}</span>
        </li>
      </ul>
      <p className="mt-2 flex justify-between gap-3 border-t border-slate-200 pt-2 font-semibold text-slate-900">
        <span>Total for {plural(data.nights, 'night')}, with GST</span>
        <span className="tabular-nums" data-testid="desk-total">
          {formatInr(data.totalPostTax)}
        </span>
      </p>
      {atProperty > 0 && dueNow > 0 && (
        <p className="mt-1 text-sm text-slate-700">
          The rate plan asks {formatInr(dueNow)} now and {formatInr(atProperty)} at the property.
        </p>
      )}
    </section>
  );
}
