import { contactSubjects, contactSubjectValues } from '@staybook/contract/contact';
import { formatInstant, plural } from '@staybook/contract/format';
import { useId } from 'react';
import { Badge, EmptyState, ErrorNotice, Loading, Panel } from '../../components/console-ui';
import { DateField, FilterForm, Pager, ScrollRegion, Th, useUrlFilters } from '../../components/list-kit';
import { contactFilterKeys, useContactMessages } from '../api/get-contact-messages';
import { excerpt } from '../logic/excerpt';
import { ExportButton } from './export-button';

const subjectLabel = (subject: string) => contactSubjects[subject as keyof typeof contactSubjects] ?? subject;

/** Messages from the contact page. */
export default function ContactTab() {
  const f = useUrlFilters(contactFilterKeys);
  const id = useId();
  const list = useContactMessages(f.query);
  const data = list.data;

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

      {list.isPending ? (
        <Loading label="Loading contact messages" />
      ) : list.isError ? (
        <ErrorNotice error={list.error} onRetry={() => void list.refetch()} />
      ) : !data || data.items.length === 0 ? (
        <EmptyState>No contact messages match these filters.</EmptyState>
      ) : (
        <Panel>
          <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
            <p className="text-sm text-slate-600" aria-live="polite">
              {plural(data.total, 'message')} · page {data.page} of {data.totalPages}
            </p>
            <ExportButton kind="contact-messages" filters={f.filters} label="Contact messages" />
          </div>
          <ScrollRegion label="Contact messages table">
            <table className="w-full min-w-[760px] text-left text-sm">
              <caption className="sr-only">Contact messages matching the filters, newest first</caption>
              <thead className="border-b border-slate-200 text-slate-600">
                <tr>
                  <Th>Received (IST)</Th>
                  <Th>From</Th>
                  <Th>Contact</Th>
                  <Th>Subject</Th>
                  <Th className="w-2/5">Message</Th>
                </tr>
              </thead>
              <tbody>
                {data.items.map((m) => (
                  <tr key={m.id} className="border-b border-slate-100 align-top" data-testid="contact-row">
                    <td className="py-2 pr-3 whitespace-nowrap">{formatInstant(m.createdAt)}</td>
                    <th scope="row" className="py-2 pr-3 font-medium">
                      {m.name}
                      {m.company && <div className="font-normal text-slate-600">{m.company}</div>}
                    </th>
                    <td className="py-2 pr-3">
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
                    </td>
                    <td className="py-2 pr-3">
                      <Badge>{subjectLabel(m.subject)}</Badge>
                    </td>
                    <td className="py-2 pr-3">
                      {m.message.length <= 80 && !m.message.includes('\n') ? (
                        <p className="whitespace-pre-wrap">{m.message}</p>
                      ) : (
                        <details>
                          <summary className="cursor-pointer">
                            {excerpt(m.message)} <span className="text-sky-800 underline">Read all</span>
                          </summary>
                          <p className="mt-2 whitespace-pre-wrap rounded bg-slate-50 p-2">{m.message}</p>
                        </details>
                      )}
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
