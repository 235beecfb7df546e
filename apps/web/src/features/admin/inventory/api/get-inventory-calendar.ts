import type { InventoryCalendar } from '@staybook/contract/admin-inventory';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../lib/console-api';
import { monthRange } from '../logic/inventory-logic';
import { inventoryKeys } from './keys';

export async function getInventoryCalendar(roomTypeId: string, from: string, to: string): Promise<InventoryCalendar> {
  const res = await apiRequest<{ data: InventoryCalendar }>('/api/admin/inventory', {
    query: { roomTypeId, from, to },
  });
  return res.data;
}

/** One month ('YYYY-MM') of a room type's nights. */
export function inventoryCalendarQueryOptions(roomTypeId: string, month: string, enabled = true) {
  const { from, to } = monthRange(month);
  return queryOptions({
    queryKey: inventoryKeys.calendar(roomTypeId, month),
    queryFn: () => getInventoryCalendar(roomTypeId, from, to),
    enabled,
  });
}

export function useInventoryCalendar(roomTypeId: string, month: string, enabled: boolean) {
  return useQuery(inventoryCalendarQueryOptions(roomTypeId, month, enabled));
}
