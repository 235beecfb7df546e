import type { StaffMember, UpdateStaff } from '@staybook/contract/admin-staff';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../lib/console-api';
import { refreshStaff } from './keys';

export async function updateStaff(id: string, body: UpdateStaff): Promise<StaffMember> {
  const res = await apiRequest<{ data: StaffMember }>(`/api/admin/staff/${encodeURIComponent(id)}`, {
    method: 'PUT',
    body,
  });
  return res.data;
}

export function useUpdateStaff(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateStaff) => updateStaff(id, body),
    onSuccess: () => refreshStaff(queryClient),
  });
}
