import { formatInr, paiseToRupees } from '@staybook/contract/money';
import type { DbOrTx } from '../../db/client.js';
import { bookingTotalsOf, paymentsOfBookings } from '../bookings/bookings.repository.js';
import { deskPaymentsOf } from '../bookings/desk-payments.repository.js';
import { bookingsMoneyOf } from '../ledger/index.js';

/** A booking whose money disagrees with itself: the payment records against the books, or more held than owed. */
export interface BookingMoneyProblem {
  bookingId: string;
  bookingCode: string;
  bookingStatus: string;
  amountPaise: number;
  problem: string;
}

const rupees = (paise: number) => formatInr(paiseToRupees(paise));

/**
 * The money check's second half (issue 46): for each booking, what the payment records say was paid (captures less
 * part refunds and closing refunds, marked or sent, plus the desk's) must equal the books' one figure (ledger
 * bookingMoneyOf), and a booking that stands must not hold more than its total and what its changes kept. Either
 * disagreement is what under-collected ₹11,463 and took ₹41,654 for a ₹14,514 stay.
 */
export async function bookingMoneyProblems(db: DbOrTx, bookingIds: string[]): Promise<BookingMoneyProblem[]> {
  const ids = [...new Set(bookingIds)];
  if (ids.length === 0) return [];
  // In order: one query at a time on a client.
  const rows = await bookingTotalsOf(db, ids);
  const pays = await paymentsOfBookings(db, ids);
  const desk = await deskPaymentsOf(db, ids);
  const books = await bookingsMoneyOf(db, rows);
  const problems: BookingMoneyProblem[] = [];
  for (const b of rows) {
    const money = books.get(b.id);
    if (!money) continue;
    const recorded =
      pays
        .filter((p) => p.bookingId === b.id)
        .reduce((n, p) => {
          if (!['captured', 'refund_pending', 'refunded'].includes(p.status)) return n;
          const captured = p.capturedPaise ?? p.amountPaise;
          const closing =
            p.status === 'refund_pending' || (p.status === 'refunded' && p.refundStatus !== 'failed')
              ? (p.refundAmountPaise ?? captured)
              : 0;
          return n + captured - p.partRefundedPaise - closing;
        }, 0) + desk.filter((d) => d.bookingId === b.id).reduce((n, d) => n + d.amountPaise, 0);
    const base = { bookingId: b.id, bookingCode: b.code, bookingStatus: b.status };
    if (recorded !== money.paidPaise)
      problems.push({
        ...base,
        amountPaise: Math.abs(recorded - money.paidPaise),
        problem: `the payment records say ${rupees(recorded)} is paid, but the books say ${rupees(money.paidPaise)}`,
      });
    const beyond = money.creditPaise - Number(b.keptByChangesPaise);
    if (beyond > 0)
      problems.push({
        ...base,
        amountPaise: beyond,
        problem: `holds ${rupees(beyond)} more than the stay's total of ${rupees(b.totalPostTaxPaise)}: refund it`,
      });
  }
  return problems;
}
