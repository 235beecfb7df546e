import type { AdminPropertyRatePlans } from '@staybook/contract/admin-rate-plans';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../lib/console-api';
import { ratePlansPaths } from '../logic/rate-plans-paths';
import { ratePlanKeys } from './keys';

export async function getPropertyRatePlans(propertyId: string): Promise<AdminPropertyRatePlans> {
  const res = await apiRequest<{ data: AdminPropertyRatePlans }>(ratePlansPaths.property(propertyId));
  return res.data;
}

export const propertyRatePlansQueryOptions = (propertyId: string) =>
  queryOptions({
    queryKey: ratePlanKeys.property(propertyId),
    queryFn: () => getPropertyRatePlans(propertyId),
    enabled: Boolean(propertyId),
  });

export function usePropertyRatePlans(propertyId: string) {
  return useQuery(propertyRatePlansQueryOptions(propertyId));
}
