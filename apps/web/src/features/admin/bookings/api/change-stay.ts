import type { AdminBookingChange, StayActionPreview } from '@staybook/contract/admin-bookings';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../lib/console-api';
import { deskKeys, refreshDesk } from './keys';

export type StayAction = 'check-in' | 'check-out' | 'no-show';

export async function changeStay(id: string, action: StayAction): Promise<AdminBookingChange> {
  const res = await apiRequest<{ data: AdminBookingChange }>(
    `/api/admin/bookings/${encodeURIComponent(id)}/${action}`,
    { method: 'POST' },
  );
  return res.data;
}

/** Check-in, check-out and no-show; the desk is read again either way (a refusal means it was out of date). */
export function useChangeStay() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: string; action: StayAction }) => changeStay(id, action),
    onSuccess: (result) => queryClient.setQueryData(deskKeys.booking(result.booking.id), result.booking),
    onSettled: () => void refreshDesk(queryClient),
  });
}

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

export async function undoStay(id: string): Promise<AdminBookingChange> {
  const res = await apiRequest<{ data: AdminBookingChange }>(`/api/admin/bookings/${encodeURIComponent(id)}/undo`, {
    method: 'POST',
  });
  return res.data;
}

/** Undoes the latest check-in, check-out or no-show (the server checks the 10-minute window). */
export function useUndoStay() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => undoStay(id),
    onSuccess: (result) => queryClient.setQueryData(deskKeys.booking(result.booking.id), result.booking),
    onSettled: () => void refreshDesk(queryClient),
  });
}
