import type { ChannelManagerProperty, ChannelPush, ChannelRevision } from '@staybook/contract/channel-manager';
import { formatInstant } from '@staybook/contract/format';
import { formatInr } from '@staybook/contract/money';
import { Link } from 'react-router';
import { Badge } from '../../components/console-ui';
import { type Column, DataTable } from '../../components/data-table';
import { consolePaths } from '../../lib/console-paths';
import { outcomeLabel, outcomeTone, pushState } from '../logic/channel-manager';

/** What was sent to Channex (newest first) and the bookings read from its feed, each with what became of it. */
export function ChannelManagerActivity({ view }: { view: ChannelManagerProperty }) {
  const pushColumns: Column<ChannelPush>[] = [
    { header: 'Sent for', rowHeader: true, cell: (p) => p.summary },
    { header: 'Composed', className: 'whitespace-nowrap', cell: (p) => formatInstant(p.createdAt) },
    {
      header: 'State',
      className: 'min-w-48',
      cell: (p) => {
        const state = pushState(p);
        return (
          <div className="space-y-1">
            <Badge tone={state.tone}>{state.label}</Badge>
            {state.detail && <p className={state.tone === 'red' ? 'text-red-800' : 'text-slate-600'}>{state.detail}</p>}
          </div>
        );
      },
    },
  ];
  const revisionColumns: Column<ChannelRevision>[] = [
    {
      header: 'Reservation',
      rowHeader: true,
      cell: (r) => `${r.otaName} ${r.otaReservationCode ?? ''}`.trim(),
    },
    { header: 'Received', className: 'whitespace-nowrap', cell: (r) => formatInstant(r.receivedAt) },
    {
      header: 'What became of it',
      className: 'min-w-56',
      cell: (r) => (
        <div className="space-y-1">
          <Badge tone={outcomeTone(r)}>{outcomeLabel(r)}</Badge>
          {r.bookingId && r.bookingCode && (
            <p>
              <Link className="link" to={consolePaths.booking(r.bookingId)}>
                Booking {r.bookingCode}
              </Link>
            </p>
          )}
          {r.message && <p className="text-slate-700">{r.message}</p>}
        </div>
      ),
    },
    {
      header: 'OTA charged / commission',
      className: 'whitespace-nowrap tabular-nums',
      cell: (r) =>
        r.amount === null ? '—' : `${formatInr(r.amount)} / ${r.commission === null ? '—' : formatInr(r.commission)}`,
    },
  ];
  return (
    <div className="space-y-5 border-t border-slate-200 pt-4">
      <div>
        <h3 className="mb-2 font-semibold text-slate-900">Sent to Channex</h3>
        {view.pendingNights > 0 && (
          <p className="mb-2 text-sm text-slate-600">{view.pendingNights} changed nights wait for the next send.</p>
        )}
        {view.pushes.length === 0 ? (
          <p className="text-sm text-slate-600">Nothing sent yet.</p>
        ) : (
          <DataTable
            label="Pushes to Channex table"
            caption="Availability, rates and restrictions sent to Channex, newest first"
            columns={pushColumns}
            rows={view.pushes}
            rowKey={(p) => String(p.id)}
            rowTestId="channel-push"
            minWidth="min-w-[560px]"
          />
        )}
      </div>
      <div>
        <h3 className="mb-2 font-semibold text-slate-900">Bookings from Channex</h3>
        {view.feed.lastError && (
          <p className="mb-2 text-sm text-red-800">The last read of Channex’s bookings failed: {view.feed.lastError}</p>
        )}
        {view.revisions.length === 0 ? (
          <p className="text-sm text-slate-600">No booking has come from Channex yet.</p>
        ) : (
          <DataTable
            label="Bookings from Channex table"
            caption="Reservations read from Channex, newest first"
            columns={revisionColumns}
            rows={view.revisions}
            rowKey={(r) => r.revisionId}
            rowTestId="channel-revision"
            minWidth="min-w-[640px]"
          />
        )}
      </div>
    </div>
  );
}
