import type { RoomsResponse } from '@staybook/contract/catalogue';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export interface RoomRef {
  id: string;
  name: string;
}

/**
 * The property's room types (ids and names). The booking details answer names its rooms but carries no
 * room ids, so 'View room amenities' finds the room's page through this list.
 */
export async function getPropertyRooms(propertyId: string, signal?: AbortSignal): Promise<RoomRef[]> {
  const res = await apiRequest<RoomsResponse>('/property/v1/app/rooms', { query: { propertyId }, signal });
  return res.data.map((r) => ({ id: r.id, name: r.name }));
}

export function propertyRoomsQueryOptions(propertyId: string) {
  return queryOptions({
    queryKey: ['bookings', 'property-rooms', propertyId],
    queryFn: ({ signal }) => getPropertyRooms(propertyId, signal),
    staleTime: 10 * 60_000,
  });
}

export function usePropertyRooms(propertyId: string | null) {
  return useQuery({ ...propertyRoomsQueryOptions(propertyId ?? ''), enabled: Boolean(propertyId) });
}
