import type { AdminPropertyDetail, AdminRoomType, RoomTypeInput } from '@staybook/contract/admin-catalogue';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { toast } from '../../../../components/ui/toast';
import { Panel } from '../../components/console-ui';
import { errorMessage } from '../../lib/console-api';
import { consolePaths } from '../../lib/console-paths';
import { RoomsSection } from '../../rooms/components/rooms-section';
import { useCreateRoomType } from '../api/create-room-type';
import { useToggleRoomTypeArchived } from '../api/set-room-type-archived';
import { useUpdateRoomType } from '../api/update-room-type';
import { emptyRoomTypeDraft, type RoomTypeDraft, roomTypeDraftOf } from '../logic/room-type-form';
import { type ArchiveRefusal, ArchiveRefusalNotice, archiveRefusalOf } from './archive-refusal';
import { ContentLanguageTabs } from './content-language-tabs';
import { RoomTypeForm } from './room-type-form';
import { RoomTypeSummary } from './room-type-summary';

type RoomEditing = { mode: 'new' } | { mode: 'edit'; room: AdminRoomType } | null;

/** The property's room types: each summarised with its photos, one open for editing at a time. */
export function RoomTypesPanel({ property }: { property: AdminPropertyDetail }) {
  // `?lang=hi&room=<id>` (the "Translations missing" list's link) opens that room type on its Hindi tab.
  const [search] = useSearchParams();
  const linkedRoom = property.roomTypes.find((r) => r.id === search.get('room'));
  const [editing, setEditing] = useState<RoomEditing>(linkedRoom ? { mode: 'edit', room: linkedRoom } : null);
  const create = useCreateRoomType(property.id);
  const update = useUpdateRoomType(property.id);
  const archive = useToggleRoomTypeArchived(property.id);
  const save = editing?.mode === 'edit' ? update : create;

  const open = (next: RoomEditing) => {
    create.reset();
    update.reset();
    setEditing(next);
  };
  const saved = (message: string) => {
    toast.success(message);
    open(null);
  };
  const onSave = (input: RoomTypeInput) => {
    if (editing?.mode === 'edit')
      update.mutate({ id: editing.room.id, input }, { onSuccess: (room) => saved(`Room type "${room.name}" saved.`) });
    else
      create.mutate(input, {
        onSuccess: (room) => saved(`Room type "${room.name}" created and open for sale for ${room.openNights} nights.`),
      });
  };
  const [refusal, setRefusal] = useState<ArchiveRefusal | null>(null);
  const toggleArchived = (room: AdminRoomType) =>
    archive.mutate(room, {
      onSuccess: (next) => {
        setRefusal(null);
        toast.success(next.status === 'active' ? `"${next.name}" restored.` : `"${next.name}" archived.`);
      },
      onError: (error) => {
        const refused = archiveRefusalOf(error);
        if (refused) setRefusal({ roomTypeId: room.id, ...refused });
        else toast.error(errorMessage(error));
      },
    });
  const form = (heading: string, initial: RoomTypeDraft, isNew: boolean, key: string) => (
    <RoomTypeForm
      key={key}
      initial={initial}
      heading={heading}
      isNew={isNew}
      saving={save.isPending}
      error={save.error}
      onSave={onSave}
      onCancel={() => open(null)}
    />
  );

  return (
    <Panel title="Room types">
      <p className="mb-3 text-sm text-slate-600">
        A new room type opens every night for the next 400 at its base rate and number of rooms, so guests can book it
        at once. Later changes to rooms or rates per night are made in{' '}
        <Link to={consolePaths.inventory} className="text-sky-800 underline">
          Rates &amp; inventory
        </Link>
        .
      </p>
      {property.roomTypes.length === 0 && <p className="mb-3 text-sm text-slate-600">No room types yet.</p>}
      <ul className="space-y-4">
        {property.roomTypes.map((r) => (
          <li key={r.id} className="rounded-lg border border-slate-200 p-3" data-testid="room-type-row">
            {editing?.mode === 'edit' && editing.room.id === r.id ? (
              <ContentLanguageTabs
                subject={{ propertyId: property.id, kind: 'room_type', id: r.id, name: r.name }}
                initial={r.id === linkedRoom?.id ? search.get('lang') : null}
              >
                {form(`Edit ${r.name}`, roomTypeDraftOf(r), false, r.id)}
              </ContentLanguageTabs>
            ) : (
              <RoomTypeSummary
                room={r}
                propertyId={property.id}
                onEdit={() => open({ mode: 'edit', room: r })}
                onArchive={() => toggleArchived(r)}
                busy={archive.isPending}
              />
            )}
            {r.status === 'active' && !(editing?.mode === 'edit' && editing.room.id === r.id) && (
              <RoomsSection roomTypeId={r.id} roomTypeName={r.name} />
            )}
            {refusal?.roomTypeId === r.id && (
              <ArchiveRefusalNotice refusal={refusal} onClose={() => setRefusal(null)} />
            )}
          </li>
        ))}
      </ul>
      <div className="mt-4">
        {editing?.mode === 'new' ? (
          form('New room type', emptyRoomTypeDraft, true, 'new')
        ) : (
          <button type="button" className="btn-primary" onClick={() => open({ mode: 'new' })}>
            New room type
          </button>
        )}
      </div>
    </Panel>
  );
}
