import type { BookingData } from '@staybook/contract/booking';
import { extrasFieldsOf } from '@staybook/contract/booking-extras';
import { paiseToRupees } from '@staybook/contract/money';
import { amountDueNowPaise, bookingPaymentPolicy, roomsDueNowPaise } from '../pricing/index.js';
import type { BookingRow } from './bookings.repository.js';

/** The booking call's answer (spec section 3's booking response, plus code, status and hold expiry). */
export function toBookingData(
  booking: BookingRow,
  roomIds: Array<{ id: string; roomCount: number; adults: number; children: number; ratePlanId?: string | null }>,
  payment: BookingData['payment'],
): BookingData {
  return {
    bookingId: booking.id,
    code: booking.code,
    status: booking.status as BookingData['status'],
    holdExpiresAt: booking.holdExpiresAt ? Math.floor(booking.holdExpiresAt.getTime() / 1000) : null,
    rate_details: {
      totalRoomRent: paiseToRupees(booking.totalRoomRentPaise),
      tax: paiseToRupees(booking.taxPaise),
      totalPreTax: paiseToRupees(booking.totalRoomRentPaise),
      totalPostTax: paiseToRupees(booking.totalPostTaxPaise),
      nights: booking.nights,
    },
    payment,
    roomIds: roomIds.map((r) => ({
      id: r.id,
      roomCount: r.roomCount,
      adults: r.adults,
      children: r.children,
      ...(r.ratePlanId !== undefined ? { ratePlanId: r.ratePlanId } : {}),
    })),
    freeCancellationUntil: booking.freeCancellationUntil
      ? Math.floor(booking.freeCancellationUntil.getTime() / 1000)
      : null,
    amountDueNow: paiseToRupees(amountDueNowPaise(booking)),
    amountDueAtProperty: paiseToRupees(booking.totalPostTaxPaise - roomsDueNowPaise(booking)),
    paymentPolicy: bookingPaymentPolicy(booking),
    ...extrasFieldsOf(booking.onlineExtras, booking.totalPostTaxPaise),
  };
}
