import type { ConsolePermission, MyAccess } from '@staybook/contract/admin-staff';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../lib/console-api';
import { can } from '../logic/can';

export const myAccessKey = ['console', 'me'] as const;

export async function getMyAccess(): Promise<MyAccess> {
  const res = await apiRequest<{ data: MyAccess }>('/api/admin/me');
  return res.data;
}

/**
 * The signed-in member's role, properties and permissions: what the console shows. The server checks every call
 * itself; this only hides what it would refuse. Read again on focus, so a change an administrator makes shows soon.
 */
export const myAccessQuery = queryOptions({ queryKey: myAccessKey, queryFn: getMyAccess, staleTime: 30_000 });

export function useMyAccess() {
  return useQuery(myAccessQuery);
}

/**
 * Whether the signed-in member holds `permission`, to hide controls the server would refuse. False until their
 * access has loaded (inside a guarded area it already has).
 */
export function useCan(permission: ConsolePermission): boolean {
  return can(useMyAccess().data, permission);
}
