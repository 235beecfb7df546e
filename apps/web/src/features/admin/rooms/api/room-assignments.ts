import type { RoomAssignments } from '@staybook/contract/admin-rooms';
import { addDays } from '@staybook/contract/stay-dates';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../lib/console-api';
import { GRID_NIGHTS } from '../logic/room-grid';
import { roomKeys } from './room-type-rooms';

/** The room grid's read (issue 44): a property's rooms and who sleeps in each over the window's nights. */
export async function getRoomAssignments(
  propertyId: string,
  from: string,
  nights = GRID_NIGHTS,
): Promise<RoomAssignments> {
  const res = await apiRequest<{ data: RoomAssignments }>('/api/admin/room-assignments', {
    query: { propertyId, from, to: addDays(from, nights - 1) },
  });
  return res.data;
}

// Under roomKeys.all, so an assign or a move on a booking has the grid read again.
export const roomAssignmentsQuery = (propertyId: string, from: string, nights = GRID_NIGHTS) =>
  queryOptions({
    queryKey: [...roomKeys.all, 'grid', propertyId, from, nights] as const,
    queryFn: () => getRoomAssignments(propertyId, from, nights),
  });

/** Asks nothing until a property is chosen. */
export const useRoomAssignments = (propertyId: string, from: string, nights = GRID_NIGHTS) =>
  useQuery({ ...roomAssignmentsQuery(propertyId, from, nights), enabled: propertyId !== '' });
