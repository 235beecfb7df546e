import { type FormCDepartureItem, type FormCListItem, formCTimeText } from '@staybook/contract/form-c';
import { formatInstant } from '@staybook/contract/format';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { deskPropertiesQueryOptions } from '../../bookings/api/get-desk-properties';
import { EmptyState, PageHeader, Panel } from '../../components/console-ui';
import { DownloadButton } from '../../components/download-button';
import { QueryState } from '../../components/query-state';
import { consolePaths } from '../../lib/console-paths';
import { downloadFormC, downloadFormCDepartures, useFormCList, useMarkFormCDeparture } from '../api/form-c';
import { FormCStateText } from '../components/form-c-state';
import { MarkSubmittedForm } from '../components/mark-submitted-form';

function Row({
  item,
  now,
  open,
  onOpen,
  onDone,
}: {
  item: FormCListItem;
  now: number;
  open: boolean;
  onOpen: (open: boolean) => void;
  onDone: (message: string) => void;
}) {
  return (
    <li className="py-3" data-testid="form-c-item">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <p className="font-semibold text-slate-900">
            {item.guestName} <span className="font-normal text-slate-700">· {item.nationality}</span>
          </p>
          <p className="text-sm text-slate-700">
            <Link className="text-sky-800 underline" to={consolePaths.booking(item.bookingId)}>
              {item.bookingCode}
            </Link>{' '}
            · arrived {formatInstant(item.arrivedAt)}
          </p>
          <FormCStateText {...item} now={now} />
        </div>
        {item.state !== 'submitted' && !open && (
          <button
            type="button"
            className="btn-outline"
            aria-label={`Mark Form C of ${item.guestName} submitted`}
            onClick={() => onOpen(true)}
          >
            Mark submitted
          </button>
        )}
      </div>
      {open && (
        <MarkSubmittedForm
          bookingId={item.bookingId}
          guestId={item.id}
          guestName={item.guestName}
          onDone={onDone}
          onCancel={() => onOpen(false)}
        />
      )}
    </li>
  );
}

/** A guest who left: when, the arrival's FRRO reference, the time left to report, and "Mark departure reported". */
function DepartureRow({
  item,
  now,
  onDone,
}: {
  item: FormCDepartureItem;
  now: number;
  onDone: (message: string) => void;
}) {
  const mark = useMarkFormCDeparture();
  return (
    <li className="py-3" data-testid="form-c-departure">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <p className="font-semibold text-slate-900">
            {item.guestName} <span className="font-normal text-slate-700">· {item.nationality}</span>
          </p>
          <p className="text-sm text-slate-700">
            <Link className="text-sky-800 underline" to={consolePaths.booking(item.bookingId)}>
              {item.bookingCode}
            </Link>{' '}
            · left {formatInstant(item.departedAt)}
            {item.frroReference ? ` · Form C ${item.frroReference}` : ''}
          </p>
          <p className={`text-sm font-medium ${item.state === 'overdue' ? 'text-red-800' : 'text-slate-900'}`}>
            {item.state === 'reported' && item.reportedAt
              ? `Departure reported ${formatInstant(item.reportedAt)}`
              : item.frroReference
                ? formCTimeText(item.dueAt, now)
                : `${formCTimeText(item.dueAt, now)} · submit the arrival first`}
          </p>
          {mark.error && (
            <p role="alert" className="field-error">
              {mark.error.message}
            </p>
          )}
        </div>
        {item.state !== 'reported' && item.frroReference && (
          <button
            type="button"
            className="btn-outline"
            aria-label={`Mark departure of ${item.guestName} reported`}
            disabled={mark.isPending}
            onClick={() =>
              mark.mutate(
                { bookingId: item.bookingId, guestId: item.id },
                { onSuccess: () => onDone(`Departure of ${item.guestName} marked reported.`) },
              )
            }
          >
            Mark departure reported
          </button>
        )}
      </div>
    </li>
  );
}

/**
 * Form C (issue 44): a property's foreign guests whose Form C is due (24 hours after arrival) or overdue, with the
 * time left, "Mark submitted" with the FRRO reference, and the CSV of those not yet submitted for the FRRO portal.
 * Those submitted in the last two days stay below. The property is kept in the address.
 */
export default function FormCPage() {
  const [params, setParams] = useSearchParams();
  const id = useId();
  const propertyId = params.get('property') ?? '';
  const properties = useQuery(deskPropertiesQueryOptions());
  const list = useFormCList(propertyId);
  const [open, setOpen] = useState<string | null>(null);
  const [said, setSaid] = useState('');
  const first = properties.data?.[0];
  useEffect(() => {
    if (!propertyId && first) setParams({ property: first.id }, { replace: true });
  }, [propertyId, first, setParams]);
  const now = Math.floor((list.dataUpdatedAt || Date.now()) / 1000);
  const done = (message: string) => {
    setOpen(null);
    setSaid(message);
  };

  return (
    <div>
      <PageHeader
        title="Form C"
        help="Foreign guests to report to the FRRO within 24 hours of arrival: enter them on indianfrro.gov.in, then mark each submitted with its reference."
      />
      <div className="mb-4 flex flex-wrap items-end gap-3">
        {(properties.data?.length ?? 0) > 1 && (
          <div>
            <label className="label" htmlFor={`${id}-property`}>
              Property
            </label>
            <select
              id={`${id}-property`}
              className="input"
              value={propertyId}
              onChange={(e) => setParams({ property: e.target.value })}
            >
              {properties.data?.map((p) => (
                <option key={p.id} value={p.id}>
                  {p.name}
                </option>
              ))}
            </select>
          </div>
        )}
        {propertyId && (
          <DownloadButton label="Export CSV" busyLabel="Exporting…" download={() => downloadFormC(propertyId)} />
        )}
        {propertyId && (
          <DownloadButton
            label="Export departures CSV"
            busyLabel="Exporting…"
            download={() => downloadFormCDepartures(propertyId)}
          />
        )}
      </div>
      <p role="status" className="mb-3 min-h-5 text-sm font-medium text-slate-900">
        {said}
      </p>
      {!propertyId ? (
        properties.isPending ? null : (
          <EmptyState>Choose a property to see its Form C.</EmptyState>
        )
      ) : (
        <QueryState
          query={list}
          loading="Loading Form C"
          isEmpty={(data) => data.items.length === 0 && (data.departures ?? []).length === 0}
          empty="No foreign guest to report: guests recorded on a booking’s Foreign guests (Form C) appear here."
        >
          {(data) => {
            const waiting = data.items.filter((i) => i.state !== 'submitted');
            const submitted = data.items.filter((i) => i.state === 'submitted');
            const row = (item: FormCListItem) => (
              <Row
                key={item.id}
                item={item}
                now={now}
                open={open === item.id}
                onOpen={(o) => setOpen(o ? item.id : null)}
                onDone={done}
              />
            );
            return (
              <div className="space-y-4">
                <Panel title={`Due and overdue (${waiting.length})`}>
                  {waiting.length === 0 ? (
                    <p className="text-sm text-slate-600">Every Form C is submitted.</p>
                  ) : (
                    <ul className="divide-y divide-slate-200">{waiting.map(row)}</ul>
                  )}
                </Panel>
                {submitted.length > 0 && (
                  <Panel title={`Submitted in the last two days (${submitted.length})`}>
                    <ul className="divide-y divide-slate-200">{submitted.map(row)}</ul>
                  </Panel>
                )}
                {(data.departures ?? []).length > 0 && (
                  <Panel
                    title={`Departures to report (${(data.departures ?? []).filter((d) => d.state !== 'reported').length})`}
                  >
                    <ul className="divide-y divide-slate-200">
                      {(data.departures ?? []).map((d) => (
                        <DepartureRow key={d.id} item={d} now={now} onDone={done} />
                      ))}
                    </ul>
                  </Panel>
                )}
              </div>
            );
          }}
        </QueryState>
      )}
    </div>
  );
}
