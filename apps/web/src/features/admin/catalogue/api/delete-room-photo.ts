import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../lib/console-api';
import { CATALOGUE_BASE, refreshProperty } from './keys';

export async function deleteRoomPhoto(id: string): Promise<void> {
  await apiRequest(`${CATALOGUE_BASE}/room-media/${id}`, { method: 'DELETE' });
}

export function useDeleteRoomPhoto(propertyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteRoomPhoto,
    onSuccess: () => void refreshProperty(queryClient, propertyId),
  });
}
