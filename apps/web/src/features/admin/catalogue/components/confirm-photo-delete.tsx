import { Modal } from '../../../../components/ui/modal';
import { mediaVariant } from '../../../../lib/media';

/** A photo about to be deleted: asked first, with the picture shown, since a delete cannot be undone. */
export interface PhotoToDelete {
  id: string;
  name: string;
  url: string;
}

export function ConfirmPhotoDelete({
  photo,
  busy,
  onCancel,
  onConfirm,
}: {
  photo: PhotoToDelete | null;
  busy: boolean;
  onCancel: () => void;
  onConfirm: (id: string) => void;
}) {
  return (
    <Modal open={photo !== null} onClose={onCancel} title={`Delete ${photo?.name ?? 'this photo'}?`} size="sm">
      {photo && (
        <>
          <img src={mediaVariant(photo.url, 320)} alt="" className="aspect-[4/3] w-full rounded object-cover" />
          <p className="mt-3 text-sm text-slate-700">
            The photo leaves the guest site at once. This cannot be undone: to show it again, upload it again.
          </p>
          <div className="mt-5 flex flex-wrap justify-end gap-2">
            <button type="button" className="btn-outline" onClick={onCancel}>
              Keep the photo
            </button>
            <button
              type="button"
              className="btn-primary bg-red-700 hover:bg-red-800"
              disabled={busy}
              onClick={() => onConfirm(photo.id)}
            >
              Delete photo
            </button>
          </div>
        </>
      )}
    </Modal>
  );
}
