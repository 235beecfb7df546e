import {
  type BookingFormC,
  type FormCGuest,
  type FormCGuestInput,
  type FormCList,
  formCPaths,
  type MarkFormCSubmitted,
} from '@staybook/contract/form-c';
import { todayIst } from '@staybook/contract/stay-dates';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, downloadFile } from '../../lib/console-api';

/** Form C (issue 44): a booking's foreign guests, the property's list due and overdue, submitted, the CSV. */

export const formCKeys = {
  all: ['console', 'form-c'] as const,
  booking: (bookingId: string) => ['console', 'form-c', 'booking', bookingId] as const,
  list: (propertyId: string) => ['console', 'form-c', 'list', propertyId] as const,
};

export const bookingFormCQuery = (bookingId: string) =>
  queryOptions({
    queryKey: formCKeys.booking(bookingId),
    queryFn: async () => (await apiRequest<{ data: BookingFormC }>(formCPaths.booking(bookingId))).data,
  });

export const useBookingFormC = (bookingId: string) => useQuery(bookingFormCQuery(bookingId));

export const formCListQuery = (propertyId: string) =>
  queryOptions({
    queryKey: formCKeys.list(propertyId),
    queryFn: async () => (await apiRequest<{ data: FormCList }>(formCPaths.list, { query: { propertyId } })).data,
  });

/** Read again every minute: the hours left run down, and another desk may have marked one submitted. */
export const useFormCList = (propertyId: string) =>
  useQuery({ ...formCListQuery(propertyId), enabled: propertyId !== '', refetchInterval: 60_000 });

/** Every Form C answer is read again after a change (the booking's section and the property's list). */
function useFormCMutation<Vars>(run: (vars: Vars) => Promise<FormCGuest>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: formCKeys.all }),
  });
}

export const useSaveFormCGuest = (bookingId: string) =>
  useFormCMutation(
    async ({ guestId, details }: { guestId: string | null; details: FormCGuestInput }) =>
      (
        await apiRequest<{ data: FormCGuest }>(
          guestId ? formCPaths.guest(bookingId, guestId) : formCPaths.booking(bookingId),
          { method: guestId ? 'PUT' : 'POST', body: details },
        )
      ).data,
  );

export const useMarkFormCSubmitted = () =>
  useFormCMutation(
    async ({ bookingId, guestId, ...body }: MarkFormCSubmitted & { bookingId: string; guestId: string }) =>
      (await apiRequest<{ data: FormCGuest }>(formCPaths.submitted(bookingId, guestId), { method: 'POST', body })).data,
  );

export function useRemoveFormCGuest(bookingId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (guestId: string) => apiRequest(formCPaths.guest(bookingId, guestId), { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: formCKeys.all }),
  });
}

/** The guest's departure reported on the portal (after check-out, against the submitted Form C). */
export const useMarkFormCDeparture = () =>
  useFormCMutation(
    async ({ bookingId, guestId }: { bookingId: string; guestId: string }) =>
      (
        await apiRequest<{ data: FormCGuest }>(formCPaths.departureReported(bookingId, guestId), {
          method: 'POST',
          body: {},
        })
      ).data,
  );

/** The CSV of the property's departures not yet reported (audited too). */
export const downloadFormCDepartures = (propertyId: string) =>
  downloadFile(formCPaths.departuresExport, `form-c-departures-${todayIst()}.csv`, { propertyId });

/** The CSV of the property's guests not yet submitted (the server audits every export). */
export const downloadFormC = (propertyId: string) =>
  downloadFile(formCPaths.export, `form-c-${todayIst()}.csv`, { propertyId });
