import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../lib/console-api';
import { refreshStaff } from './keys';

export async function removeStaff(id: string): Promise<{ id: string }> {
  const res = await apiRequest<{ data: { id: string } }>(`/api/admin/staff/${encodeURIComponent(id)}`, {
    method: 'DELETE',
  });
  return res.data;
}

export function useRemoveStaff() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: removeStaff, onSuccess: () => refreshStaff(queryClient) });
}
