import { type SettlementsReport, settlementPaths } from '@staybook/contract/settlements';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest, downloadFile } from '../../lib/console-api';
import { moneyKeys } from './keys';

export interface SettlementsRange {
  from: string;
  to: string;
}

export async function getSettlements(range: SettlementsRange): Promise<SettlementsReport> {
  const res = await apiRequest<{ data: SettlementsReport }>(settlementPaths.list, { query: { ...range } });
  return res.data;
}

export const settlementsQuery = (range: SettlementsRange) =>
  queryOptions({
    queryKey: [...moneyKeys.settlements, range.from, range.to],
    queryFn: () => getSettlements(range),
    placeholderData: keepPreviousData,
  });

/** The provider's settlements to the bank made in a range of IST days. */
export function useSettlements(range: SettlementsRange) {
  return useQuery(settlementsQuery(range));
}

export const downloadSettlements = (range: SettlementsRange) =>
  downloadFile(settlementPaths.csv, `settlements-${range.from}-to-${range.to}.csv`, { ...range });
