import type { RatesBulkEditInput, RatesBulkPreview } from '@staybook/contract/admin-rate-plans';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../lib/console-api';
import { ratePlansPaths } from '../logic/rate-plans-paths';

/** Old → new for every open night of the chosen room types; nothing is written. */
export async function previewBulkRates(edit: RatesBulkEditInput): Promise<RatesBulkPreview> {
  const res = await apiRequest<{ data: RatesBulkPreview }>(ratePlansPaths.bulkPreview, { method: 'POST', body: edit });
  return res.data;
}

export function usePreviewBulkRates() {
  return useMutation({ mutationFn: previewBulkRates });
}
