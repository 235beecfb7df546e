import type { CatalogueUpload } from '@staybook/contract/admin-catalogue';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../lib/console-api';
import { CATALOGUE_BASE } from './keys';

/** Stores a picture, resized by the server to 1280/640/320 px WebP. */
export async function uploadCatalogueImage(file: File): Promise<CatalogueUpload> {
  const form = new FormData();
  form.append('image', file);
  const res = await apiRequest<{ data: CatalogueUpload }>(`${CATALOGUE_BASE}/upload-image`, {
    method: 'POST',
    body: form,
  });
  return res.data;
}

export function useUploadCatalogueImage() {
  return useMutation({ mutationFn: uploadCatalogueImage });
}
