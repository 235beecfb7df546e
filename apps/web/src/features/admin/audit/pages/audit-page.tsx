import type { AdminAuditEntry } from '@staybook/contract/admin-engagement';
import { formatInstant, plural } from '@staybook/contract/format';
import { Fragment, useId, useState } from 'react';
import { Badge, EmptyState, ErrorNotice, Loading, PageHeader, Panel } from '../../components/console-ui';
import { DateField, FilterForm, Pager, ScrollRegion, Th, useUrlFilters } from '../../components/list-kit';
import { useAuditFacets } from '../api/get-audit-facets';
import { auditFilterKeys, useAuditLog } from '../api/get-audit-log';
import { type DiffRow, diffSnapshots, prettyJson, showValue } from '../logic/audit-diff';

/** The audit log: who changed what and when in the console, newest first. Read-only. */
export default function AuditPage() {
  const f = useUrlFilters(auditFilterKeys);
  const id = useId();
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const list = useAuditLog(f.query);
  const facets = useAuditFacets();
  const data = list.data;
  const toggle = (entryId: string) =>
    setOpen((s) => {
      const next = new Set(s);
      if (next.has(entryId)) next.delete(entryId);
      else next.add(entryId);
      return next;
    });
  const options = (values: string[] | undefined, current: string) =>
    [...new Set([...(values ?? []), current])].filter(Boolean);

  return (
    <div>
      <PageHeader
        title="Audit log"
        help="Every change made in the console: who, what, when, and the record before and after. It cannot be edited."
      />
      <Panel className="mb-6">
        <FilterForm
          label="Filter the audit log"
          formKey={`${f.params.toString()}-${facets.data ? 'loaded' : 'loading'}`}
          onSubmit={f.apply}
          onClear={f.clear}
        >
          <DateField id={`${id}-from`} name="from" label="From" value={f.params.get('from') ?? ''} />
          <DateField id={`${id}-to`} name="to" label="Until" value={f.params.get('to') ?? ''} />
          <div>
            <label className="label" htmlFor={`${id}-entity`}>
              Record type
            </label>
            <select
              id={`${id}-entity`}
              name="entityType"
              className="input"
              defaultValue={f.params.get('entityType') ?? ''}
            >
              <option value="">Any type</option>
              {options(facets.data?.entityTypes, f.params.get('entityType') ?? '').map((v) => (
                <option key={v} value={v}>
                  {v}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label className="label" htmlFor={`${id}-action`}>
              Action
            </label>
            <select id={`${id}-action`} name="action" className="input" defaultValue={f.params.get('action') ?? ''}>
              <option value="">Any action</option>
              {options(facets.data?.actions, f.params.get('action') ?? '').map((v) => (
                <option key={v} value={v}>
                  {v}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label className="label" htmlFor={`${id}-actor`}>
              Changed by (mobile)
            </label>
            <input
              id={`${id}-actor`}
              name="actor"
              type="tel"
              inputMode="numeric"
              autoComplete="off"
              className="input"
              defaultValue={f.params.get('actor') ?? ''}
            />
          </div>
        </FilterForm>
      </Panel>

      {list.isPending ? (
        <Loading label="Loading the audit log" />
      ) : list.isError ? (
        <ErrorNotice error={list.error} onRetry={() => void list.refetch()} />
      ) : !data || data.items.length === 0 ? (
        <EmptyState>No changes match these filters.</EmptyState>
      ) : (
        <Panel>
          <p className="mb-3 text-sm text-slate-600" aria-live="polite">
            {plural(data.total, 'change')} · page {data.page} of {data.totalPages}
          </p>
          <ScrollRegion label="Audit log table">
            <table className="w-full min-w-[760px] text-left text-sm">
              <caption className="sr-only">Changes matching the filters, newest first</caption>
              <thead className="border-b border-slate-200 text-slate-600">
                <tr>
                  <Th>When (IST)</Th>
                  <Th>Who</Th>
                  <Th>Action</Th>
                  <Th>Record</Th>
                  <Th>
                    <span className="sr-only">Details</span>
                  </Th>
                </tr>
              </thead>
              <tbody>
                {data.items.map((entry) => {
                  const isOpen = open.has(entry.id);
                  const detailsId = `${id}-details-${entry.id}`;
                  return (
                    <Fragment key={entry.id}>
                      <tr className="border-b border-slate-100 align-top" data-testid="audit-row">
                        <td className="py-2 pr-3 whitespace-nowrap">{formatInstant(entry.createdAt)}</td>
                        <td className="py-2 pr-3">
                          <Actor entry={entry} />
                        </td>
                        <th scope="row" className="py-2 pr-3 font-medium">
                          <code>{entry.action}</code>
                        </th>
                        <td className="py-2 pr-3">
                          {entry.entityType}
                          {entry.entityId && (
                            <div
                              className="max-w-[14rem] truncate font-mono text-xs text-slate-600"
                              title={entry.entityId}
                            >
                              {entry.entityId}
                            </div>
                          )}
                        </td>
                        <td className="py-2 pr-3 text-right">
                          <button
                            type="button"
                            className="btn-outline whitespace-nowrap"
                            aria-expanded={isOpen}
                            aria-controls={detailsId}
                            onClick={() => toggle(entry.id)}
                          >
                            {isOpen ? 'Hide changes' : 'Show changes'}
                          </button>
                        </td>
                      </tr>
                      {isOpen && (
                        <tr id={detailsId} className="border-b border-slate-200 bg-slate-50">
                          <td colSpan={5} className="p-3">
                            <EntryChanges entry={entry} />
                          </td>
                        </tr>
                      )}
                    </Fragment>
                  );
                })}
              </tbody>
            </table>
          </ScrollRegion>
          <Pager page={data.page} totalPages={data.totalPages} busy={list.isFetching} onPage={f.goTo} />
        </Panel>
      )}
    </div>
  );
}

function Actor({ entry }: { entry: AdminAuditEntry }) {
  if (!entry.actor) return <span className="text-slate-600">System</span>;
  return (
    <>
      <div>{entry.actor.name || `+91 ${entry.actor.phone}`}</div>
      {entry.actor.name && <div className="text-slate-600">+91 {entry.actor.phone}</div>}
      <Badge tone={entry.actor.role === 'admin' ? 'blue' : 'slate'}>{entry.actor.role}</Badge>
      {entry.ip && <div className="text-xs text-slate-500">IP {entry.ip}</div>}
    </>
  );
}

const changeStyle: Record<DiffRow['change'], { label: string; row: string }> = {
  changed: { label: 'Changed', row: 'bg-amber-50' },
  added: { label: 'Added', row: 'bg-green-50' },
  removed: { label: 'Removed', row: 'bg-red-50' },
  same: { label: 'Unchanged', row: '' },
};

/** The before/after of one entry: changed fields highlighted, unchanged ones behind a toggle, and the raw JSON. */
function EntryChanges({ entry }: { entry: AdminAuditEntry }) {
  const [showSame, setShowSame] = useState(false);
  const rows = diffSnapshots(entry.before, entry.after);
  const different = rows.filter((r) => r.change !== 'same');
  const sameCount = rows.length - different.length;
  const shown = showSame ? rows : different;
  return (
    <div className="space-y-3">
      {rows.length === 0 ? (
        <p className="text-slate-600">This entry has no before or after snapshot.</p>
      ) : (
        <>
          {shown.length === 0 ? (
            <p className="text-slate-600">No field differs between before and after.</p>
          ) : (
            <table className="w-full text-left text-sm">
              <caption className="sr-only">Fields before and after the change</caption>
              <thead className="text-slate-600">
                <tr>
                  <Th>Field</Th>
                  <Th>Before</Th>
                  <Th>After</Th>
                </tr>
              </thead>
              <tbody>
                {shown.map((r) => (
                  <tr
                    key={r.key || '(value)'}
                    className={`align-top ${changeStyle[r.change].row}`}
                    data-change={r.change}
                  >
                    <th scope="row" className="py-1 pr-3 font-mono text-xs font-semibold">
                      {r.key || '(value)'}
                      {r.change !== 'same' && (
                        <span className="ml-2 font-sans font-normal text-slate-600">{changeStyle[r.change].label}</span>
                      )}
                    </th>
                    <td className="py-1 pr-3 font-mono text-xs break-all whitespace-pre-wrap">{showValue(r.before)}</td>
                    <td className="py-1 pr-3 font-mono text-xs break-all whitespace-pre-wrap">{showValue(r.after)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          {sameCount > 0 && (
            <button type="button" className="text-sm text-sky-800 underline" onClick={() => setShowSame((s) => !s)}>
              {showSame ? 'Hide unchanged fields' : `Show ${plural(sameCount, 'unchanged field')}`}
            </button>
          )}
        </>
      )}
      <details>
        <summary className="cursor-pointer text-sm text-sky-800 underline">Full snapshots (JSON)</summary>
        <div className="mt-2 grid gap-3 md:grid-cols-2">
          <figure>
            <figcaption className="mb-1 text-xs font-semibold text-slate-600">Before</figcaption>
            <pre className="max-h-96 overflow-auto rounded bg-white p-2 text-xs ring-1 ring-slate-200">
              {prettyJson(entry.before)}
            </pre>
          </figure>
          <figure>
            <figcaption className="mb-1 text-xs font-semibold text-slate-600">After</figcaption>
            <pre className="max-h-96 overflow-auto rounded bg-white p-2 text-xs ring-1 ring-slate-200">
              {prettyJson(entry.after)}
            </pre>
          </figure>
        </div>
      </details>
    </div>
  );
}
