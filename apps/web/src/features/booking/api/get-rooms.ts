import { contentLanguageQuery } from '@staybook/contract/content-language';
import { addDays, istDateToUnix, unixToIstDate } from '@staybook/contract/stay-dates';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { RoomOption } from '../logic/room-option';
import { toRoomOptions } from '../logic/room-response';
import { stayNightCount } from '../logic/stay-params';

export interface RoomsQuery {
  propertyId: string;
  checkInDate: number;
  checkOutDate: number;
  /** The page's language, for the rooms' own words (left out: English). */
  lang?: string;
}

/** IST midnights of every night of the stay (used when a room's price is a single rate). */
function nightsOf(q: RoomsQuery): number[] {
  const first = unixToIstDate(q.checkInDate);
  return Array.from({ length: Math.max(0, stayNightCount(q.checkInDate, q.checkOutDate)) }, (_, i) =>
    istDateToUnix(addDays(first, i)),
  );
}

export async function getRooms(q: RoomsQuery, signal?: AbortSignal): Promise<RoomOption[]> {
  const { lang = 'en', ...stay } = q;
  const body = await apiRequest<unknown>('/property/v1/app/rooms', {
    query: { ...stay, ...contentLanguageQuery(lang) },
    signal,
  });
  return toRoomOptions(body, nightsOf(q));
}

export function roomsQueryOptions(q: RoomsQuery) {
  return queryOptions({
    queryKey: ['booking', 'rooms', q],
    queryFn: ({ signal }) => getRooms(q, signal),
    // Availability moves while guests book: never trust a copy older than half a minute.
    staleTime: 30_000,
  });
}

export function useRooms(q: RoomsQuery) {
  return useQuery(roomsQueryOptions(q));
}
