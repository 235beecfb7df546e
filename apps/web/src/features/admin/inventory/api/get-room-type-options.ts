import type { InventoryPropertyOption } from '@staybook/contract/admin-inventory';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../lib/console-api';
import { inventoryKeys } from './keys';

/** Every property with its room types (archived ones marked), for the pickers. */
export async function getRoomTypeOptions(): Promise<InventoryPropertyOption[]> {
  const res = await apiRequest<{ data: InventoryPropertyOption[] }>('/api/admin/inventory/room-types');
  return res.data;
}

export const roomTypeOptionsQueryOptions = () =>
  queryOptions({ queryKey: inventoryKeys.roomTypes, queryFn: getRoomTypeOptions });

export function useRoomTypeOptions() {
  return useQuery(roomTypeOptionsQueryOptions());
}
