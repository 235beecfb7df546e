import { formatDayWithWeekday, plural } from '@staybook/contract/format';
import { formatInr } from '@staybook/contract/money';
import { useId } from 'react';
import { Link } from 'react-router';
import { Badge, EmptyState, ErrorNotice, Loading, PageHeader, Panel } from '../../components/console-ui';
import { ScrollRegion, useUrlFilters } from '../../components/list-kit';
import { consolePaths } from '../../lib/console-paths';
import { bookingFilterKeys, useBookings } from '../api/get-bookings';
import { useDeskProperties } from '../api/get-desk-properties';
import { bookingStatusOptions, paymentLabel, statusLabel, statusTone } from '../logic/labels';

/** The bookings list: filters live in the URL, so a reload or a shared link shows the same page. */
export default function BookingsListPage() {
  const { params, query, apply: onSubmit, clear, goTo } = useUrlFilters(bookingFilterKeys);
  const formId = useId();
  const list = useBookings(query);
  const properties = useDeskProperties();

  const field = (name: string) => `${formId}-${name}`;
  const data = list.data;

  return (
    <div>
      <PageHeader
        title="Bookings"
        help="Find a booking by stay dates, status, property, the guest's mobile or the booking code or name."
      />
      <Panel className="mb-6">
        <form
          key={params.toString()}
          onSubmit={onSubmit}
          className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4"
          aria-label="Filter bookings"
        >
          <div>
            <label className="label" htmlFor={field('from')}>
              Staying from
            </label>
            <input
              id={field('from')}
              name="from"
              type="date"
              className="input"
              defaultValue={params.get('from') ?? ''}
            />
          </div>
          <div>
            <label className="label" htmlFor={field('to')}>
              Staying until
            </label>
            <input id={field('to')} name="to" type="date" className="input" defaultValue={params.get('to') ?? ''} />
          </div>
          <div>
            <label className="label" htmlFor={field('status')}>
              Status
            </label>
            <select id={field('status')} name="status" className="input" defaultValue={params.get('status') ?? ''}>
              <option value="">Any status</option>
              {bookingStatusOptions.map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label className="label" htmlFor={field('propertyId')}>
              Property
            </label>
            <select
              id={field('propertyId')}
              name="propertyId"
              className="input"
              defaultValue={params.get('propertyId') ?? ''}
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
          <div>
            <label className="label" htmlFor={field('phone')}>
              Guest mobile
            </label>
            <input
              id={field('phone')}
              name="phone"
              type="tel"
              inputMode="numeric"
              autoComplete="off"
              className="input"
              defaultValue={params.get('phone') ?? ''}
            />
          </div>
          <div>
            <label className="label" htmlFor={field('q')}>
              Booking code or name
            </label>
            <input id={field('q')} name="q" type="search" className="input" defaultValue={params.get('q') ?? ''} />
          </div>
          <div className="flex items-end gap-2 sm:col-span-2">
            <button type="submit" className="btn-primary">
              Search
            </button>
            <button type="button" className="btn-outline" onClick={clear}>
              Clear filters
            </button>
          </div>
        </form>
      </Panel>

      {list.isPending ? (
        <Loading label="Loading bookings" />
      ) : list.isError ? (
        <ErrorNotice error={list.error} onRetry={() => void list.refetch()} />
      ) : !data || data.items.length === 0 ? (
        <EmptyState>No bookings match these filters.</EmptyState>
      ) : (
        <Panel>
          <p className="mb-3 text-sm text-slate-600" aria-live="polite">
            {plural(data.total, 'booking')} · page {data.page} of {data.totalPages}
          </p>
          <ScrollRegion label="Bookings table">
            <table className="w-full min-w-[720px] text-left text-sm">
              <caption className="sr-only">Bookings matching the filters, newest first</caption>
              <thead className="border-b border-slate-200 text-slate-600">
                <tr>
                  <th scope="col" className="py-2 pr-3">
                    Booking
                  </th>
                  <th scope="col" className="py-2 pr-3">
                    Guest
                  </th>
                  <th scope="col" className="py-2 pr-3">
                    Property
                  </th>
                  <th scope="col" className="py-2 pr-3">
                    Stay
                  </th>
                  <th scope="col" className="py-2 pr-3">
                    Status
                  </th>
                  <th scope="col" className="py-2 pr-3 text-right">
                    Total
                  </th>
                </tr>
              </thead>
              <tbody>
                {data.items.map((b) => (
                  <tr key={b.id} className="border-b border-slate-100 align-top" data-testid="booking-row">
                    <th scope="row" className="py-2 pr-3 font-semibold">
                      <Link
                        to={consolePaths.booking(b.id)}
                        state={{ back: `${consolePaths.bookings}?${params.toString()}` }}
                        className="text-sky-800 underline"
                      >
                        {b.code}
                      </Link>
                    </th>
                    <td className="py-2 pr-3">
                      <div>{b.guestName}</div>
                      <div className="text-slate-600">+91 {b.guestPhone}</div>
                    </td>
                    <td className="py-2 pr-3">{b.property.name}</td>
                    <td className="py-2 pr-3">
                      {formatDayWithWeekday(b.checkIn)} → {formatDayWithWeekday(b.checkOut)}
                      <div className="text-slate-600">
                        {plural(b.nights, 'night')}, {plural(b.rooms, 'room')}
                      </div>
                    </td>
                    <td className="py-2 pr-3">
                      <Badge tone={statusTone(b.status)}>{statusLabel(b.status)}</Badge>
                      <div className="mt-1 text-slate-600">{paymentLabel(b.paymentStatus)}</div>
                    </td>
                    <td className="py-2 pr-3 text-right tabular-nums">{formatInr(b.total)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollRegion>
          {data.totalPages > 1 && (
            <nav aria-label="Pages" className="mt-4 flex items-center justify-between gap-2">
              <button
                type="button"
                className="btn-outline"
                disabled={data.page <= 1 || list.isFetching}
                onClick={() => goTo(data.page - 1)}
              >
                Previous page
              </button>
              <span className="text-sm text-slate-600">
                Page {data.page} of {data.totalPages}
              </span>
              <button
                type="button"
                className="btn-outline"
                disabled={data.page >= data.totalPages || list.isFetching}
                onClick={() => goTo(data.page + 1)}
              >
                Next page
              </button>
            </nav>
          )}
        </Panel>
      )}
    </div>
  );
}
