import { todayIst } from '@staybook/contract/stay-dates';
import { type FormEvent, useId } from 'react';
import { useSearchParams } from 'react-router';
import { useDeskProperties } from '../../bookings/api/get-desk-properties';
import { quickRanges, reportRangeOf } from '../logic/report-range';

/**
 * The stay window (from/to, IST dates) and property of a report, kept in the address so a reload or a shared link
 * shows the same figures. Other keys in the address (the grouping, a document kind) are kept.
 */
export function RangePicker({ withProperty = true }: { withProperty?: boolean }) {
  const [params, setParams] = useSearchParams();
  const id = useId();
  const today = todayIst();
  const { from, to, propertyId } = reportRangeOf(params, today);
  const properties = useDeskProperties();

  const show = (range: { from: string; to: string }, property = propertyId) => {
    const next = new URLSearchParams(params);
    next.set('from', range.from);
    next.set('to', range.to);
    if (property) next.set('propertyId', property);
    else next.delete('propertyId');
    setParams(next);
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    show(
      { from: form.get('from')?.toString() || from, to: form.get('to')?.toString() || to },
      form.get('propertyId')?.toString() ?? propertyId,
    );
  };

  return (
    <form
      key={`${from}-${to}-${propertyId}`}
      onSubmit={onSubmit}
      aria-label="Report range"
      className="mb-6 flex flex-wrap items-end gap-3 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200"
    >
      <div>
        <label className="label" htmlFor={`${id}-from`}>
          From
        </label>
        <input id={`${id}-from`} name="from" type="date" className="input" defaultValue={from} required />
      </div>
      <div>
        <label className="label" htmlFor={`${id}-to`}>
          To
        </label>
        <input id={`${id}-to`} name="to" type="date" className="input" defaultValue={to} min={from} required />
      </div>
      {withProperty && (
        <div>
          <label className="label" htmlFor={`${id}-property`}>
            Property
          </label>
          <select
            id={`${id}-property`}
            name="propertyId"
            className="input"
            defaultValue={propertyId}
            key={properties.data ? 'loaded' : 'loading'}
          >
            <option value="">All properties</option>
            {properties.data?.map((p) => (
              <option key={p.id} value={p.id}>
                {p.name} ({p.city})
              </option>
            ))}
          </select>
        </div>
      )}
      <button type="submit" className="btn-primary">
        Show
      </button>
      <div className="flex flex-wrap gap-2">
        {quickRanges(today).map((range) => (
          <button key={range.label} type="button" className="btn-outline" onClick={() => show(range)}>
            {range.label}
          </button>
        ))}
      </div>
    </form>
  );
}
