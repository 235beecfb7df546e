import type { BookingData, VerifyPaymentRequest } from '@staybook/contract/booking';
import { standingBookingStatuses } from '@staybook/contract/booking-lifecycle';
import type { PaymentLinkPage } from '@staybook/contract/desk-bookings';
import { paiseToRupees } from '@staybook/contract/money';
import { notFound } from '../../lib/http-errors.js';
import { bookingOfPaymentLink } from '../../lib/payment-link-token.js';
import { toBookingData } from '../bookings/booking-data.js';
import { resumePayment } from '../bookings/booking-payment.service.js';
import { isLiveHold } from '../bookings/booking-rules.js';
import { type BookingRow, findBooking, roomsOfBookings } from '../bookings/bookings.repository.js';
import { bookingMoneyOf } from '../ledger/index.js';
import type { BookingDeps } from '../ports/booking-payments.port.js';
import { amountDueNowPaise, findProperty } from '../pricing/index.js';
import { ensurePaymentOrder } from './payment-orders.js';
import { findOpenOrder } from './payments.repository.js';
import { verifyPayment } from './verify-payment.service.js';

/**
 * A desk booking's payment link (issue 23): the guest opens /pay/<token> with no sign-in (the token is the key),
 * sees the stay and what it asks, and pays through the same provider checkout and verification as the website. A
 * link is payable while its booking's hold lasts; a capture that still arrives after it lapsed is re-held if the rooms
 * are free, else refunded in full (confirmPayment, as for any late payment).
 */

async function bookingOfToken(deps: Pick<BookingDeps, 'db' | 'config'>, token: string): Promise<BookingRow> {
  const bookingId = bookingOfPaymentLink(deps.config.authSecret, token);
  const booking = bookingId ? await findBooking(deps.db, bookingId) : undefined;
  if (!booking) throw notFound('Payment link');
  return booking;
}

function stateOf(booking: BookingRow, now: Date): PaymentLinkPage['state'] {
  if ((standingBookingStatuses as readonly string[]).includes(booking.status)) return 'paid';
  if (booking.status === 'pending_payment') return isLiveHold(booking, now) ? 'payable' : 'expired';
  return booking.status === 'expired' ? 'expired' : 'cancelled';
}

/** The open order of a change the desk made to a standing booking (its higher price, paid by the link), if any. */
async function openChangeOrderOf(deps: Pick<BookingDeps, 'db'>, booking: BookingRow) {
  if (!(standingBookingStatuses as readonly string[]).includes(booking.status)) return undefined;
  const open = await findOpenOrder(deps.db, booking.id);
  return open?.changeId ? { changeId: open.changeId, amountPaise: open.amountPaise } : undefined;
}

export async function paymentLinkPage(deps: BookingDeps, token: string, now = new Date()): Promise<PaymentLinkPage> {
  const booking = await bookingOfToken(deps, token);
  const [property, rooms, change, money] = await Promise.all([
    findProperty(deps.db, booking.propertyId),
    roomsOfBookings(deps.db, [booking.id]),
    openChangeOrderOf(deps, booking),
    bookingMoneyOf(deps.db, booking),
  ]);
  const stay = {
    bookingId: booking.id,
    code: booking.code,
    propertyName: property?.name ?? '',
    checkIn: booking.checkIn,
    checkOut: booking.checkOut,
    nights: booking.nights,
    guestName: booking.guestName,
    rooms: rooms.map((r) => ({ name: r.name, roomCount: r.roomCount })),
    totalAmount: paiseToRupees(booking.totalPostTaxPaise),
    // The books' word on money that arrived (a payment after the hold lapsed is refunded in full): never "no money
    // was taken" once something was captured.
    ...(money.capturedPaise > 0 ? { refundedAmount: paiseToRupees(money.refundedPaise) } : {}),
  };
  // A change the desk made asks its difference, for as long as the booking stands.
  if (change)
    return { ...stay, state: 'payable', amountDue: paiseToRupees(change.amountPaise), expiresAt: null, isChange: true };
  return {
    ...stay,
    state: stateOf(booking, now),
    amountDue: paiseToRupees(amountDueNowPaise(booking)),
    expiresAt: booking.holdExpiresAt ? Math.floor(booking.holdExpiresAt.getTime() / 1000) : null,
  };
}

/** Opens (or re-opens) the provider checkout for the link's booking, as the guest's own "Complete payment" does. */
export async function paymentLinkCheckout(deps: BookingDeps, token: string, now = new Date()): Promise<BookingData> {
  const booking = await bookingOfToken(deps, token);
  const change = await openChangeOrderOf(deps, booking);
  if (change) {
    const rooms = await roomsOfBookings(deps.db, [booking.id]);
    const order = await ensurePaymentOrder(deps, booking, now, {
      change: { id: change.changeId, amountPaise: change.amountPaise },
    });
    return toBookingData(
      booking,
      rooms.map((r) => ({ id: r.roomTypeId, roomCount: r.roomCount, adults: r.adults, children: r.children })),
      order,
    );
  }
  return resumePayment(deps, booking.userId, booking.id, now);
}

/** The checkout's answer, verified as the website's is (signature, order of this booking), then confirmed. */
export async function verifyPaymentLink(
  deps: BookingDeps,
  token: string,
  body: Omit<VerifyPaymentRequest, 'bookingId'>,
) {
  const booking = await bookingOfToken(deps, token);
  return verifyPayment(deps, booking.userId, { ...body, bookingId: booking.id });
}
