import type { AdminPropertyDetail } from '@staybook/contract/admin-catalogue';
import { useId, useState } from 'react';
import { FieldShell } from '../../../../components/form/form-kit';
import { toast } from '../../../../components/ui/toast';
import { mediaVariant } from '../../../../lib/media';
import { Panel } from '../../components/console-ui';
import { errorMessage } from '../../lib/console-api';
import { useAddPropertyPhoto } from '../api/add-property-photo';
import { useDeletePropertyPhoto } from '../api/delete-property-photo';
import { useOrderPropertyPhotos } from '../api/order-property-photos';
import { moveId } from '../logic/move-id';
import { ConfirmPhotoDelete, type PhotoToDelete } from './confirm-photo-delete';
import { ImageUpload } from './image-upload';

/** The property's photos: upload with a category and title, reorder (the first is the cover), delete. */
export function PropertyPhotosPanel({ property }: { property: AdminPropertyDetail }) {
  const id = useId();
  const [category, setCategory] = useState('Exterior');
  const [title, setTitle] = useState('');
  const add = useAddPropertyPhoto(property.id);
  const remove = useDeletePropertyPhoto(property.id);
  const reorder = useOrderPropertyPhotos(property.id);
  const move = (from: number, to: number) => {
    const ids = moveId(
      property.media.map((m) => m.id),
      from,
      to,
    );
    if (ids)
      reorder.mutate(ids, { onError: (error) => toast.error(`The new order was not saved: ${errorMessage(error)}`) });
  };
  const [asking, setAsking] = useState<PhotoToDelete | null>(null);
  const deletePhoto = (mediaId: string) =>
    remove.mutate(mediaId, {
      onSuccess: () => toast.success('Photo removed.'),
      onError: (error) => toast.error(errorMessage(error)),
      onSettled: () => setAsking(null),
    });
  return (
    <Panel title="Photos">
      <p className="mb-3 text-sm text-slate-600">
        The first photo is the property's cover on cards and its page. Photos are grouped by category on the page.
      </p>
      <div className="grid gap-3 sm:grid-cols-3">
        <FieldShell id={`${id}-category`} label="Photo category">
          {(p) => <input {...p} className="input" value={category} onChange={(e) => setCategory(e.target.value)} />}
        </FieldShell>
        <FieldShell id={`${id}-title`} label="Photo title">
          {(p) => <input {...p} className="input" value={title} onChange={(e) => setTitle(e.target.value)} />}
        </FieldShell>
        <ImageUpload
          label="Upload a property photo"
          onUploaded={async (image) => {
            await add.mutateAsync({ category: category.trim() || 'Gallery', title: title.trim(), ...image });
            setTitle('');
            toast.success('Photo added.');
          }}
        />
      </div>
      {property.media.length === 0 ? (
        <p className="mt-4 text-sm text-slate-600">No photos yet.</p>
      ) : (
        <ul className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4" aria-label="Property photos">
          {property.media.map((m, i) => {
            const name = m.title || `${m.category} photo ${i + 1}`;
            return (
              <li key={m.id} className="rounded-lg border border-slate-200 p-2" data-testid="property-photo">
                <img
                  src={mediaVariant(m.url, 320)}
                  alt={name}
                  className="aspect-[4/3] w-full rounded object-cover"
                  loading="lazy"
                />
                <p className="mt-1 truncate text-sm font-medium">{name}</p>
                <p className="text-xs text-slate-600">
                  {m.category}
                  {i === 0 ? ' · cover' : ''}
                </p>
                <div className="mt-2 flex flex-wrap gap-1">
                  <button
                    type="button"
                    className="btn-outline px-2 py-1 text-xs"
                    onClick={() => move(i, i - 1)}
                    disabled={i === 0 || reorder.isPending}
                    aria-label={`Move ${name} earlier`}
                  >
                    ←
                  </button>
                  <button
                    type="button"
                    className="btn-outline px-2 py-1 text-xs"
                    onClick={() => move(i, i + 1)}
                    disabled={i === property.media.length - 1 || reorder.isPending}
                    aria-label={`Move ${name} later`}
                  >
                    →
                  </button>
                  <button
                    type="button"
                    className="btn-outline px-2 py-1 text-xs"
                    onClick={() => setAsking({ id: m.id, name, url: m.url })}
                    disabled={remove.isPending}
                    aria-label={`Delete ${name}`}
                  >
                    Delete
                  </button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
      <ConfirmPhotoDelete
        photo={asking}
        busy={remove.isPending}
        onCancel={() => setAsking(null)}
        onConfirm={deletePhoto}
      />
    </Panel>
  );
}
