import type { BookingLabel } from '@staybook/contract/booking';

/** Spec 2.12 chips (All, Upcoming, Processing, Ongoing) plus Completed and Cancelled. Default All. */
export const bookingChips = ['All', 'Upcoming', 'Processing', 'Ongoing', 'Completed', 'Cancelled'] as const;
export type BookingChip = (typeof bookingChips)[number];

/** Spec 4: All shows everything; other chips keep bookings whose lowercased status equals the chip. */
export function filterBookings<T extends { status: string }>(bookings: readonly T[], chip: BookingChip): T[] {
  if (chip === 'All') return [...bookings];
  const wanted = chip.toLowerCase();
  return bookings.filter((b) => b.status.toLowerCase() === wanted);
}

/** Spec 4: 'upcoming' gets a yellow badge, every other status grey. */
export function statusBadgeClass(status: BookingLabel | string): string {
  return status === 'upcoming' ? 'bg-sand-400 text-slate-900' : 'bg-slate-200 text-slate-800';
}

export function statusLabel(status: string): string {
  return status.charAt(0).toUpperCase() + status.slice(1);
}
