import type { InviteStaff, StaffMember } from '@staybook/contract/admin-staff';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../lib/console-api';
import { refreshStaff } from './keys';

export async function inviteStaff(body: InviteStaff): Promise<StaffMember> {
  const res = await apiRequest<{ data: StaffMember }>('/api/admin/staff', { method: 'POST', body });
  return res.data;
}

export function useInviteStaff() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: inviteStaff, onSuccess: () => refreshStaff(queryClient) });
}
