import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../lib/console-api';

/** Stores a picture (resized by the server) and returns its /media address. */
export async function uploadHeroImage(file: File): Promise<string> {
  const form = new FormData();
  form.append('image', file);
  const res = await apiRequest<{ data: { url: string } }>('/api/hero/upload-image', { method: 'POST', body: form });
  return res.data.url;
}

export function useUploadHeroImage() {
  return useMutation({ mutationFn: uploadHeroImage });
}
