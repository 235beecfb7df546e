import { formatDay, formatInstant, plural } from '@staybook/contract/format';
import { useId } from 'react';
import { Badge, EmptyState, ErrorNotice, Loading, Panel } from '../../components/console-ui';
import { DateField, FilterForm, Pager, ScrollRegion, Th, useUrlFilters } from '../../components/list-kit';
import { useLeadSources } from '../api/get-lead-sources';
import { leadFilterKeys, useLeads } from '../api/get-leads';
import { ExportButton } from './export-button';

const sourceLabels: Record<string, string> = {
  home: 'Home page popup',
  first_visit: 'First visit popup',
  header: 'Header button',
  manual: 'Opened by the site',
};
export const sourceLabel = (source: string) => sourceLabels[source] ?? source;

/** Leads from the special-offers popup. */
export default function LeadsTab() {
  const f = useUrlFilters(leadFilterKeys);
  const id = useId();
  const list = useLeads(f.query);
  const sources = useLeadSources();
  const data = list.data;
  const current = f.params.get('source') ?? '';
  const sourceOptions = [...new Set([...Object.keys(sourceLabels), ...(sources.data ?? []), current])].filter(Boolean);

  return (
    <>
      <Panel className="mb-6">
        <FilterForm label="Filter leads" formKey={f.params.toString()} onSubmit={f.apply} onClear={f.clear}>
          <DateField id={`${id}-from`} name="from" label="Received from" value={f.params.get('from') ?? ''} />
          <DateField id={`${id}-to`} name="to" label="Received until" value={f.params.get('to') ?? ''} />
          <div>
            <label className="label" htmlFor={`${id}-source`}>
              Source
            </label>
            <select id={`${id}-source`} name="source" className="input" defaultValue={current}>
              <option value="">Any source</option>
              {sourceOptions.map((s) => (
                <option key={s} value={s}>
                  {sourceLabel(s)}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label className="label" htmlFor={`${id}-q`}>
              E-mail or phone
            </label>
            <input id={`${id}-q`} name="q" type="search" className="input" defaultValue={f.params.get('q') ?? ''} />
          </div>
        </FilterForm>
      </Panel>

      {list.isPending ? (
        <Loading label="Loading leads" />
      ) : list.isError ? (
        <ErrorNotice error={list.error} onRetry={() => void list.refetch()} />
      ) : !data || data.items.length === 0 ? (
        <EmptyState>No leads match these filters.</EmptyState>
      ) : (
        <Panel>
          <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
            <p className="text-sm text-slate-600" aria-live="polite">
              {plural(data.total, 'lead')} · page {data.page} of {data.totalPages}
            </p>
            <ExportButton kind="leads" filters={f.filters} label="Leads" />
          </div>
          <ScrollRegion label="Leads table">
            <table className="w-full min-w-[720px] text-left text-sm">
              <caption className="sr-only">Leads matching the filters, newest first</caption>
              <thead className="border-b border-slate-200 text-slate-600">
                <tr>
                  <Th>Received (IST)</Th>
                  <Th>E-mail</Th>
                  <Th>Phone</Th>
                  <Th>Looking for</Th>
                  <Th>Dates</Th>
                  <Th>Source</Th>
                </tr>
              </thead>
              <tbody>
                {data.items.map((lead) => (
                  <tr key={lead.id} className="border-b border-slate-100 align-top" data-testid="lead-row">
                    <td className="py-2 pr-3 whitespace-nowrap">{formatInstant(lead.createdAt)}</td>
                    <th scope="row" className="py-2 pr-3 font-medium break-all">
                      <a className="text-sky-800 underline" href={`mailto:${lead.email}`}>
                        {lead.email}
                      </a>
                    </th>
                    <td className="py-2 pr-3 whitespace-nowrap">
                      <a className="text-sky-800 underline" href={`tel:${lead.phone.replace(/[^\d+]/g, '')}`}>
                        {lead.phone}
                      </a>
                    </td>
                    <td className="py-2 pr-3">{lead.propertyType}</td>
                    <td className="py-2 pr-3 whitespace-nowrap">
                      {formatDay(lead.checkIn)} → {formatDay(lead.checkOut)}
                    </td>
                    <td className="py-2 pr-3">
                      <Badge tone="blue">{sourceLabel(lead.source)}</Badge>
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
