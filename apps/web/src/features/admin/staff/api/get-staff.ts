import type { StaffList } from '@staybook/contract/admin-staff';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../lib/console-api';
import { staffKeys } from './keys';

export async function getStaff(): Promise<StaffList> {
  const res = await apiRequest<{ data: StaffList }>('/api/admin/staff');
  return res.data;
}

export const staffQuery = queryOptions({ queryKey: staffKeys.list, queryFn: getStaff });

export function useStaff() {
  return useQuery(staffQuery);
}
