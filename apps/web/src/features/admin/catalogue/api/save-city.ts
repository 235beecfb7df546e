import type { AdminCity, CityInput } from '@staybook/contract/admin-catalogue';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../lib/console-api';
import { CATALOGUE_BASE, catalogueKeys } from './keys';

/** Creates (id null) or replaces a city. */
export async function saveCity(id: string | null, input: CityInput): Promise<AdminCity> {
  const res = await apiRequest<{ data: AdminCity }>(
    id ? `${CATALOGUE_BASE}/cities/${id}` : `${CATALOGUE_BASE}/cities`,
    {
      method: id ? 'PUT' : 'POST',
      body: input,
    },
  );
  return res.data;
}

export function useSaveCity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string | null; input: CityInput }) => saveCity(id, input),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: catalogueKeys.cities }),
  });
}
