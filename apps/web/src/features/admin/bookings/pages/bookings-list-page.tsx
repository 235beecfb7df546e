import type { AdminBookingSummary } from '@staybook/contract/admin-bookings';
import { formatDayWithWeekday, plural } from '@staybook/contract/format';
import { formatInr } from '@staybook/contract/money';
import { useId } from 'react';
import { Link } from 'react-router';
import { useCan } from '../../access/api/get-my-access';
import { Badge, PageHeader, Panel } from '../../components/console-ui';
import { type Column, DataTable } from '../../components/data-table';
import { Pager, useUrlFilters } from '../../components/list-kit';
import { QueryState } from '../../components/query-state';
import { consolePaths } from '../../lib/console-paths';
import { bookingFilterKeys, useBookings } from '../api/get-bookings';
import { useDeskProperties } from '../api/get-desk-properties';
import { bookingStatusOptions, paymentLabel, statusLabel, statusTone } from '../logic/labels';

/** The list's columns; a booking's link remembers the filtered list to come back to. */
const bookingColumns = (back: string): Column<AdminBookingSummary>[] => [
  {
    header: 'Booking',
    rowHeader: true,
    className: 'font-semibold',
    cell: (b) => (
      <Link to={consolePaths.booking(b.id)} state={{ back }} className="text-sky-800 underline">
        {b.code}
      </Link>
    ),
  },
  {
    header: 'Guest',
    cell: (b) => (
      <>
        <div>{b.guestName}</div>
        <div className="text-slate-600">+91 {b.guestPhone}</div>
      </>
    ),
  },
  { header: 'Property', cell: (b) => b.property.name },
  {
    header: 'Stay',
    cell: (b) => (
      <>
        {formatDayWithWeekday(b.checkIn)} → {formatDayWithWeekday(b.checkOut)}
        <div className="text-slate-600">
          {plural(b.nights, 'night')}, {plural(b.rooms, 'room')}
        </div>
      </>
    ),
  },
  {
    header: 'Status',
    cell: (b) => (
      <>
        <Badge tone={statusTone(b.status)}>{statusLabel(b.status)}</Badge>
        <div className="mt-1 text-slate-600">{paymentLabel(b.paymentStatus)}</div>
      </>
    ),
  },
  {
    header: 'Total',
    headerClassName: 'text-right',
    className: 'text-right tabular-nums',
    cell: (b) => formatInr(b.total),
  },
];

/** The bookings list: filters live in the URL, so a reload or a shared link shows the same page. */
export default function BookingsListPage() {
  const { params, query, apply: onSubmit, clear, goTo } = useUrlFilters(bookingFilterKeys);
  const formId = useId();
  const list = useBookings(query);
  const properties = useDeskProperties();
  const mayBook = useCan('bookings.manage');

  const field = (name: string) => `${formId}-${name}`;

  return (
    <div>
      <PageHeader
        title="Bookings"
        help="Find a booking by stay dates, status, property, the guest's mobile or the booking code or name."
        actions={
          mayBook && (
            <Link className="btn-primary" to={consolePaths.newBooking}>
              New booking
            </Link>
          )
        }
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

      <QueryState
        query={list}
        loading="Loading bookings"
        isEmpty={(data) => data.items.length === 0}
        empty="No bookings match these filters."
      >
        {(data) => (
          <Panel>
            <p className="mb-3 text-sm text-slate-600" aria-live="polite">
              {plural(data.total, 'booking')} · page {data.page} of {data.totalPages}
            </p>
            <DataTable
              label="Bookings table"
              caption="Bookings matching the filters, newest first"
              columns={bookingColumns(`${consolePaths.bookings}?${params.toString()}`)}
              rows={data.items}
              rowKey={(b) => b.id}
              rowTestId="booking-row"
            />
            <Pager page={data.page} totalPages={data.totalPages} busy={list.isFetching} onPage={goTo} />
          </Panel>
        )}
      </QueryState>
    </div>
  );
}
