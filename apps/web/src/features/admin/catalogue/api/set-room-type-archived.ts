import type { AdminRoomType } from '@staybook/contract/admin-catalogue';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../lib/console-api';
import { CATALOGUE_BASE, refreshProperty } from './keys';

export async function setRoomTypeArchived(id: string, archived: boolean): Promise<AdminRoomType> {
  const res = await apiRequest<{ data: AdminRoomType }>(
    `${CATALOGUE_BASE}/room-types/${id}/${archived ? 'archive' : 'restore'}`,
    { method: 'POST' },
  );
  return res.data;
}

/** Archives an active room type, restores an archived one. */
export function useToggleRoomTypeArchived(propertyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (room: AdminRoomType) => setRoomTypeArchived(room.id, room.status === 'active'),
    onSuccess: () => void refreshProperty(queryClient, propertyId),
  });
}
