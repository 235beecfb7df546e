import type { PlanRates } from '@staybook/contract/admin-rate-plans';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../lib/console-api';
import { ratePlansPaths } from '../logic/rate-plans-paths';
import { ratePlanKeys } from './keys';

interface PlanRatesArgs {
  roomTypeId: string;
  planId: string;
  /** First and last night shown (inclusive), ISO dates. */
  from: string;
  to: string;
}

/** A plan's nights from–to: the room's rate, the plan's own rate, and what the guest pays. */
export async function getPlanRates({ roomTypeId, planId, from, to }: PlanRatesArgs): Promise<PlanRates> {
  const query = new URLSearchParams({ from, to });
  const res = await apiRequest<{ data: PlanRates }>(`${ratePlansPaths.planRates(roomTypeId, planId)}?${query}`);
  return res.data;
}

export const planRatesQueryOptions = (args: PlanRatesArgs) =>
  queryOptions({
    queryKey: [...ratePlanKeys.planRates(args.planId), args.from, args.to],
    queryFn: () => getPlanRates(args),
    // Moving to the next weeks keeps the last ones on screen until the new ones arrive (no jump).
    placeholderData: keepPreviousData,
  });

export function usePlanRates(args: PlanRatesArgs) {
  return useQuery(planRatesQueryOptions(args));
}
