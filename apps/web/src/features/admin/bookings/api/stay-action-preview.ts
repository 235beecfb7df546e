import type { StayActionPreview } from '@staybook/contract/admin-bookings';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../lib/console-api';
import type { StayAction } from './change-stay';
import { deskKeys } from './keys';

export async function getStayActionPreview(id: string, action: StayAction): Promise<StayActionPreview> {
  const res = await apiRequest<{ data: StayActionPreview }>(
    `/api/admin/bookings/${encodeURIComponent(id)}/stay-actions/${action}`,
  );
  return res.data;
}

/** What the action would do, in the server's words, read fresh each time the confirmation opens. */
export function useStayActionPreview(id: string, action: StayAction | null) {
  return useQuery({
    queryKey: [...deskKeys.booking(id), 'stay-action', action],
    queryFn: () => getStayActionPreview(id, action as StayAction),
    enabled: action !== null,
    staleTime: 0,
    gcTime: 0,
  });
}
