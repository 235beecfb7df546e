import type { Dashboard } from '@staybook/contract/admin-bookings';
import { formatDayWithWeekday, plural } from '@staybook/contract/format';
import { formatInr } from '@staybook/contract/money';
import { addDays, todayIst } from '@staybook/contract/stay-dates';
import { type FormEvent, useId } from 'react';
import { useSearchParams } from 'react-router';
import { useDeskProperties } from '../../bookings/api/get-desk-properties';
import { ErrorNotice, Loading, PageHeader, Panel } from '../../components/console-ui';
import { ScrollRegion } from '../../components/list-kit';
import { useDashboard } from '../api/get-dashboard';
import { dashboardRangeOf, monthRange } from '../logic/dashboard-range';

const percent = (value: number | null) => (value === null ? '—' : `${value.toLocaleString('en-IN')}%`);

/** The console's home: occupancy, revenue, ADR, bookings and cancellations for a range (this month by default). */
export default function DashboardPage() {
  const [params, setParams] = useSearchParams();
  const id = useId();
  const today = todayIst();
  const month = monthRange(today);
  const { from, to, propertyId } = dashboardRangeOf(params, today);
  const dashboard = useDashboard({ from, to, propertyId });
  const properties = useDeskProperties();

  const show = (range: { from: string; to: string }, property = propertyId) => {
    const next = new URLSearchParams();
    next.set('from', range.from);
    next.set('to', range.to);
    if (property) next.set('propertyId', property);
    setParams(next);
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    show(
      { from: form.get('from')?.toString() || from, to: form.get('to')?.toString() || to },
      form.get('propertyId')?.toString() ?? '',
    );
  };
  const lastMonth = monthRange(addDays(month.from, -1));

  return (
    <div>
      <PageHeader
        title="Dashboard"
        help="Occupancy and room revenue by night, for the range and property you choose."
      />
      <Panel className="mb-6">
        <form key={`${from}-${to}-${propertyId}`} onSubmit={onSubmit} className="flex flex-wrap items-end gap-3">
          <div>
            <label className="label" htmlFor={`${id}-from`}>
              From
            </label>
            <input id={`${id}-from`} name="from" type="date" className="input" defaultValue={from} />
          </div>
          <div>
            <label className="label" htmlFor={`${id}-to`}>
              To
            </label>
            <input id={`${id}-to`} name="to" type="date" className="input" defaultValue={to} />
          </div>
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
          <button type="submit" className="btn-primary">
            Show
          </button>
          <div className="flex flex-wrap gap-2">
            <button type="button" className="btn-outline" onClick={() => show(month)}>
              This month
            </button>
            <button type="button" className="btn-outline" onClick={() => show(lastMonth)}>
              Last month
            </button>
            <button type="button" className="btn-outline" onClick={() => show({ from: today, to: addDays(today, 29) })}>
              Next 30 days
            </button>
          </div>
        </form>
      </Panel>
      {dashboard.isPending ? (
        <Loading label="Loading the dashboard" />
      ) : dashboard.isError ? (
        <ErrorNotice error={dashboard.error} onRetry={() => void dashboard.refetch()} />
      ) : (
        <DashboardView data={dashboard.data} />
      )}
    </div>
  );
}

function Tile({ label, value, note }: { label: string; value: string; note?: string }) {
  return (
    <div className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="mt-1 text-2xl font-bold text-slate-900 tabular-nums">{value}</dd>
      {note && <dd className="mt-1 text-xs text-slate-600">{note}</dd>}
    </div>
  );
}

function DashboardView({ data }: { data: Dashboard }) {
  return (
    <>
      <h2 className="sr-only">
        Figures for {formatDayWithWeekday(data.from)} to {formatDayWithWeekday(data.to)}
      </h2>
      <section aria-label="Key figures">
        <dl className="mb-6 grid grid-cols-2 gap-3 lg:grid-cols-5">
          <Tile
            label="Occupancy"
            value={percent(data.occupancy)}
            note={`${data.roomNightsSold.toLocaleString('en-IN')} of ${data.roomNightsOnSale.toLocaleString('en-IN')} room-nights`}
          />
          <Tile label="Room revenue" value={formatInr(data.revenue)} note={`plus ${formatInr(data.tax)} GST`} />
          <Tile label="ADR" value={data.adr === null ? '—' : formatInr(data.adr)} note="Revenue per room-night sold" />
          <Tile label="Bookings" value={data.bookings.toLocaleString('en-IN')} note="Paid in this range" />
          <Tile
            label="Cancellations"
            value={data.cancellations.toLocaleString('en-IN')}
            note={`Paid bookings cancelled; ${plural(data.noShows, 'no-show')}`}
          />
        </dl>
      </section>
      <Panel title="Occupancy by night">
        <ScrollRegion label="Occupancy by night table">
          <table className="w-full min-w-[520px] text-left text-sm">
            <caption className="sr-only">Rooms sold, rooms on sale and room revenue for each night</caption>
            <thead className="border-b border-slate-200 text-slate-600">
              <tr>
                <th scope="col" className="py-2 pr-3">
                  Night
                </th>
                <th scope="col" className="w-1/3 py-2 pr-3">
                  Occupancy
                </th>
                <th scope="col" className="py-2 pr-3 text-right">
                  Sold / on sale
                </th>
                <th scope="col" className="py-2 pr-3 text-right">
                  Revenue
                </th>
              </tr>
            </thead>
            <tbody>
              {data.nights.map((n) => (
                <tr key={n.date} className="border-b border-slate-100">
                  <th scope="row" className="py-1.5 pr-3 font-normal whitespace-nowrap">
                    {formatDayWithWeekday(n.date)}
                  </th>
                  <td className="py-1.5 pr-3">
                    <div className="flex items-center gap-2">
                      <div className="h-3 flex-1 rounded bg-slate-100" aria-hidden="true">
                        <div
                          className="h-3 rounded bg-sky-600"
                          style={{ width: `${Math.min(100, n.occupancy ?? 0)}%` }}
                        />
                      </div>
                      <span className="w-14 text-right tabular-nums">{percent(n.occupancy)}</span>
                    </div>
                  </td>
                  <td className="py-1.5 pr-3 text-right tabular-nums">
                    {n.roomsSold} / {n.roomsOnSale}
                  </td>
                  <td className="py-1.5 pr-3 text-right tabular-nums">{formatInr(n.revenue)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      </Panel>
    </>
  );
}
