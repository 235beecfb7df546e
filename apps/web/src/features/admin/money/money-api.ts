import { adminMoneyPaths, type MoneyOverview, type StaffAlert } from '@staybook/contract/admin-money';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../lib/console-api';

/** The money panel's API (/api/admin/money): staff and admins. */
export const moneyApi = {
  overview: () => apiRequest<{ data: MoneyOverview }>(adminMoneyPaths.overview).then((r) => r.data),
  resolveAlert: (id: string) =>
    apiRequest<{ data: StaffAlert }>(adminMoneyPaths.resolveAlert.replace(':id', encodeURIComponent(id)), {
      method: 'POST',
    }).then((r) => r.data),
};

const moneyKey = ['console', 'money'] as const;

/**
 * Open alerts and the money check. The check asks the payment provider on every read, so it is not refetched on
 * focus; staff press "Check again" when they want a fresh answer.
 */
export const moneyOverviewQuery = queryOptions({
  queryKey: [...moneyKey, 'overview'],
  queryFn: moneyApi.overview,
  refetchOnWindowFocus: false,
});

export function useMoneyOverview() {
  return useQuery(moneyOverviewQuery);
}

/** Marks an alert handled; stays pending until the overview has been read again, so the alert leaves at once. */
export function useResolveAlert() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: moneyApi.resolveAlert,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: moneyKey }),
  });
}

/** Unix seconds → ISO, for the console's IST formatters and <time dateTime>. */
export const unixToIso = (seconds: number): string => new Date(seconds * 1000).toISOString();
