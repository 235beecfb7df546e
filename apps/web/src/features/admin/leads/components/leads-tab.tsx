import type { AdminLead } from '@staybook/contract/admin-engagement';
import { formatDay, formatInstant, plural } from '@staybook/contract/format';
import { useId } from 'react';
import { Badge, Panel } from '../../components/console-ui';
import { type Column, DataTable } from '../../components/data-table';
import { DateField, FilterForm, Pager, useUrlFilters } from '../../components/list-kit';
import { QueryState } from '../../components/query-state';
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

const leadColumns: Column<AdminLead>[] = [
  { header: 'Received (IST)', cell: (lead) => formatInstant(lead.createdAt), className: 'whitespace-nowrap' },
  {
    header: 'E-mail',
    rowHeader: true,
    className: 'break-all',
    cell: (lead) => (
      <a className="text-sky-800 underline" href={`mailto:${lead.email}`}>
        {lead.email}
      </a>
    ),
  },
  {
    header: 'Phone',
    className: 'whitespace-nowrap',
    cell: (lead) => (
      <a className="text-sky-800 underline" href={`tel:${lead.phone.replace(/[^\d+]/g, '')}`}>
        {lead.phone}
      </a>
    ),
  },
  { header: 'Looking for', cell: (lead) => lead.propertyType },
  {
    header: 'Dates',
    className: 'whitespace-nowrap',
    cell: (lead) => `${formatDay(lead.checkIn)} → ${formatDay(lead.checkOut)}`,
  },
  { header: 'Source', cell: (lead) => <Badge tone="blue">{sourceLabel(lead.source)}</Badge> },
];

/** Leads from the special-offers popup. */
export default function LeadsTab() {
  const f = useUrlFilters(leadFilterKeys);
  const id = useId();
  const list = useLeads(f.query);
  const sources = useLeadSources();
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

      <QueryState
        query={list}
        loading="Loading leads"
        isEmpty={(data) => data.items.length === 0}
        empty="No leads match these filters."
      >
        {(data) => (
          <Panel>
            <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
              <p className="text-sm text-slate-600" aria-live="polite">
                {plural(data.total, 'lead')} · page {data.page} of {data.totalPages}
              </p>
              <ExportButton kind="leads" filters={f.filters} label="Leads" />
            </div>
            <DataTable
              label="Leads table"
              caption="Leads matching the filters, newest first"
              columns={leadColumns}
              rows={data.items}
              rowKey={(lead) => lead.id}
              rowTestId="lead-row"
            />
            <Pager page={data.page} totalPages={data.totalPages} busy={list.isFetching} onPage={f.goTo} />
          </Panel>
        )}
      </QueryState>
    </>
  );
}
