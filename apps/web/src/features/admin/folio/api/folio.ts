import type { DeskPropertyOption } from '@staybook/contract/admin-bookings';
import { type Extra, type ExtraInput, type Folio, folioPaths, type PostFolioCharge } from '@staybook/contract/folio';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { deskKeys, refreshDesk } from '../../bookings/api/keys';
import { apiRequest } from '../../lib/console-api';

/**
 * A booking's folio (issue 44): under the booking's desk key, so a payment recorded at the desk (which refreshes the
 * desk) shows here too, and a charge posted here refreshes the booking's balance, documents and the day's board.
 */
export const folioQuery = (bookingId: string) =>
  queryOptions({
    queryKey: [...deskKeys.booking(bookingId), 'folio'] as const,
    queryFn: async () => (await apiRequest<{ data: Folio }>(folioPaths.folio(bookingId))).data,
  });

export const useFolio = (bookingId: string) => useQuery(folioQuery(bookingId));

function useFolioMutation<Vars>(bookingId: string, run: (vars: Vars) => Promise<Folio>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: (folio) => {
      queryClient.setQueryData(folioQuery(bookingId).queryKey, folio);
      void refreshDesk(queryClient);
    },
  });
}

export const usePostCharge = (bookingId: string) =>
  useFolioMutation(
    bookingId,
    async (body: PostFolioCharge) =>
      (await apiRequest<{ data: Folio }>(folioPaths.charges(bookingId), { method: 'POST', body })).data,
  );

export const useRemoveCharge = (bookingId: string) =>
  useFolioMutation(
    bookingId,
    async ({ chargeId, reason }: { chargeId: string; reason: string }) =>
      (await apiRequest<{ data: Folio }>(folioPaths.remove(bookingId, chargeId), { method: 'POST', body: { reason } }))
        .data,
  );

/** The properties an extra may be offered at (the member's; every one for the brand's administrators). */
export const propertyChoicesQuery = () =>
  queryOptions({
    queryKey: ['console', 'extras', 'properties'] as const,
    queryFn: async () => (await apiRequest<{ data: DeskPropertyOption[] }>('/api/admin/bookings/properties')).data,
  });

export const usePropertyChoices = () => useQuery(propertyChoicesQuery());

/** The brand's extras (the console's Extras page). */
export const extrasQuery = () =>
  queryOptions({
    queryKey: ['console', 'extras'] as const,
    queryFn: async () => (await apiRequest<{ data: Extra[] }>(folioPaths.extras)).data,
  });

export const useExtras = () => useQuery(extrasQuery());

/** Adds an extra, or changes one (`id`); every folio offers the list as it is then. */
export function useSaveExtra() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, body }: { id: string | null; body: ExtraInput }) =>
      (
        await apiRequest<{ data: Extra }>(id ? folioPaths.extra(id) : folioPaths.extras, {
          method: id ? 'PUT' : 'POST',
          body,
        })
      ).data,
    onSuccess: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: extrasQuery().queryKey }), refreshDesk(queryClient)]),
  });
}
