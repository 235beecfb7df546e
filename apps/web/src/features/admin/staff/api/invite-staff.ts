import type { inviteStaffSchema, StaffMember } from '@staybook/contract/admin-staff';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../lib/console-api';
import { refreshStaff } from './keys';

export type InviteStaff = z.output<typeof inviteStaffSchema>;

export async function inviteStaff(body: InviteStaff): Promise<StaffMember> {
  const res = await apiRequest<{ data: StaffMember }>('/api/admin/staff', { method: 'POST', body });
  return res.data;
}

export function useInviteStaff() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: inviteStaff, onSuccess: () => refreshStaff(queryClient) });
}
