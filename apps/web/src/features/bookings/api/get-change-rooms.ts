import type { Room, RoomsResponse } from '@staybook/contract/catalogue';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** The property's room types for the new dates, each with the plans it sells under (what a change may pick). */
export async function getChangeRooms(
  propertyId: string,
  checkInDate: number,
  checkOutDate: number,
  signal?: AbortSignal,
): Promise<Room[]> {
  const res = await apiRequest<RoomsResponse>('/property/v1/app/rooms', {
    query: { propertyId, checkInDate, checkOutDate },
    signal,
  });
  return res.data;
}

export function changeRoomsQueryOptions(propertyId: string, checkInDate: number, checkOutDate: number) {
  return queryOptions({
    queryKey: ['bookings', 'change-rooms', propertyId, checkInDate, checkOutDate],
    queryFn: ({ signal }) => getChangeRooms(propertyId, checkInDate, checkOutDate, signal),
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });
}

export function useChangeRooms(propertyId: string | null, checkInDate: number, checkOutDate: number) {
  return useQuery({
    ...changeRoomsQueryOptions(propertyId ?? '', checkInDate, checkOutDate),
    enabled: Boolean(propertyId) && checkOutDate > checkInDate,
  });
}
