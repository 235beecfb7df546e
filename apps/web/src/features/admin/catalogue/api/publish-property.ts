import type { AdminPropertyDetail } from '@staybook/contract/admin-catalogue';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../lib/console-api';
import { CATALOGUE_BASE, storeProperty } from './keys';

/** Publishes a draft: the server refuses (409) until its checklist is complete. */
export async function publishProperty(id: string): Promise<AdminPropertyDetail> {
  const res = await apiRequest<{ data: AdminPropertyDetail }>(`${CATALOGUE_BASE}/properties/${id}/publish`, {
    method: 'POST',
  });
  return res.data;
}

export function usePublishProperty(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => publishProperty(id),
    onSuccess: (property) => storeProperty(queryClient, property),
  });
}
