import { contentLanguageQuery } from '@staybook/contract/content-language';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { type RoomCardView, toRoomCards } from '../logic/room-view';

export interface PropertyRoomsQuery {
  propertyId: string;
  checkInDate: number;
  checkOutDate: number;
  /** The page's language, for the rooms' own words (left out: English). */
  lang?: string;
}

export async function getPropertyRooms(q: PropertyRoomsQuery, signal?: AbortSignal): Promise<RoomCardView[]> {
  const { lang = 'en', ...stay } = q;
  return toRoomCards(
    await apiRequest<unknown>('/property/v1/app/rooms', {
      query: { ...stay, ...contentLanguageQuery(lang) },
      signal,
    }),
  );
}

export const propertyRoomsQueryOptions = (q: PropertyRoomsQuery) =>
  queryOptions({
    queryKey: ['property-details', 'rooms', q],
    queryFn: ({ signal }) => getPropertyRooms(q, signal),
    staleTime: 60_000,
    retry: 1,
  });

/**
 * The details page treats a failed room load as an empty list (spec section 8). When the guest changes the dates in
 * place, the rooms of the previous dates stay on screen (marked as placeholder) until the new ones arrive, so the
 * Rooms tab does not vanish meanwhile.
 */
export function usePropertyRooms(q: PropertyRoomsQuery | null) {
  return useQuery({
    ...propertyRoomsQueryOptions(q ?? { propertyId: '', checkInDate: 0, checkOutDate: 0 }),
    enabled: Boolean(q?.propertyId),
    placeholderData: (previous, previousQuery) =>
      (previousQuery?.queryKey[2] as PropertyRoomsQuery | undefined)?.propertyId === q?.propertyId
        ? previous
        : undefined,
  });
}
