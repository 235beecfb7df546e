import type { BookingDetailsResponse, BookingDetailsSection } from '@staybook/contract/booking';
import { contentLanguageQuery } from '@staybook/contract/content-language';
import type { Language } from '@staybook/contract/languages';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useLanguage } from '../../../lib/i18n';

/** The booking's sections; outside English its booked extras named in the page's language (`lang`) where entered. */
export async function getBookingDetails(
  bookingId: string,
  lang: Language,
  signal?: AbortSignal,
): Promise<BookingDetailsSection[]> {
  const res = await apiRequest<BookingDetailsResponse>('/property/v1/app/booking-details', {
    query: { bookingId, ...contentLanguageQuery(lang) },
    signal,
  });
  return res.data;
}

export function bookingDetailsQueryOptions(bookingId: string, lang: Language) {
  return queryOptions({
    queryKey: ['bookings', 'details', bookingId, lang],
    queryFn: ({ signal }) => getBookingDetails(bookingId, lang, signal),
    staleTime: 15_000,
  });
}

/** Spec 4: with no booking id nothing is fetched. */
export function useBookingDetails(bookingId: string | null, enabled: boolean) {
  return useQuery({
    ...bookingDetailsQueryOptions(bookingId ?? '', useLanguage()),
    enabled: enabled && Boolean(bookingId),
  });
}
