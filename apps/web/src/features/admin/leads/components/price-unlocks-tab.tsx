import { formatDay, formatInstant, plural } from '@staybook/contract/format';
import { formatInr } from '@staybook/contract/money';
import { useId } from 'react';
import { useDeskProperties } from '../../bookings/api/get-desk-properties';
import { EmptyState, ErrorNotice, Loading, Panel } from '../../components/console-ui';
import { DateField, FilterForm, Pager, ScrollRegion, Th, useUrlFilters } from '../../components/list-kit';
import { priceUnlockFilterKeys, usePriceUnlocks } from '../api/get-price-unlocks';
import { ExportButton } from './export-button';

/** Guests who unlocked a property's price with their name and mobile. */
export default function PriceUnlocksTab() {
  const f = useUrlFilters(priceUnlockFilterKeys);
  const id = useId();
  const list = usePriceUnlocks(f.query);
  const properties = useDeskProperties();
  const data = list.data;

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

      {list.isPending ? (
        <Loading label="Loading price-unlock requests" />
      ) : list.isError ? (
        <ErrorNotice error={list.error} onRetry={() => void list.refetch()} />
      ) : !data || data.items.length === 0 ? (
        <EmptyState>No price-unlock requests match these filters.</EmptyState>
      ) : (
        <Panel>
          <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
            <p className="text-sm text-slate-600" aria-live="polite">
              {plural(data.total, 'request')} · page {data.page} of {data.totalPages}
            </p>
            <ExportButton kind="price-unlocks" filters={f.filters} label="Price-unlock requests" />
          </div>
          <ScrollRegion label="Price-unlock requests table">
            <table className="w-full min-w-[760px] text-left text-sm">
              <caption className="sr-only">Price-unlock requests matching the filters, newest first</caption>
              <thead className="border-b border-slate-200 text-slate-600">
                <tr>
                  <Th>Received (IST)</Th>
                  <Th>Name</Th>
                  <Th>Mobile</Th>
                  <Th>Property</Th>
                  <Th>Stay</Th>
                  <Th>Guests</Th>
                  <Th className="text-right">Quoted</Th>
                </tr>
              </thead>
              <tbody>
                {data.items.map((u) => (
                  <tr key={u.id} className="border-b border-slate-100 align-top" data-testid="price-unlock-row">
                    <td className="py-2 pr-3 whitespace-nowrap">{formatInstant(u.createdAt)}</td>
                    <th scope="row" className="py-2 pr-3 font-medium">
                      {u.name}
                    </th>
                    <td className="py-2 pr-3 whitespace-nowrap">
                      <a className="text-sky-800 underline" href={`tel:+91${u.mobile}`}>
                        +91 {u.mobile}
                      </a>
                      {u.accountPhone && u.accountPhone !== u.mobile && (
                        <div className="text-slate-600">Account +91 {u.accountPhone}</div>
                      )}
                    </td>
                    <td className="py-2 pr-3">{u.property.name}</td>
                    <td className="py-2 pr-3 whitespace-nowrap">
                      {formatDay(u.checkIn)} → {formatDay(u.checkOut)}
                    </td>
                    <td className="py-2 pr-3 whitespace-nowrap">
                      {plural(u.adults, 'adult')}
                      {u.children > 0 && `, ${plural(u.children, 'child', 'children')}`}
                    </td>
                    <td className="py-2 pr-3 text-right tabular-nums">
                      {u.quotedTotal === null ? '—' : formatInr(u.quotedTotal)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollRegion>
          <Pager page={data.page} totalPages={data.totalPages} busy={list.isFetching} onPage={f.goTo} />
        </Panel>
      )}
    </>
  );
}
