import { formatDay } from '@staybook/contract/format';
import type { Group } from '@staybook/contract/groups';
import { formatInrMoved } from '@staybook/contract/money';
import { addDays } from '@staybook/contract/stay-dates';
import { useId, useState } from 'react';
import { Link, useParams } from 'react-router';
import { Badge, PageHeader, Panel } from '../../components/console-ui';
import { ScrollRegion } from '../../components/list-kit';
import { QueryState } from '../../components/query-state';
import { errorMessage } from '../../lib/console-api';
import { consolePaths } from '../../lib/console-paths';
import { useGroup, useReleaseGroup, useSetCutoff } from '../api/groups';
import { AddRoomForm } from '../components/add-room-form';
import { AllotmentGrid } from '../components/allotment-grid';
import { RoomingImport } from '../components/rooming-import';

function RoomingList({ group }: { group: Group }) {
  if (group.rooms.length === 0) return <p className="text-sm text-slate-600">No room picked up yet.</p>;
  return (
    <ScrollRegion label="Rooming list">
      <table className="w-full min-w-[36rem] text-left text-sm">
        <thead>
          <tr className="border-b border-slate-200 text-slate-700">
            <th scope="col" className="py-1 pr-2">
              Guest
            </th>
            <th scope="col" className="py-1 pr-2">
              Booking
            </th>
            <th scope="col" className="py-1 pr-2">
              Room type
            </th>
            <th scope="col" className="py-1 pr-2">
              Stay
            </th>
            <th scope="col" className="py-1 pr-2 text-right">
              Total
            </th>
            <th scope="col" className="py-1 text-right">
              Due
            </th>
          </tr>
        </thead>
        <tbody>
          {group.rooms.map((r) => (
            <tr key={r.id} className="border-b border-slate-100" data-testid="group-room">
              <th scope="row" className="py-1 pr-2 font-normal">
                {r.guestName}
              </th>
              <td className="py-1 pr-2">
                <Link className="text-sky-800 underline" to={consolePaths.booking(r.bookingId)}>
                  {r.code}
                </Link>
                {r.paymentLink && (
                  <a className="ml-2 text-sky-800 underline" href={r.paymentLink}>
                    payment link
                  </a>
                )}
              </td>
              <td className="py-1 pr-2">{r.roomTypeName}</td>
              <td className="py-1 pr-2">
                {formatDay(r.checkIn)} to {formatDay(r.checkOut)}
              </td>
              <td className="py-1 pr-2 text-right">{formatInrMoved(r.total)}</td>
              <td className="py-1 text-right">{formatInrMoved(r.due)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}

function Statement({ group }: { group: Group }) {
  if (group.statement.length === 0) return <p className="text-sm text-slate-600">Nothing is owed yet.</p>;
  return (
    <ul className="space-y-2 text-sm">
      {group.statement.map((l) => (
        <li key={l.payer} className="rounded-lg border border-slate-200 p-3">
          <p className="font-semibold text-slate-900">{l.payer}</p>
          <p className="text-slate-800">
            {l.rooms} {l.rooms === 1 ? 'room' : 'rooms'} · owes {formatInrMoved(l.owes)} · paid {formatInrMoved(l.paid)}{' '}
            · due {formatInrMoved(l.due)}
          </p>
        </li>
      ))}
    </ul>
  );
}

/** Release early and move the cut-off, while the group still holds rooms. */
function HoldActions({ group }: { group: Group }) {
  const id = useId();
  const release = useReleaseGroup(group.id);
  const cutoff = useSetCutoff(group.id);
  const [date, setDate] = useState(group.cutoffDate);
  const [said, setSaid] = useState('');
  const first = group.roomTypes.flatMap((t) => t.nights.map((n) => n.date)).sort()[0];
  return (
    <div className="space-y-3">
      <form
        className="flex flex-wrap items-end gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          cutoff.mutate(date, {
            onSuccess: () => setSaid(`The cut-off is now ${formatDay(date)}.`),
            onError: (err) => setSaid(errorMessage(err)),
          });
        }}
      >
        <div>
          <label className="label" htmlFor={`${id}-cutoff`}>
            New cut-off date
          </label>
          <input
            id={`${id}-cutoff`}
            type="date"
            className="input"
            value={date}
            max={first ? addDays(first, -1) : undefined}
            onChange={(e) => setDate(e.target.value)}
          />
        </div>
        <button type="submit" className="btn-outline" disabled={cutoff.isPending}>
          Move the cut-off
        </button>
      </form>
      <button
        type="button"
        className="btn-outline"
        disabled={release.isPending}
        onClick={() => {
          if (!window.confirm(`Release every room of ${group.name} not picked up? They go back on sale at once.`))
            return;
          release.mutate(undefined, {
            onSuccess: () => setSaid('The rooms not picked up are back on sale.'),
            onError: (err) => setSaid(errorMessage(err)),
          });
        }}
      >
        Release the unpicked rooms now
      </button>
      <p role="status" className="min-h-5 text-sm font-medium text-slate-900">
        {said}
      </p>
    </div>
  );
}

function GroupBody({ group }: { group: Group }) {
  const holding = group.status === 'holding';
  const o = group.organiser;
  return (
    <div className="space-y-6">
      <PageHeader
        title={group.name}
        help={`${group.propertyName} · organiser ${o.name}${o.company ? ` (${o.company})` : ''}, ${o.phone} · cut-off ${formatDay(group.cutoffDate)}`}
        actions={<Badge tone={holding ? 'blue' : 'slate'}>{holding ? 'Holding rooms' : 'Rooms released'}</Badge>}
      />
      <Panel title="Allotment">
        <AllotmentGrid group={group} />
      </Panel>
      <Panel title={`Rooming list (${group.rooms.length})`}>
        <RoomingList group={group} />
      </Panel>
      {holding && (
        <>
          <Panel title="Add a room">
            <AddRoomForm group={group} />
          </Panel>
          <Panel title="Import a rooming list">
            <RoomingImport groupId={group.id} />
          </Panel>
        </>
      )}
      <Panel title={group.payer === 'master' ? 'Statement: one payer' : 'Statement: each guest pays'}>
        <Statement group={group} />
      </Panel>
      {holding && (
        <Panel title="Cut-off and release">
          <HoldActions group={group} />
        </Panel>
      )}
    </div>
  );
}

/** One group: its allotment per night, rooming list, statement, and the cut-off. docs/groups-and-allotments.md. */
export default function GroupPage() {
  const { groupId = '' } = useParams();
  const group = useGroup(groupId);
  return (
    <div>
      <Link className="mb-3 inline-block text-sm text-sky-800 underline" to={consolePaths.groups}>
        All groups
      </Link>
      <QueryState query={group} loading="Loading the group">
        {(data) => <GroupBody group={data} />}
      </QueryState>
    </div>
  );
}
