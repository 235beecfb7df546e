import type { AdminRoom, OutOfServiceInput, RoomInput } from '@staybook/contract/admin-rooms';
import { plural } from '@staybook/contract/format';
import { useState } from 'react';
import { toast } from '../../../../components/ui/toast';
import { useCan } from '../../access/api/get-my-access';
import { Badge, ErrorNotice, Loading } from '../../components/console-ui';
import { useChangeRoom, useRoomTypeRooms } from '../api/room-type-rooms';
import { emptyRoomDraft, nextFloor, outOfServiceLabel, roomDraftOf } from '../logic/room-form';
import { OutOfServiceForm } from './out-of-service-form';
import { RoomForm } from './room-form';

type Editing = { mode: 'new' } | { mode: 'edit'; room: AdminRoom } | { mode: 'out'; room: AdminRoom } | null;

/**
 * A room type's numbered rooms in the property editor (issue 44): each with its floor, features, connecting room and
 * whether it is in service; add and edit (catalogue), out of service and back (the desk's permission).
 */
export function RoomsSection({ roomTypeId, roomTypeName }: { roomTypeId: string; roomTypeName: string }) {
  const rooms = useRoomTypeRooms(roomTypeId);
  const change = useChangeRoom(roomTypeId);
  const [editing, setEditing] = useState<Editing>(null);
  const canSetUp = useCan('catalogue.property');
  const canService = useCan('bookings.manage');
  const open = (next: Editing) => {
    change.reset();
    setEditing(next);
  };
  const done = (message: string) => ({
    onSuccess: () => {
      toast.success(message);
      open(null);
    },
  });
  if (rooms.isPending) return <Loading label={`Loading the rooms of ${roomTypeName}`} />;
  if (rooms.isError) return <ErrorNotice error={rooms.error} onRetry={() => void rooms.refetch()} />;
  const data = rooms.data;
  const numbered = data.rooms.length;
  const save = (input: RoomInput) =>
    editing?.mode === 'edit'
      ? change.mutate({ kind: 'update', id: editing.room.id, input }, done(`Room ${input.number} saved.`))
      : change.mutate({ kind: 'create', input }, done(`Room ${input.number} added to ${roomTypeName}.`));
  const takeOut = (room: AdminRoom, input: OutOfServiceInput) =>
    change.mutate({ kind: 'out_of_service', id: room.id, input }, done(`Room ${room.number} is out of service.`));
  const putBack = (room: AdminRoom) =>
    change.mutate(
      { kind: 'in_service', id: room.id },
      {
        onSuccess: () => toast.success(`Room ${room.number} is back in service.`),
        onError: () => toast.error(`Room ${room.number} could not be put back in service.`),
      },
    );

  return (
    <section aria-label={`Rooms of ${roomTypeName}`} className="mt-3 border-t border-slate-200 pt-3">
      <h4 className="font-semibold text-slate-900">Rooms</h4>
      <p className="text-xs text-slate-600">
        {numbered === 0
          ? `No numbered rooms yet: ${roomTypeName} sells ${plural(data.totalRooms, 'room')} by count. Number them so arrivals get a room.`
          : numbered < data.totalRooms
            ? `${numbered} of ${data.totalRooms} rooms numbered; the next ${plural(data.totalRooms - numbered, 'room')} you add name rooms already counted.`
            : `${plural(numbered, 'numbered room')}; each room added puts one more on sale every night.`}
      </p>
      {numbered > 0 && (
        <div className="mt-2 overflow-x-auto">
          <table className="w-full text-left text-sm">
            <thead className="text-xs text-slate-600">
              <tr>
                <th scope="col" className="py-1 pr-3">
                  Room
                </th>
                <th scope="col" className="py-1 pr-3">
                  Floor
                </th>
                <th scope="col" className="py-1 pr-3">
                  Features
                </th>
                <th scope="col" className="py-1 pr-3">
                  Status
                </th>
                <th scope="col" className="py-1">
                  <span className="sr-only">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {data.rooms.map((room) => (
                <tr key={room.id} className="border-t border-slate-100 align-top" data-testid="numbered-room">
                  <th scope="row" className="py-1 pr-3 font-medium">
                    {room.number}
                  </th>
                  <td className="py-1 pr-3">{room.floor}</td>
                  <td className="py-1 pr-3">
                    {[
                      ...room.features,
                      ...(room.connectsToNumber ? [`connects to ${room.connectsToNumber}`] : []),
                    ].join(', ') || '—'}
                  </td>
                  <td className="py-1 pr-3">
                    {room.outOfService ? (
                      <Badge tone="amber">{outOfServiceLabel(room)}</Badge>
                    ) : (
                      <Badge tone="green">In service</Badge>
                    )}
                  </td>
                  <td className="py-1">
                    <div className="flex flex-wrap gap-2">
                      {canSetUp && (
                        <button
                          type="button"
                          className="btn-outline px-2 py-1 text-xs"
                          onClick={() => open({ mode: 'edit', room })}
                          aria-label={`Edit room ${room.number}`}
                        >
                          Edit
                        </button>
                      )}
                      {canService &&
                        (room.outOfService ? (
                          <button
                            type="button"
                            className="btn-outline px-2 py-1 text-xs"
                            disabled={change.isPending}
                            onClick={() => putBack(room)}
                            aria-label={`Put room ${room.number} back in service`}
                          >
                            Back in service
                          </button>
                        ) : (
                          <button
                            type="button"
                            className="btn-outline px-2 py-1 text-xs"
                            onClick={() => open({ mode: 'out', room })}
                            aria-label={`Take room ${room.number} out of service`}
                          >
                            Out of service
                          </button>
                        ))}
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <div className="mt-3">
        {editing?.mode === 'out' ? (
          <OutOfServiceForm
            number={editing.room.number}
            saving={change.isPending}
            error={change.error}
            onSave={(input) => takeOut(editing.room, input)}
            onCancel={() => open(null)}
          />
        ) : editing ? (
          <RoomForm
            key={editing.mode === 'edit' ? editing.room.id : 'new'}
            heading={editing.mode === 'edit' ? `Edit room ${editing.room.number}` : `New room of ${roomTypeName}`}
            initial={editing.mode === 'edit' ? roomDraftOf(editing.room) : emptyRoomDraft(nextFloor(data.rooms))}
            roomId={editing.mode === 'edit' ? editing.room.id : undefined}
            propertyRooms={data.propertyRooms}
            saving={change.isPending}
            error={change.error}
            onSave={save}
            onCancel={() => open(null)}
          />
        ) : (
          canSetUp && (
            <button
              type="button"
              className="btn-outline"
              onClick={() => open({ mode: 'new' })}
              aria-label={`Add a room to ${roomTypeName}`}
            >
              Add a room
            </button>
          )
        )}
      </div>
    </section>
  );
}
