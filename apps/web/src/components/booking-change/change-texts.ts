import type { BookingChange, BookingChangePreview, ChangeStay } from '@staybook/contract/booking-changes';
import { formatDay, formatGuests, formatInstant, plural } from '@staybook/contract/format';

/** The labels of a change's comparison and history (the console's English, a guest page's in its language). */
export const changeLabels = [
  'change',
  'before',
  'after',
  'difference',
  'paidOnline',
  'payNow',
  'refunded',
  'kept',
  'due',
  'roomRent',
  'gst',
  'total',
  'history',
] as const;
export type ChangeLabel = (typeof changeLabels)[number];

/**
 * Every word the change's comparison and history draw (issue 43). The console and an English guest page read
 * `englishChangeTexts`: the words these components have always drawn and the server's sentences as sent; a guest
 * page in another language gives its own (features/bookings/components/change-words.ts), writing the server's
 * sentences from the change's facts.
 */
export interface ChangeTexts {
  label: (label: ChangeLabel) => string;
  /** '24 Dec 2026 – 28 Dec 2026 · 4 nights'. */
  stay: (stay: ChangeStay) => string;
  /** '1 room · Deluxe Room · Flexible · 2 adults'. */
  room: (room: ChangeStay['rooms'][number]) => string;
  /** The preview's outcome (its `message`). */
  message: (preview: BookingChangePreview) => string;
  /** Why the change cannot be made (its `reason`, when `allowed` is false). */
  refusal: (preview: BookingChangePreview) => string;
  /** The extras kept as booked through new dates (its `extrasNote`), null when none. */
  extrasNote: (preview: BookingChangePreview) => string | null;
  /** A change's lines (its `lines`). */
  lines: (change: BookingChange) => string[];
  /** What its money did (its `moneyText`), null when nothing moved. */
  moneyText: (change: BookingChange) => string | null;
  /** When it was made: '26 Nov 2026, 4:05 PM'. */
  when: (unix: number) => string;
  byWhom: (change: BookingChange, viewer: 'guest' | 'staff') => string;
  reason: (reason: string) => string;
  status: (status: BookingChange['status']) => string | null;
}

const englishLabels: Record<ChangeLabel, string> = {
  change: 'The change',
  before: 'Before',
  after: 'After',
  difference: 'Difference',
  paidOnline: 'Paid online so far',
  payNow: 'Pay now',
  refunded: 'Refunded',
  kept: 'Kept by the booking’s policy',
  due: 'Due at the property',
  roomRent: 'Room rent',
  gst: 'GST',
  total: 'Total',
  history: 'Changes, newest first',
};

const englishStatus: Record<BookingChange['status'], string | null> = {
  applied: null,
  awaiting_payment: 'Waiting for the payment of the difference.',
  expired: 'Not made: the difference was not paid in time.',
  failed: 'Not made: the new rooms were taken before the payment arrived, so the payment is refunded in full.',
};

export const englishChangeTexts: ChangeTexts = {
  label: (label) => englishLabels[label],
  stay: (s) => `${formatDay(s.checkInDate)} – ${formatDay(s.checkOutDate)} · ${plural(s.nights, 'night')}`,
  room: (r) =>
    `${plural(r.roomCount, 'room')} · ${r.roomName} · ${r.ratePlanName} · ${formatGuests(r.adults, r.children)}`,
  message: (preview) => preview.message,
  refusal: (preview) => preview.reason ?? '',
  extrasNote: (preview) => preview.extrasNote ?? null,
  lines: (change) => change.lines,
  moneyText: (change) => change.moneyText,
  when: formatInstant,
  byWhom: (c, viewer) => {
    if (c.by === 'guest') return viewer === 'guest' ? 'Changed by you' : 'Changed by the guest';
    if (!c.staffName) return 'Changed by the hotel';
    return viewer === 'guest' ? `Changed by ${c.staffName} at the hotel` : `Changed by ${c.staffName}`;
  },
  reason: (reason) => `Reason: ${reason}`,
  status: (status) => englishStatus[status],
};
