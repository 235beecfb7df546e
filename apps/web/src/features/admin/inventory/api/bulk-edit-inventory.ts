import type { InventoryBulkEdit, InventoryBulkResult } from '@staybook/contract/admin-inventory';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../lib/console-api';
import { inventoryKeys } from './keys';

export async function bulkEditInventory(edit: InventoryBulkEdit): Promise<InventoryBulkResult> {
  const res = await apiRequest<{ data: InventoryBulkResult }>('/api/admin/inventory/bulk', {
    method: 'POST',
    body: edit,
  });
  return res.data;
}

/** Every month of the room type is read again: an edit may span several. */
export function useBulkEditInventory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: bulkEditInventory,
    onSuccess: (_result, edit) =>
      void queryClient.invalidateQueries({ queryKey: inventoryKeys.calendars(edit.roomTypeId) }),
  });
}
