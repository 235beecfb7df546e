import type {
  AdminBookingChange,
  AdminBookingDetails,
  AdminBookingList,
  AdminCancelBooking,
  Arrivals,
  ArrivalsQuery,
  Dashboard,
  DashboardQuery,
  DeskPropertyOption,
} from '@staybook/contract/admin-bookings';
import type { QueryClient } from '@tanstack/react-query';
import { apiRequest } from '../lib/console-api';

/** The bookings desk API (/api/admin/bookings, /api/admin/arrivals, /api/admin/dashboard). Staff and admins. */
export const deskApi = {
  /** Filters as in the URL: from, to, status, propertyId, phone, q, page, pageSize. */
  list: (query: Record<string, string | number | undefined>) =>
    apiRequest<{ data: AdminBookingList }>('/api/admin/bookings', { query: { ...query } }).then((r) => r.data),
  details: (id: string) =>
    apiRequest<{ data: AdminBookingDetails }>(`/api/admin/bookings/${encodeURIComponent(id)}`).then((r) => r.data),
  properties: () => apiRequest<{ data: DeskPropertyOption[] }>('/api/admin/bookings/properties').then((r) => r.data),
  cancel: (id: string, body: AdminCancelBooking) =>
    apiRequest<{ data: AdminBookingChange }>(`/api/admin/bookings/${encodeURIComponent(id)}/cancel`, {
      method: 'POST',
      body,
    }).then((r) => r.data),
  change: (id: string, action: StayAction) =>
    apiRequest<{ data: AdminBookingChange }>(`/api/admin/bookings/${encodeURIComponent(id)}/${action}`, {
      method: 'POST',
    }).then((r) => r.data),
  arrivals: (query: ArrivalsQuery) =>
    apiRequest<{ data: Arrivals }>('/api/admin/arrivals', { query: { ...query } }).then((r) => r.data),
  dashboard: (query: DashboardQuery) =>
    apiRequest<{ data: Dashboard }>('/api/admin/dashboard', { query: { ...query } }).then((r) => r.data),
};

export type StayAction = 'check-in' | 'check-out' | 'no-show';

/** After any change the list, details, arrivals board and dashboard are read again. */
export function refreshDesk(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: ['console', 'desk'] });
}

export const propertiesQuery = {
  queryKey: ['console', 'desk', 'properties'],
  queryFn: deskApi.properties,
  staleTime: 5 * 60_000,
};

// ─── Labels and formats ─────────────────────────────────────────────────────────────────────────────

export const bookingStatusOptions = [
  ['pending_payment', 'Payment pending'],
  ['confirmed', 'Confirmed'],
  ['checked_in', 'Checked in'],
  ['completed', 'Completed'],
  ['cancelled', 'Cancelled'],
  ['no_show', 'No-show'],
  ['expired', 'Hold expired'],
  ['payment_failed', 'Payment failed'],
] as const;

const statusLabels: Record<string, string> = Object.fromEntries(bookingStatusOptions);

export function statusLabel(status: string): string {
  return statusLabels[status] ?? status;
}

export type Tone = 'slate' | 'green' | 'amber' | 'red' | 'blue';

export function statusTone(status: string): Tone {
  switch (status) {
    case 'confirmed':
      return 'blue';
    case 'checked_in':
      return 'green';
    case 'pending_payment':
    case 'no_show':
      return 'amber';
    case 'cancelled':
    case 'payment_failed':
      return 'red';
    default:
      return 'slate';
  }
}

const paymentLabels: Record<string, string> = {
  created: 'Not paid',
  captured: 'Paid',
  failed: 'Failed',
  refund_pending: 'Refund pending',
  refunded: 'Refunded',
};

export function paymentLabel(status: string | null): string {
  return status ? (paymentLabels[status] ?? status) : 'No payment';
}

const dayFormat = new Intl.DateTimeFormat('en-IN', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

/** '2030-03-02' → 'Sat, 2 Mar 2030' (a calendar date: no time zone shift). */
export function formatDay(date: string): string {
  const [y, m, d] = date.split('-').map(Number);
  if (!y || !m || !d) return date;
  return dayFormat.format(new Date(Date.UTC(y, m - 1, d)));
}

const instantFormat = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: 'Asia/Kolkata',
});

/** An instant in IST: '2 Mar 2030, 2:05 pm'. */
export function formatInstant(iso: string): string {
  return instantFormat.format(new Date(iso));
}

export function plural(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}
