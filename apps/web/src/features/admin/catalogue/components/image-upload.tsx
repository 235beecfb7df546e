import type { CatalogueUpload } from '@staybook/contract/admin-catalogue';
import { imageUploadProblem } from '@staybook/contract/media';
import { useId, useState } from 'react';
import { errorMessage } from '../../lib/console-api';
import { useUploadCatalogueImage } from '../api/upload-catalogue-image';

/** A file picker that checks, uploads (resized by the server to 1280/640/320 px WebP) and hands back the image. */
export function ImageUpload({
  label,
  onUploaded,
  disabled,
}: {
  label: string;
  onUploaded: (image: CatalogueUpload) => void | Promise<void>;
  disabled?: boolean;
}) {
  const id = useId();
  const upload = useUploadCatalogueImage();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const choose = async (input: HTMLInputElement) => {
    const file = input.files?.[0];
    if (!file) return;
    setProblem(null);
    const local = imageUploadProblem(file);
    if (local) {
      setProblem(local);
      input.value = '';
      return;
    }
    setBusy(true);
    try {
      await onUploaded(await upload.mutateAsync(file));
    } catch (error) {
      setProblem(errorMessage(error));
    } finally {
      setBusy(false);
      input.value = '';
    }
  };
  return (
    <div>
      <label className="label" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        type="file"
        accept="image/jpeg,image/png,image/webp"
        className="block w-full text-sm"
        disabled={disabled || busy}
        onChange={(e) => void choose(e.currentTarget)}
      />
      <p className="mt-1 text-xs text-slate-600">JPEG, PNG or WebP, up to 8 MB.</p>
      {busy && (
        <p className="mt-1 text-sm text-slate-600" role="status">
          Uploading…
        </p>
      )}
      {problem && (
        <p role="alert" className="field-error">
          {problem}
        </p>
      )}
    </div>
  );
}
