import { type Deliveries, sideEffectsPaths } from '@staybook/contract/side-effects';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../lib/console-api';
import { moneyKeys } from './keys';

export async function getDeliveries(): Promise<Deliveries> {
  const res = await apiRequest<{ data: Deliveries }>(sideEffectsPaths.list);
  return res.data;
}

export const deliveriesQuery = queryOptions({ queryKey: moneyKeys.deliveries, queryFn: getDeliveries });

/** What the outbox could not deliver after every automatic retry, and how many effects wait. */
export function useDeliveries() {
  return useQuery(deliveriesQuery);
}

export type RetryOutcome = 'delivered' | 'retrying' | 'dead' | 'taken';

export async function retryDelivery(id: number): Promise<RetryOutcome> {
  const res = await apiRequest<{ data: { outcome: RetryOutcome } }>(sideEffectsPaths.retry.replace(':id', String(id)), {
    method: 'POST',
  });
  return res.data.outcome;
}

/** Retries one dead effect now; the list is read again whatever the outcome. */
export function useRetryDelivery() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: retryDelivery,
    onSettled: () => queryClient.invalidateQueries({ queryKey: moneyKeys.deliveries }),
  });
}
