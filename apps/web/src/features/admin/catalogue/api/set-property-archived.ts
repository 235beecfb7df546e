import type { AdminPropertyDetail } from '@staybook/contract/admin-catalogue';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../lib/console-api';
import { CATALOGUE_BASE, storeProperty } from './keys';

/** Archives (hidden from guests, bookings kept) or restores a property. */
export async function setPropertyArchived(id: string, archived: boolean): Promise<AdminPropertyDetail> {
  const res = await apiRequest<{ data: AdminPropertyDetail }>(
    `${CATALOGUE_BASE}/properties/${id}/${archived ? 'archive' : 'restore'}`,
    { method: 'POST' },
  );
  return res.data;
}

export function useSetPropertyArchived(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (archived: boolean) => setPropertyArchived(id, archived),
    onSuccess: (property) => storeProperty(queryClient, property),
  });
}
