import type { DatePricesResponse } from '@staybook/contract/date-prices';
import { istDateToUnix } from '@staybook/contract/stay-dates';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client';
import { monthSpan } from './stay-picker-logic';

/**
 * GET /property/v1/app/date-prices for one month in view (and, with a stay, its flexible check-ins). Shared by the
 * property and rooms pages' stay picker, so it lives beside it rather than in either feature.
 */
export const datePricesQuery = (
  propertyId: string,
  month: string,
  flexible: { checkIn: string; nights: number } | null,
) => {
  const { first, days } = monthSpan(month);
  return queryOptions({
    queryKey: ['date-prices', propertyId, month, flexible?.checkIn ?? null, flexible?.nights ?? null],
    queryFn: ({ signal }) =>
      apiRequest<DatePricesResponse>('/property/v1/app/date-prices', {
        query: {
          propertyId,
          from: istDateToUnix(first),
          days,
          ...(flexible ? { checkInDate: istDateToUnix(flexible.checkIn), nights: flexible.nights } : {}),
        },
        signal,
      }),
    select: (res) => res.data,
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });
};

export const useDatePrices = (
  propertyId: string,
  month: string,
  flexible: { checkIn: string; nights: number } | null,
  enabled: boolean,
) => useQuery({ ...datePricesQuery(propertyId, month, flexible), enabled });
