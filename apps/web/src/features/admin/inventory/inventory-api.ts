import type {
  InventoryBulkEdit,
  InventoryBulkResult,
  InventoryCalendar,
  InventoryPropertyOption,
} from '@staybook/contract/admin-inventory';
import { apiRequest } from '../lib/console-api';

/** Rates and inventory (/api/admin/inventory), staff and admins. */
export const inventoryApi = {
  roomTypes: () =>
    apiRequest<{ data: InventoryPropertyOption[] }>('/api/admin/inventory/room-types').then((r) => r.data),
  calendar: (roomTypeId: string, from: string, to: string) =>
    apiRequest<{ data: InventoryCalendar }>('/api/admin/inventory', { query: { roomTypeId, from, to } }).then(
      (r) => r.data,
    ),
  bulk: (edit: InventoryBulkEdit) =>
    apiRequest<{ data: InventoryBulkResult }>('/api/admin/inventory/bulk', { method: 'POST', body: edit }).then(
      (r) => r.data,
    ),
};
