import { standingBookingStatuses } from '@staybook/contract/booking-lifecycle';
import {
  type BooksReconciliation,
  reconcileBooksOf,
  type StayOwedAnInvoice,
  staysOwedAnInvoice,
} from '../ledger/index.js';
import type { ServiceDeps } from '../module-context.js';
import { bookingMoneyProblems } from './booking-money-check.js';
import { type MoneyCheckRow, paymentsWithBookings } from './payments.repository.js';

const MINUTE = 60_000;

/**
 * A capture is settled when it paid for a booking that stands (or stood: completed, no-show) or was cancelled by
 * staff who chose to keep it (the only way a captured payment sits on a cancelled booking: guests' cancellations
 * and late payments always refund), or when it went back to the guest.
 */
const BOOKING_KEEPS_MONEY: ReadonlySet<string> = new Set([...standingBookingStatuses, 'cancelled']);

export interface UnsettledCapture {
  providerPaymentId: string;
  orderId: string;
  amountPaise: number;
  capturedAt: Date;
  bookingId: string | null;
  bookingCode: string | null;
  bookingStatus: string | null;
  /** Our record of the order: created, failed, closed, captured, refund_pending, or null when we have none. */
  paymentStatus: string | null;
  problem: string;
}

export interface MoneyCheckReport {
  checkedFrom: Date;
  checkedTo: Date;
  /** Captures the provider reports in the window. */
  captures: number;
  unsettled: UnsettledCapture[];
  /** Stays the books say must have a tax invoice and have none, over all time (ledger staysOwedAnInvoice). */
  uninvoiced: StayOwedAnInvoice[];
  /**
   * cash = documents + advances outstanding (issue 41), per GSTIN over all time, and the bookings where it does not
   * hold (a refund still on its way is left out: it is listed above).
   */
  books: BooksReconciliation;
}

/**
 * Every rupee the provider captured more than `graceMinutes` ago (within `days`) must be a standing booking or a
 * refund. Starts from the provider's own list, so a capture whose webhook never reached us is found too; then adds
 * our own records stuck in between (captured on a booking that is not confirmed, a refund still pending).
 */
export async function checkMoney(
  deps: Pick<ServiceDeps, 'db' | 'adapters'>,
  now: Date,
  options: { graceMinutes?: number; days?: number } = {},
): Promise<MoneyCheckReport> {
  const to = new Date(now.getTime() - (options.graceMinutes ?? 10) * MINUTE);
  const from = new Date(now.getTime() - (options.days ?? 30) * 24 * 60 * MINUTE);
  const providerPayments = (await deps.adapters.payments.listPayments({ from, to })).filter(
    (p) => p.status === 'captured' || p.status === 'refunded',
  );
  const ours = new Map((await paymentsWithBookings(deps.db, from)).map((row) => [row.orderId, row]));
  const unsettled: UnsettledCapture[] = [];
  const seen = new Set<string>();

  for (const p of providerPayments) {
    if (p.status === 'refunded') continue;
    const row = ours.get(p.orderId);
    seen.add(p.orderId);
    const problem = captureProblem(row, p.id);
    if (problem)
      unsettled.push({
        providerPaymentId: p.id,
        orderId: p.orderId,
        amountPaise: p.amountPaise,
        capturedAt: p.createdAt,
        bookingId: row?.bookingId ?? null,
        bookingCode: row?.bookingCode ?? null,
        bookingStatus: row?.bookingStatus ?? null,
        paymentStatus: row?.status ?? null,
        problem,
      });
  }
  // Our side: captures the provider's list did not carry (older pages, another provider account) still count.
  for (const row of ours.values()) {
    if (seen.has(row.orderId) || row.updatedAt > to) continue;
    const problem = recordProblem(row);
    if (!problem) continue;
    unsettled.push({
      providerPaymentId: row.providerPaymentId ?? '',
      orderId: row.orderId,
      amountPaise: row.capturedPaise ?? row.amountPaise,
      capturedAt: row.updatedAt,
      bookingId: row.bookingId,
      bookingCode: row.bookingCode,
      bookingStatus: row.bookingStatus,
      paymentStatus: row.status,
      problem,
    });
  }
  // Each booking's own money: the records against the books, and nothing held beyond what it owes.
  const checked = [...ours.values()].filter((r) => r.updatedAt <= to);
  const latestOrder = new Map(checked.map((r) => [r.bookingId, r]));
  for (const p of await bookingMoneyProblems(
    deps.db,
    checked.map((r) => r.bookingId),
  )) {
    const order = latestOrder.get(p.bookingId);
    unsettled.push({
      providerPaymentId: '',
      orderId: order?.orderId ?? '',
      amountPaise: p.amountPaise,
      capturedAt: order?.updatedAt ?? to,
      bookingId: p.bookingId,
      bookingCode: p.bookingCode,
      bookingStatus: p.bookingStatus,
      paymentStatus: order?.status ?? null,
      problem: p.problem,
    });
  }
  // Every paid or ended stay has its invoice (issue 41): over all time, not the window.
  const uninvoiced = await staysOwedAnInvoice(deps.db, to);
  const books = await reconcileBooksOf(deps.db, to);
  return { checkedFrom: from, checkedTo: to, captures: providerPayments.length, unsettled, uninvoiced, books };
}

/** What a provider's capture lacks on our side, or null when our record settles it. */
function captureProblem(row: MoneyCheckRow | undefined, providerPaymentId: string): string | null {
  if (!row) return 'captured on an order we have no record of';
  if (row.status === 'refunded') return recordProblem(row);
  const ourCapture = row.status === 'captured' && row.providerPaymentId === providerPaymentId;
  if (row.status !== 'refund_pending' && !ourCapture) return `captured, but our record of the order says ${row.status}`;
  return recordProblem(row);
}

/**
 * What is unsettled in our own record of an order: a refund still pending or failed at the provider, or money on a
 * booking that ended.
 */
function recordProblem(row: MoneyCheckRow): string | null {
  const books = booksProblem(row);
  if (books) return books;
  if (row.status === 'refund_pending') return 'refund not yet accepted by the provider';
  if (row.status === 'refunded' && row.refundStatus === 'failed')
    return 'refund failed at the provider: the money is not back with the guest';
  if (row.status === 'captured' && !BOOKING_KEEPS_MONEY.has(row.bookingStatus))
    return `captured on a booking that is ${row.bookingStatus}`;
  return null;
}

/**
 * Where the books (the ledger's cash entries, decision 011) disagree with the payment's record: money taken that is
 * not in the books, or in them at another amount; a refund sent that the books do not show.
 */
function booksProblem(row: MoneyCheckRow): string | null {
  if (!['captured', 'refund_pending', 'refunded'].includes(row.status)) return null;
  const captured = row.capturedPaise ?? row.amountPaise;
  const booked = Number(row.bookedCapturePaise);
  if (booked !== captured)
    return booked === 0 ? 'captured, but not in the books' : `captured ${captured} paise, but the books say ${booked}`;
  if (row.status === 'refunded') {
    const refunded = row.refundAmountPaise ?? captured;
    const bookedRefund = Number(row.bookedRefundPaise);
    if (bookedRefund !== refunded)
      return bookedRefund === 0
        ? 'refunded, but the refund is not in the books'
        : `refunded ${refunded} paise, but the books say ${bookedRefund}`;
  }
  return null;
}
