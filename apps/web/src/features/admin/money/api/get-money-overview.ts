import { adminMoneyPaths, type MoneyOverview } from '@staybook/contract/admin-money';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../lib/console-api';
import { moneyKeys } from './keys';

export async function getMoneyOverview(): Promise<MoneyOverview> {
  const res = await apiRequest<{ data: MoneyOverview }>(adminMoneyPaths.overview);
  return res.data;
}

/**
 * Open alerts and the money check. The check asks the payment provider on every read, so it is not refetched on
 * focus; staff press "Check again" when they want a fresh answer.
 */
export const moneyOverviewQuery = queryOptions({
  queryKey: moneyKeys.overview,
  queryFn: getMoneyOverview,
  refetchOnWindowFocus: false,
});

export function useMoneyOverview() {
  return useQuery(moneyOverviewQuery);
}
