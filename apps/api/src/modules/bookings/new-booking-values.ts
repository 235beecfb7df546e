import { randomBytes } from 'node:crypto';
import type { createBookingRequestSchema } from '@staybook/contract/booking';
import { INITIAL_BOOKING_STATUS } from '@staybook/contract/booking-lifecycle';
import type { z } from 'zod';
import type { Tx } from '../../db/client.js';
import type { Quote } from '../pricing/index.js';
import { bookingCode } from './booking-rules.js';
import type { BookingRow } from './bookings.repository.js';

export type CreateBookingInput = z.output<typeof createBookingRequestSchema>;

/**
 * A booking entered at the desk (desk-bookings.service.ts): who entered it and where it came from; paid at the
 * property (it stands at once, nothing due online) or by a link that holds the rooms until `holdUntil`. The guest's
 * own limit of unpaid holds is not the desk's.
 */
export interface DeskOrigin {
  createdBy: string | null;
  channel: 'phone' | 'walk_in' | 'corporate' | 'ota';
  channelName: string | null;
  /** The OTA from the register of e-commerce operators (issue 41), when the booking came through one. */
  ecommerceOperatorId?: string | null;
  /** An OTA booking's own reservation number and what the OTA charges the guest (paise), as the desk entered them. */
  ota?: { reservationNumber: string; amountPaise: number | null } | null;
  notes: string | null;
  payment: { kind: 'at_property' } | { kind: 'link'; holdUntil: Date };
  /**
   * Money the desk took with the booking (a walk-in paying by UPI): recorded in the booking's own transaction, once it
   * is confirmed, so its confirmation and the hotel's message already count it as paid.
   */
  takenWithBooking?: (tx: Tx, booking: BookingRow) => Promise<void>;
  /** What the desk adds to a booking held for a payment, in its transaction (the payment link's message to the guest). */
  heldWithBooking?: (tx: Tx, booking: BookingRow) => Promise<void>;
  /**
   * A group's room (modules/groups): run in the booking's transaction before its nights are taken (the allotment's held
   * room made sellable to it alone), and with the booking's row once inserted (the rooming list's link to it).
   */
  beforeTake?: (tx: Tx) => Promise<void>;
  /** The group's agreed rate per room type and night (paise), priced instead of the calendar's rate. */
  agreedRates?: ReadonlyMap<string, ReadonlyMap<string, number>>;
  withInserted?: (tx: Tx, booking: BookingRow) => Promise<void>;
}

/** A new booking's row as held: its stay, guests, price as held, hold and origin (the guest's or the desk's). */
export function newBookingValues(
  deps: { config: { HOLD_MINUTES: number } },
  {
    id,
    userId,
    input,
    quote,
    fresh,
    due,
    totals,
    sold,
    idempotencyKey,
    now,
    desk,
  }: {
    id: string;
    userId: string;
    input: CreateBookingInput;
    quote: Quote;
    fresh: { totalRoomRentPaise: number; taxPaise: number; totalPostTaxPaise: number };
    due: { dueNowPaise: number };
    totals: { adults: number; children: number };
    sold: { bookingDeadline: Date | null };
    idempotencyKey: string | null;
    now: Date;
    desk: DeskOrigin | null;
  },
) {
  return {
    id,
    code: bookingCode(randomBytes(6)),
    userId,
    propertyId: quote.property.id,
    checkIn: quote.checkIn,
    checkOut: quote.checkOut,
    nights: quote.nights,
    adults: totals.adults,
    children: totals.children,
    ...companionsOf(input),
    status: INITIAL_BOOKING_STATUS,
    guestName: input.primaryGuest.name,
    guestEmail: input.primaryGuest.email.toLowerCase(),
    guestPhone: input.primaryGuest.phone,
    totalRoomRentPaise: fresh.totalRoomRentPaise,
    taxPaise: fresh.taxPaise,
    totalPostTaxPaise: fresh.totalPostTaxPaise,
    amountDueNowPaise: due.dueNowPaise,
    holdExpiresAt:
      desk?.payment.kind === 'link'
        ? desk.payment.holdUntil
        : new Date(now.getTime() + deps.config.HOLD_MINUTES * 60_000),
    holdsInventory: true,
    freeCancellationUntil: sold.bookingDeadline,
    ...businessOf(input),
    ...(desk
      ? {
          channel: desk.channel,
          channelName: desk.channelName,
          ecommerceOperatorId: desk.ecommerceOperatorId ?? null,
          otaReservationNumber: desk.ota?.reservationNumber ?? null,
          otaAmountPaise: desk.ota?.amountPaise ?? null,
          createdBy: desk.createdBy,
          deskNotes: desk.notes,
        }
      : {}),
    idempotencyKey,
    language: input.language ?? null,
    createdAt: now,
    updatedAt: now,
  };
}

/**
 * "GST details for a business" as given (the contract validated the GSTIN), or a private guest's address for a large
 * invoice; none when not given, so a retry that leaves them out clears what an earlier attempt gave.
 */
export function businessOf(input: CreateBookingInput) {
  return {
    businessName: input.business?.companyName ?? null,
    businessGstin: input.business?.gstin ?? null,
    businessAddress: input.business?.address || null,
    // A private guest's address and state for an invoice above ₹50,000 (rule 46(p)); never required to book.
    recipientAddress: input.business ? null : (input.recipientAddress?.address ?? null),
    recipientStateCode: input.business ? null : (input.recipientAddress?.stateCode ?? null),
  };
}

/** Who comes along beyond the counted guests: infants (free) and pets, as the guest said; the property sees them. */
export function companionsOf(input: Pick<CreateBookingInput, 'infants' | 'pets'>) {
  return { infants: input.infants ?? 0, withPets: input.pets ?? false };
}
