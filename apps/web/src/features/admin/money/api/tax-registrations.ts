import {
  type TaxRegistration,
  type TaxRegistrationInput,
  type TaxRegistrations,
  taxRegistrationPaths,
} from '@staybook/contract/tax-registrations';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../lib/console-api';
import { moneyKeys } from './keys';

export async function getTaxRegistrations(): Promise<TaxRegistrations> {
  const res = await apiRequest<{ data: TaxRegistrations }>(taxRegistrationPaths.list);
  return res.data;
}

/** The brand's GSTIN per state, and the states on sale without one (the money page and the GST report read it). */
export const taxRegistrationsQuery = queryOptions({
  queryKey: moneyKeys.registrations,
  queryFn: getTaxRegistrations,
  staleTime: 60_000,
});

export function useTaxRegistrations() {
  return useQuery(taxRegistrationsQuery);
}

export async function saveTaxRegistration(stateCode: string, body: TaxRegistrationInput): Promise<TaxRegistration> {
  const res = await apiRequest<{ data: TaxRegistration }>(
    taxRegistrationPaths.one.replace(':stateCode', encodeURIComponent(stateCode)),
    { method: 'PUT', body },
  );
  return res.data;
}

/** Saves a state's registration; the list is read again. */
export function useSaveTaxRegistration() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ stateCode, ...body }: TaxRegistrationInput & { stateCode: string }) =>
      saveTaxRegistration(stateCode, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: moneyKeys.registrations }),
  });
}
