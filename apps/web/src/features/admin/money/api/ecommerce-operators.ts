import {
  type EcommerceOperator,
  type EcommerceOperatorInput,
  ecommerceOperatorPaths,
} from '@staybook/contract/ecommerce-operators';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../lib/console-api';
import { moneyKeys } from './keys';

export async function getEcommerceOperators(): Promise<EcommerceOperator[]> {
  const res = await apiRequest<{ data: EcommerceOperator[] }>(ecommerceOperatorPaths.list);
  return res.data;
}

/** The register of OTAs (e-commerce operators) with their GSTIN per state (issue 41). */
export const ecommerceOperatorsQuery = queryOptions({
  queryKey: moneyKeys.operators,
  queryFn: getEcommerceOperators,
  staleTime: 60_000,
});

export function useEcommerceOperators() {
  return useQuery(ecommerceOperatorsQuery);
}

/** Adds an operator (no id) or changes one; the register is read again. */
export function useSaveEcommerceOperator() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, ...body }: EcommerceOperatorInput & { id: string | null }) => {
      const res = await apiRequest<{ data: EcommerceOperator }>(
        id ? ecommerceOperatorPaths.one.replace(':id', encodeURIComponent(id)) : ecommerceOperatorPaths.list,
        { method: id ? 'PUT' : 'POST', body },
      );
      return res.data;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: moneyKeys.operators }),
  });
}
