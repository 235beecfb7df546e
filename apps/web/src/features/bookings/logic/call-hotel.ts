import type { BookingLabel } from '@staybook/contract/booking-lifecycle';

/**
 * Spec 2.12's fixed 'Call us to modify/cancel booking' is offered only for a booking that stands (upcoming, in stay,
 * or stayed): an unpaid, lapsed, failed or cancelled booking has nothing to modify or cancel (issue 24, true words).
 */
const STANDING_LABELS: ReadonlySet<BookingLabel> = new Set(['upcoming', 'ongoing', 'completed']);

export function offersCallToModify(label: BookingLabel): boolean {
  return STANDING_LABELS.has(label);
}
