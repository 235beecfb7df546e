import type { AdminContactMessage } from '@staybook/contract/admin-engagement';
import { contactSubjects, contactSubjectValues } from '@staybook/contract/contact';
import { formatInstant, plural } from '@staybook/contract/format';
import { useId } from 'react';
import { Badge, Panel } from '../../components/console-ui';
import { type Column, DataTable } from '../../components/data-table';
import { DateField, FilterForm, Pager, useUrlFilters } from '../../components/list-kit';
import { QueryState } from '../../components/query-state';
import { contactFilterKeys, useContactMessages } from '../api/get-contact-messages';
import { excerpt } from '../logic/excerpt';
import { ExportButton } from './export-button';

const subjectLabel = (subject: string) => contactSubjects[subject as keyof typeof contactSubjects] ?? subject;

const contactColumns: Column<AdminContactMessage>[] = [
  { header: 'Received (IST)', cell: (m) => formatInstant(m.createdAt), className: 'whitespace-nowrap' },
  {
    header: 'From',
    rowHeader: true,
    cell: (m) => (
      <>
        {m.name}
        {m.company && <div className="font-normal text-slate-600">{m.company}</div>}
      </>
    ),
  },
  {
    header: 'Contact',
    cell: (m) => (
      <>
        <a className="break-all text-sky-800 underline" href={`mailto:${m.email}`}>
          {m.email}
        </a>
        {m.phone && (
          <div>
            <a className="text-sky-800 underline" href={`tel:${m.phone.replace(/[^\d+]/g, '')}`}>
              {m.phone}
            </a>
          </div>
        )}
      </>
    ),
  },
  { header: 'Subject', cell: (m) => <Badge>{subjectLabel(m.subject)}</Badge> },
  {
    header: 'Message',
    headerClassName: 'w-2/5',
    cell: (m) =>
      m.message.length <= 80 && !m.message.includes('\n') ? (
        <p className="whitespace-pre-wrap">{m.message}</p>
      ) : (
        <details>
          <summary className="cursor-pointer">
            {excerpt(m.message)} <span className="text-sky-800 underline">Read all</span>
          </summary>
          <p className="mt-2 whitespace-pre-wrap rounded bg-slate-50 p-2">{m.message}</p>
        </details>
      ),
  },
];

/** Messages from the contact page. */
export default function ContactTab() {
  const f = useUrlFilters(contactFilterKeys);
  const id = useId();
  const list = useContactMessages(f.query);

  return (
    <>
      <Panel className="mb-6">
        <FilterForm label="Filter contact messages" formKey={f.params.toString()} onSubmit={f.apply} onClear={f.clear}>
          <DateField id={`${id}-from`} name="from" label="Received from" value={f.params.get('from') ?? ''} />
          <DateField id={`${id}-to`} name="to" label="Received until" value={f.params.get('to') ?? ''} />
          <div>
            <label className="label" htmlFor={`${id}-subject`}>
              Subject
            </label>
            <select id={`${id}-subject`} name="subject" className="input" defaultValue={f.params.get('subject') ?? ''}>
              <option value="">Any subject</option>
              {contactSubjectValues.map((s) => (
                <option key={s} value={s}>
                  {contactSubjects[s]}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label className="label" htmlFor={`${id}-q`}>
              Name, e-mail or phone
            </label>
            <input id={`${id}-q`} name="q" type="search" className="input" defaultValue={f.params.get('q') ?? ''} />
          </div>
        </FilterForm>
      </Panel>

      <QueryState
        query={list}
        loading="Loading contact messages"
        isEmpty={(data) => data.items.length === 0}
        empty="No contact messages match these filters."
      >
        {(data) => (
          <Panel>
            <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
              <p className="text-sm text-slate-600" aria-live="polite">
                {plural(data.total, 'message')} · page {data.page} of {data.totalPages}
              </p>
              <ExportButton kind="contact-messages" filters={f.filters} label="Contact messages" />
            </div>
            <DataTable
              label="Contact messages table"
              caption="Contact messages matching the filters, newest first"
              minWidth="min-w-[760px]"
              columns={contactColumns}
              rows={data.items}
              rowKey={(m) => m.id}
              rowTestId="contact-row"
            />
            <Pager page={data.page} totalPages={data.totalPages} busy={list.isFetching} onPage={f.goTo} />
          </Panel>
        )}
      </QueryState>
    </>
  );
}
