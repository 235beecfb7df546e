import type { PricingData, PricingRequest, PricingResponse } from '@staybook/contract/booking';
import type { Room, RoomsResponse } from '@staybook/contract/catalogue';
import type { CreateDeskBooking, DeskBookingResult } from '@staybook/contract/desk-bookings';
import { ecommerceOperatorPaths, type OtaChannel } from '@staybook/contract/ecommerce-operators';
import { type IsoDate, isIsoDate, istDateToUnix } from '@staybook/contract/stay-dates';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { refreshDesk } from '../../bookings/api/keys';
import { apiRequest } from '../../lib/console-api';

/**
 * The desk's New booking reads what the website reads, so the desk sells on the same rooms, plans, availability and
 * prices: the property's rooms for the stay (with their rate plans and rooms free) and the pricing call. Creating the
 * booking is the console's own call.
 */

export interface DeskStay {
  propertyId: string;
  checkIn: string;
  checkOut: string;
}

const validStay = (s: DeskStay) =>
  Boolean(s.propertyId) && isIsoDate(s.checkIn) && isIsoDate(s.checkOut) && s.checkOut > s.checkIn;

/** The property's room types for the stay, each with its plans and the fewest rooms free on any night. */
export const deskRoomsQueryOptions = (stay: DeskStay) =>
  queryOptions({
    queryKey: ['console', 'desk-booking', 'rooms', stay],
    queryFn: async ({ signal }): Promise<Room[]> =>
      (
        await apiRequest<RoomsResponse>('/property/v1/app/rooms', {
          query: {
            propertyId: stay.propertyId,
            checkInDate: istDateToUnix(stay.checkIn as IsoDate),
            checkOutDate: istDateToUnix(stay.checkOut as IsoDate),
          },
          signal,
        })
      ).data,
    enabled: validStay(stay),
    // Availability moves while guests book elsewhere.
    staleTime: 15_000,
  });

export const useDeskRooms = (stay: DeskStay) => useQuery(deskRoomsQueryOptions(stay));

/** The website's price for the stay and rooms (null: nothing to price yet). */
export const deskPricingQueryOptions = (body: PricingRequest | null) =>
  queryOptions({
    queryKey: ['console', 'desk-booking', 'pricing', body],
    queryFn: async (): Promise<PricingData> =>
      (await apiRequest<PricingResponse>('/property/v1/app/booking/pricing', { method: 'POST', body: body! })).data,
    enabled: body !== null,
    staleTime: 15_000,
    placeholderData: keepPreviousData,
    retry: false,
  });

export const useDeskPricing = (body: PricingRequest | null) => useQuery(deskPricingQueryOptions(body));

/** Enters the booking (201 with its code, status and — for a link — the link the guest was sent). */
export function useCreateDeskBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: CreateDeskBooking) =>
      (await apiRequest<{ data: DeskBookingResult }>('/api/admin/desk-bookings', { method: 'POST', body })).data,
    // The desk's lists and the day views now hold it; the rooms free have moved.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['console', 'desk-booking', 'rooms'] }),
        refreshDesk(queryClient),
      ]),
  });
}

/** The OTAs of the brand's register the desk may choose an OTA booking's channel from (issue 41). */
export function useOtaChannels() {
  return useQuery({
    queryKey: ['console', 'desk-booking', 'ota-channels'],
    queryFn: async (): Promise<OtaChannel[]> =>
      (await apiRequest<{ data: OtaChannel[] }>(ecommerceOperatorPaths.desk)).data,
    staleTime: 60_000,
  });
}
