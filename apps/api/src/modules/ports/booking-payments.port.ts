import type { PaymentOrder } from '@staybook/contract/booking';
import type { SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import type { bookings } from '../../db/schema/index.js';
import type { ServiceDeps } from '../service-deps.js';

/** A booking as stored (bookings.repository's BookingRow). */
type BookingRow = typeof bookings.$inferSelect;

/**
 * What booking use cases need from payments. The bookings module declares it (it is the caller) and never imports the
 * payments module; the payments module implements it (payments depends on bookings, not the reverse) and the app
 * hands it over in the module context. It lives in modules/ports, below the module context, so that the context can
 * name it without an import running back up into the bookings module.
 */

/**
 * The provider could not create an order. Payments reports it; the bookings module decides what becomes of the
 * booking (openOrderOrRelease: its hold is released and it ends payment_failed).
 */
export class OrderNotCreated extends Error {
  constructor(cause: unknown) {
    super('payment order could not be created', { cause });
  }
}

export interface BookingPaymentsPort extends ChangePaymentsPort {
  /**
   * The provider order a pending booking is paid through: an open one is re-used, else one is created. Throws
   * OrderNotCreated when the provider cannot make one (and changes nothing of the booking). `claimed`: the claim
   * firstOrderClaimWithBooking took with the booking, so the order is made without looking for one first.
   */
  openOrder(deps: ServiceDeps, booking: BookingRow, now: Date, claimed?: string): Promise<PaymentOrder>;
  /**
   * For a booking whose order is opened right after commit: its order's creation claimed by the statement that
   * inserts the booking (no extra round trip): the insert of the claim (run there as a CTE, its values placeholders),
   * the values, and the claim for openOrder.
   */
  firstOrderClaimWithBooking(
    bookingId: string,
    now: Date,
  ): { statement: SQL; values: Record<string, unknown>; token: string };
  /**
   * Inside the caller's transaction (booking locked): marks the booking's captured payments for refund, keeping
   * `keepPaise` (a cancellation charge; 0 refunds everything), so a crash before the provider call still leaves the
   * refund to the reconciler. A payment kept whole stays captured. Returns what it marked and how much each returns.
   */
  markCapturedForRefund(
    tx: Tx,
    bookingId: string,
    now: Date,
    keepPaise?: number,
  ): Promise<Array<{ id: string; amountPaise: number }>>;
  /** After commit: sends one marked refund to the provider; 'pending' when it must be retried. */
  sendRefund(
    deps: ServiceDeps,
    paymentId: string,
    reason: string,
    now: Date,
  ): Promise<'refunded' | 'pending' | 'skipped'>;
}

export interface ChangePaymentsPort {
  /** The provider order that pays a change's difference (an open one for the same change and amount is re-used). */
  openChangeOrder(
    deps: ServiceDeps,
    booking: BookingRow,
    change: { id: string; amountPaise: number },
    now: Date,
  ): Promise<PaymentOrder>;
  /** Inside the change's transaction: closes the open order of a change that lapsed unpaid (nobody can pay it now). */
  closeChangeOrder(tx: Tx, bookingId: string, changeId: string, now: Date): Promise<void>;
  /**
   * Inside the change's transaction (booking locked): marks `amountPaise` to go back from the booking's captured
   * payments, newest first, while the booking stands. Returns the refunds to send after commit. `changeId` null: a
   * refund of no change (a no-show's extras never supplied).
   */
  markChangeRefund(
    tx: Tx,
    bookingId: string,
    changeId: string | null,
    amountPaise: number,
    now: Date,
  ): Promise<string[]>;
  /** After commit: sends one marked change refund; 'pending' when the reconciler must retry it. */
  sendChangeRefund(deps: ServiceDeps, refundId: string, now: Date): Promise<'sent' | 'pending'>;
}

/** The use cases that take or return money get the port next to the usual dependencies. */
export type BookingDeps = ServiceDeps & { bookingPayments: BookingPaymentsPort };
