import type { AdminRoomType } from '@staybook/contract/admin-catalogue';
import { plural } from '@staybook/contract/format';
import { formatInr } from '@staybook/contract/money';
import { useId, useState } from 'react';
import { FieldShell } from '../../../../components/form/form-kit';
import { toast } from '../../../../components/ui/toast';
import { mediaVariant } from '../../../../lib/media';
import { Badge } from '../../components/console-ui';
import { errorMessage } from '../../lib/console-api';
import { useAddRoomPhoto } from '../api/add-room-photo';
import { useDeleteRoomPhoto } from '../api/delete-room-photo';
import { ConfirmPhotoDelete, type PhotoToDelete } from './confirm-photo-delete';
import { ImageUpload } from './image-upload';

/** One room type at a glance: rate, rooms, guests, nights on sale, its photos and an upload for more. */
export function RoomTypeSummary({
  room,
  propertyId,
  onEdit,
  onArchive,
  busy,
}: {
  room: AdminRoomType;
  propertyId: string;
  onEdit: () => void;
  onArchive: () => void;
  busy: boolean;
}) {
  const id = useId();
  const [highlight, setHighlight] = useState('');
  const addPhoto = useAddRoomPhoto(propertyId, room.id);
  const removePhoto = useDeleteRoomPhoto(propertyId);
  const [asking, setAsking] = useState<PhotoToDelete | null>(null);
  const deletePhoto = (mediaId: string) =>
    removePhoto.mutate(mediaId, {
      onSuccess: () => toast.success('Room photo removed.'),
      onError: (error) => toast.error(errorMessage(error)),
      onSettled: () => setAsking(null),
    });
  const active = room.status === 'active';
  return (
    <div>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h3 className="font-semibold text-slate-900">
            {room.name} {active ? null : <Badge tone="amber">Archived</Badge>}
          </h3>
          <p className="text-sm text-slate-700">
            {room.roomType} · {formatInr(room.baseRate)} a night (base) · {plural(room.totalRooms, 'room')} · up to{' '}
            {plural(room.maxAdults, 'adult')}
            {room.maxChildren > 0 ? ` and ${plural(room.maxChildren, 'child', 'children')}` : ''}
          </p>
          <p className="text-xs text-slate-600">
            {room.openNights > 0 && room.lastOpenNight
              ? `On sale for ${room.openNights} nights, until ${room.lastOpenNight}.`
              : 'No nights open for sale: open them in Rates & inventory.'}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <button type="button" className="btn-outline" onClick={onEdit} aria-label={`Edit ${room.name}`}>
            Edit
          </button>
          <button
            type="button"
            className="btn-outline"
            onClick={onArchive}
            disabled={busy}
            aria-label={`${active ? 'Archive' : 'Restore'} ${room.name}`}
          >
            {active ? 'Archive' : 'Restore'}
          </button>
        </div>
      </div>
      {room.media.length > 0 && (
        <ul className="mt-3 flex flex-wrap gap-2" aria-label={`Photos of ${room.name}`}>
          {room.media.map((m, i) => (
            <li key={m.id} className="w-32">
              <img
                src={mediaVariant(m.url, 320)}
                alt={m.title || `${room.name} photo ${i + 1}`}
                className="aspect-[4/3] w-full rounded object-cover"
                loading="lazy"
              />
              {m.highlight && <p className="truncate text-xs text-slate-600">{m.highlight}</p>}
              <button
                type="button"
                className="mt-1 text-xs text-red-700 underline"
                onClick={() => setAsking({ id: m.id, name: `${room.name} photo ${i + 1}`, url: m.url })}
                aria-label={`Delete ${room.name} photo ${i + 1}`}
              >
                Delete
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="mt-3 grid gap-3 sm:grid-cols-2">
        <FieldShell
          id={`${id}-highlight`}
          label={`Highlight group for the next photo of ${room.name}`}
          hint="Optional, e.g. Bedroom or Bathroom"
        >
          {(p) => <input {...p} className="input" value={highlight} onChange={(e) => setHighlight(e.target.value)} />}
        </FieldShell>
        <ImageUpload
          label={`Upload a photo of ${room.name}`}
          onUploaded={async (image) => {
            await addPhoto.mutateAsync({ ...image, title: room.name, highlight: highlight.trim() || null });
            toast.success(`Photo added to ${room.name}.`);
          }}
        />
      </div>
      <ConfirmPhotoDelete
        photo={asking}
        busy={removePhoto.isPending}
        onCancel={() => setAsking(null)}
        onConfirm={deletePhoto}
      />
    </div>
  );
}
