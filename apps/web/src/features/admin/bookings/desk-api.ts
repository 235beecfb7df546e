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
import { type BookingStatus, bookingStatusLabel, bookingStatusLabels } from '@staybook/contract/booking-lifecycle';
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

/** Filter options in the desk's order; the labels are the contract's lifecycle labels. */
const STATUS_ORDER: readonly BookingStatus[] = [
  'pending_payment',
  'confirmed',
  'checked_in',
  'completed',
  'cancelled',
  'no_show',
  'expired',
  'payment_failed',
];
export const bookingStatusOptions = STATUS_ORDER.map((status) => [status, bookingStatusLabels[status]] as const);

export const statusLabel = bookingStatusLabel;

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
  closed: 'Closed unpaid',
  created: 'Not paid',
  captured: 'Paid',
  failed: 'Failed',
  refund_pending: 'Refund pending',
  refunded: 'Refunded',
};

export function paymentLabel(status: string | null): string {
  return status ? (paymentLabels[status] ?? status) : 'No payment';
}

// Days, instants and counted nouns: the contract's format.ts (formatDayWithWeekday, formatInstant, plural).
