import type { PropertyListResponse } from '@staybook/contract/catalogue';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export function propertiesQuery(params: Record<string, string>) {
  return queryOptions({
    queryKey: ['properties', params],
    queryFn: ({ signal }) => apiRequest<PropertyListResponse>('/property/v1/app/property', { query: params, signal }),
    placeholderData: (previous) => previous,
  });
}
