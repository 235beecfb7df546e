import { formatInr, formatInrMoved, istDateToUnix, paiseToRupees } from '@staybook/contract';
import { createBookingRequestSchema } from '@staybook/contract/booking';
import type { createDeskBookingSchema, DeskBookingResult } from '@staybook/contract/desk-bookings';
import { rupeesToPaise } from '@staybook/contract/money';
import type { z } from 'zod';
import type { Tx } from '../../db/client.js';
import { badRequest, conflict, notFound } from '../../lib/http-errors.js';
import { paymentLinkToken, paymentLinkUrl } from '../../lib/payment-link-token.js';
import { recordAudit } from '../audit/audit.repository.js';
import type { Actor } from '../audit/audited-change.js';
import { ensureAccountOfPhone } from '../auth/auth.repository.js';
import { guestMessageEffect } from '../bookings/booking-notifications.js';
import { isLiveHold } from '../bookings/booking-rules.js';
import { type BookingRow, findBooking } from '../bookings/bookings.repository.js';
import { bookStay, type DeskOrigin } from '../bookings/bookings.service.js';
import { operatorOfDeskBooking } from '../ledger/index.js';
import type { BookingDeps } from '../ports/booking-payments.port.js';
import { quoteStay } from '../pricing/index.js';
import { writeEffects } from '../side-effects/index.js';
import { takeDeskPayment } from './desk-payments.service.js';

export type DeskBookingInput = z.output<typeof createDeskBookingSchema>;

/**
 * A booking the desk enters for a phone, walk-in, corporate or another channel's guest (issue 23): the website's
 * pricing pipeline and inventory (the same bookStay), under the guest's account (found or made from the mobile
 * number, so the stay is in their My Bookings), recording its source and the staff member. Paid at the property
 * (now, whole or part, with the method's reference; or later at the desk), or by a link the guest pays through the
 * payment provider, which holds the rooms until it expires.
 */
export async function createDeskBooking(
  deps: BookingDeps,
  actor: Actor,
  input: DeskBookingInput,
  now = new Date(),
  options: {
    /** Recorded in the booking's own transaction once it stands (a channel manager's revision: booked exactly once). */
    withBooking?: (tx: Tx, booking: BookingRow) => Promise<void>;
    /** A group's room picked up from its allotment, in the booking's transaction (modules/groups). */
    group?: Pick<DeskOrigin, 'beforeTake' | 'withInserted' | 'agreedRates'>;
  } = {},
): Promise<DeskBookingResult> {
  const rooms = input.rooms.map((r) => ({
    id: r.roomTypeId,
    roomCount: r.roomCount,
    adults: r.adults,
    children: r.children,
    ...(r.ratePlanId ? { ratePlanId: r.ratePlanId } : {}),
  }));
  if (input.payment.kind === 'at_desk') {
    // What is taken now cannot be more than the stay costs: priced first, so a refusal leaves nothing booked.
    const quote = await quoteStay(
      deps.db,
      {
        propertyId: input.propertyId,
        rooms: rooms.map((r) => ({
          roomTypeId: r.id,
          roomCount: r.roomCount,
          ratePlanId: r.ratePlanId,
          adults: r.adults,
          children: r.children,
        })),
        checkIn: input.checkIn,
        checkOut: input.checkOut,
        now,
      },
      deps.config.gstSlabs,
    );
    if (rupeesToPaise(input.payment.amount) > quote.totalPostTaxPaise)
      throw badRequest(
        `The stay costs ${formatInr(paiseToRupees(quote.totalPostTaxPaise))} with GST; the desk cannot take ${formatInrMoved(input.payment.amount)} for it. Nothing was booked.`,
      );
  }
  const guest = await ensureAccountOfPhone(deps.db, input.guest.phone, now);
  // The website's request, but the guest's e-mail is optional at the desk (kept empty: messages go by SMS only).
  const parsed = createBookingRequestSchema.omit({ primaryGuest: true }).parse({
    initiatePayment: true,
    checkInDate: istDateToUnix(input.checkIn),
    checkOutDate: istDateToUnix(input.checkOut),
    propertyId: input.propertyId,
    addons: [],
    guests: {
      adults: input.rooms.reduce((n, r) => n + r.adults, 0),
      children: input.rooms.reduce((n, r) => n + r.children, 0),
    },
    roomIds: rooms,
    ...(input.infants !== undefined ? { infants: input.infants } : {}),
    ...(input.pets !== undefined ? { pets: input.pets } : {}),
    ...(input.business ? { business: input.business } : {}),
    ...(input.recipientAddress ? { recipientAddress: input.recipientAddress } : {}),
    ...(input.language ? { language: input.language } : {}),
  });
  const request = { ...parsed, primaryGuest: { ...input.guest, email: input.guest.email ?? '' } };
  const link = input.payment.kind === 'link';
  const holdUntil = link ? new Date(now.getTime() + (input.payment as { hours: number }).hours * 3_600_000) : null;
  const atDesk = input.payment.kind === 'at_desk' ? input.payment : null;
  // An OTA booking names an operator of the register (its GSTIN goes in GSTR-1), or keeps a name the register lacks.
  const operator =
    input.source === 'ota'
      ? await operatorOfDeskBooking(deps.db, input)
      : { ecommerceOperatorId: null, channelName: null };
  const desk: DeskOrigin = {
    createdBy: actor.actorUserId,
    channel: input.source,
    channelName: operator.channelName,
    ecommerceOperatorId: operator.ecommerceOperatorId,
    ota:
      input.source === 'ota' && input.otaReservationNumber
        ? {
            reservationNumber: input.otaReservationNumber,
            amountPaise: input.otaAmount !== undefined ? rupeesToPaise(input.otaAmount) : null,
          }
        : null,
    notes: input.notes ?? null,
    ...options.group,
    payment: holdUntil ? { kind: 'link', holdUntil } : { kind: 'at_property' },
    // The link goes to the guest with the hold, or not at all (a side effect, sent after commit).
    ...(link
      ? {
          heldWithBooking: (tx: Tx, held: BookingRow) =>
            writeEffects(
              tx,
              guestMessageEffect(deps, { message: 'payment_link', bookingId: held.id, url: linkUrlOf(deps, held) }),
            ),
        }
      : {}),
    // Taken in the booking's own transaction: its confirmation and the hotel's message already count it as paid.
    ...(atDesk
      ? {
          async takenWithBooking(tx, booking) {
            const { row } = await takeDeskPayment(tx, booking, atDesk, actor, now);
            await recordAudit(tx, {
              ...actor,
              action: 'booking.payment_recorded',
              entityType: 'booking',
              entityId: booking.id,
              before: { balanceDue: paiseToRupees(booking.totalPostTaxPaise) },
              after: {
                deskPaymentId: row.id,
                paymentAmount: paiseToRupees(row.amountPaise),
                method: row.method,
                reference: row.reference,
                balanceDue: paiseToRupees(booking.totalPostTaxPaise - row.amountPaise),
              },
            });
          },
        }
      : {}),
  };
  if (options.withBooking) {
    const taken = desk.takenWithBooking;
    const also = options.withBooking;
    desk.takenWithBooking = async (tx, booking) => {
      await taken?.(tx, booking);
      await also(tx, booking);
    };
  }
  const data = await bookStay(deps, guest.id, request, null, now, desk);
  await recordAudit(deps.db, {
    ...actor,
    action: 'booking.desk_create',
    entityType: 'booking',
    entityId: data.bookingId,
    before: null,
    after: {
      code: data.code,
      source: input.source,
      channelName: desk.channelName,
      otaReservationNumber: desk.ota?.reservationNumber ?? null,
      payment: input.payment.kind,
      guest: input.guest.name,
    },
  });
  const booking = (await findBooking(deps.db, data.bookingId))!;
  let paymentLink: DeskBookingResult['paymentLink'] = null;
  if (link && booking.status === 'pending_payment' && booking.holdExpiresAt) {
    paymentLink = { url: linkUrlOf(deps, booking), expiresAt: Math.floor(booking.holdExpiresAt.getTime() / 1000) };
  }
  await deps.effects.settle(booking.id, now);
  return {
    bookingId: booking.id,
    code: booking.code,
    status: booking.status as DeskBookingResult['status'],
    totalAmount: paiseToRupees(booking.totalPostTaxPaise),
    paymentLink,
  };
}

/** The guest's payment link of a booking held at the desk: its page in the booking's language (English for none). */
const linkUrlOf = (deps: Pick<BookingDeps, 'config'>, booking: { id: string; language: string | null }) =>
  paymentLinkUrl(deps.config.publicUrl, paymentLinkToken(deps.config.authSecret, booking.id), booking.language);

/** The booking's link again, sent to the guest once more; 409 when it is not waiting for a payment any more. */
export async function resendPaymentLink(deps: BookingDeps, bookingId: string, now = new Date()) {
  const booking = await findBooking(deps.db, bookingId);
  if (!booking) throw notFound('Booking');
  if (booking.status !== 'pending_payment' || !booking.holdExpiresAt || !isLiveHold(booking, now))
    throw conflict('This booking is not waiting for a payment: there is no link to send.');
  const url = linkUrlOf(deps, booking);
  await writeEffects(deps.db, guestMessageEffect(deps, { message: 'payment_link', bookingId: booking.id, url }));
  await deps.effects.settle(booking.id, now);
  return { url, expiresAt: Math.floor(booking.holdExpiresAt.getTime() / 1000) };
}
