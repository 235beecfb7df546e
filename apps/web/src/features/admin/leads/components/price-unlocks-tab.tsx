import type { AdminPriceUnlock } from '@staybook/contract/admin-engagement';
import { formatDay, formatInstant, plural } from '@staybook/contract/format';
import { formatInr } from '@staybook/contract/money';
import { useId } from 'react';
import { useDeskProperties } from '../../bookings/api/get-desk-properties';
import { Panel } from '../../components/console-ui';
import { type Column, DataTable } from '../../components/data-table';
import { DateField, FilterForm, Pager, useUrlFilters } from '../../components/list-kit';
import { QueryState } from '../../components/query-state';
import { priceUnlockFilterKeys, usePriceUnlocks } from '../api/get-price-unlocks';
import { ExportButton } from './export-button';

const unlockColumns: Column<AdminPriceUnlock>[] = [
  { header: 'Received (IST)', cell: (u) => formatInstant(u.createdAt), className: 'whitespace-nowrap' },
  { header: 'Name', rowHeader: true, cell: (u) => u.name },
  {
    header: 'Mobile',
    className: 'whitespace-nowrap',
    cell: (u) => (
      <>
        <a className="text-sky-800 underline" href={`tel:+91${u.mobile}`}>
          +91 {u.mobile}
        </a>
        {u.accountPhone && u.accountPhone !== u.mobile && (
          <div className="text-slate-600">Account +91 {u.accountPhone}</div>
        )}
      </>
    ),
  },
  { header: 'Property', cell: (u) => u.property.name },
  { header: 'Stay', className: 'whitespace-nowrap', cell: (u) => `${formatDay(u.checkIn)} → ${formatDay(u.checkOut)}` },
  {
    header: 'Guests',
    className: 'whitespace-nowrap',
    cell: (u) => `${plural(u.adults, 'adult')}${u.children > 0 ? `, ${plural(u.children, 'child', 'children')}` : ''}`,
  },
  {
    header: 'Quoted',
    headerClassName: 'text-right',
    className: 'text-right tabular-nums',
    cell: (u) => (u.quotedTotal === null ? '—' : formatInr(u.quotedTotal)),
  },
];

/** Guests who unlocked a property's price with their name and mobile. */
export default function PriceUnlocksTab() {
  const f = useUrlFilters(priceUnlockFilterKeys);
  const id = useId();
  const list = usePriceUnlocks(f.query);
  const properties = useDeskProperties();

  return (
    <>
      <Panel className="mb-6">
        <FilterForm
          label="Filter price-unlock requests"
          formKey={`${f.params.toString()}-${properties.data ? 'loaded' : 'loading'}`}
          onSubmit={f.apply}
          onClear={f.clear}
        >
          <DateField id={`${id}-from`} name="from" label="Received from" value={f.params.get('from') ?? ''} />
          <DateField id={`${id}-to`} name="to" label="Received until" value={f.params.get('to') ?? ''} />
          <div>
            <label className="label" htmlFor={`${id}-property`}>
              Property
            </label>
            <select
              id={`${id}-property`}
              name="propertyId"
              className="input"
              defaultValue={f.params.get('propertyId') ?? ''}
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
            <label className="label" htmlFor={`${id}-q`}>
              Name or mobile
            </label>
            <input id={`${id}-q`} name="q" type="search" className="input" defaultValue={f.params.get('q') ?? ''} />
          </div>
        </FilterForm>
      </Panel>

      <QueryState
        query={list}
        loading="Loading price-unlock requests"
        isEmpty={(data) => data.items.length === 0}
        empty="No price-unlock requests match these filters."
      >
        {(data) => (
          <Panel>
            <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
              <p className="text-sm text-slate-600" aria-live="polite">
                {plural(data.total, 'request')} · page {data.page} of {data.totalPages}
              </p>
              <ExportButton kind="price-unlocks" filters={f.filters} label="Price-unlock requests" />
            </div>
            <DataTable
              label="Price-unlock requests table"
              caption="Price-unlock requests matching the filters, newest first"
              minWidth="min-w-[760px]"
              columns={unlockColumns}
              rows={data.items}
              rowKey={(u) => u.id}
              rowTestId="price-unlock-row"
            />
            <Pager page={data.page} totalPages={data.totalPages} busy={list.isFetching} onPage={f.goTo} />
          </Panel>
        )}
      </QueryState>
    </>
  );
}
