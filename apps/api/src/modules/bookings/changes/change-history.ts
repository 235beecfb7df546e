/** A booking's changes as the guest and the desk read them: what changed and what the money did. */
import { istDateToUnix, unixToIstDate } from '@staybook/contract';
import { changeLineTexts, changeMoneyStateText, englishChangeWords } from '@staybook/contract/booking-change-texts';
import type { BookingChange, ChangeKind, ChangeMoneyState, ChangeSettlement } from '@staybook/contract/booking-changes';
import { paiseToRupees } from '@staybook/contract/money';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.js';
import { notFound } from '../../../lib/http-errors.js';
import { type BookingChangeRow, changesOfBooking, findChange } from './booking-changes.repository.js';

import { type ChangeSide, deskBooking, guestBooking, stayView } from './change-plan.js';

// ─── History ────────────────────────────────────────────────────────────────────────────────────────────────────

/** A booking's changes for its guest (owner only; anyone else gets 404). */
export async function guestChanges(db: DbOrTx, userId: string, bookingId: string): Promise<BookingChange[]> {
  await guestBooking(db, userId, bookingId);
  return changesView(db, bookingId);
}

/** A booking's changes for the desk. */
export async function deskChanges(db: DbOrTx, bookingId: string): Promise<BookingChange[]> {
  await deskBooking(db, bookingId);
  return changesView(db, bookingId);
}

export async function changeView(db: DbOrTx, changeId: string): Promise<BookingChange> {
  const change = await findChange(db, changeId);
  if (!change) throw notFound('Change');
  const found = (await changesView(db, change.bookingId)).find((c) => c.id === changeId);
  if (!found) throw notFound('Change');
  return found;
}

export async function changesView(db: DbOrTx, bookingId: string): Promise<BookingChange[]> {
  const rows = await changesOfBooking(db, bookingId);
  const refunds = await refundsOfChanges(db, bookingId);
  const paid = await paidOfChanges(db, bookingId);
  return rows.map(({ change, staffName }) => {
    const before = change.before as ChangeSide;
    const after = change.after as ChangeSide;
    const mine = refunds.filter((r) => r.changeId === change.id);
    const paidPaise = paid.get(change.id) ?? 0;
    return {
      id: change.id,
      bookingId: change.bookingId,
      status: change.status as BookingChange['status'],
      requestedAt: Math.floor(change.createdAt.getTime() / 1000),
      appliedAt: change.appliedAt ? Math.floor(change.appliedAt.getTime() / 1000) : null,
      by: change.requestedBy as BookingChange['by'],
      staffName: change.requestedBy === 'staff' ? (staffName ?? null) : null,
      reason: change.reason,
      kinds: change.kinds as ChangeKind[],
      lines: linesOfChange(change),
      before: stayView(before),
      after: stayView(after),
      difference: paiseToRupees(change.differencePaise),
      settlement: change.settlement as ChangeSettlement,
      paid: paiseToRupees(paidPaise),
      refund: paiseToRupees(change.refundPaise),
      kept: paiseToRupees(change.keptPaise),
      ...moneyOfChange(change, mine, paidPaise),
    };
  });
}

/** The money's sentence and its facts (the contract's changeMoneyStateText writes the sentence). */
function moneyOfChange(
  change: BookingChangeRow,
  refunds: Awaited<ReturnType<typeof refundsOfChanges>>,
  paidPaise: number,
): Pick<BookingChange, 'moneyText' | 'moneyState'> {
  const moneyState = moneyStateOf(change, refunds, paidPaise);
  return moneyState
    ? { moneyText: changeMoneyStateText(moneyState, englishChangeWords), moneyState }
    : { moneyText: null };
}

/** One whole sentence per kind of change (the contract's changeLineTexts). */
export function linesOfChange(change: BookingChangeRow): string[] {
  return changeLineTexts(
    change.kinds as ChangeKind[],
    stayView(change.before as ChangeSide),
    stayView(change.after as ChangeSide),
    englishChangeWords,
  );
}

async function refundsOfChanges(db: DbOrTx, bookingId: string) {
  const { rows } = await db.execute<{
    change_id: string | null;
    amount_paise: number;
    refund_status: string | null;
    sent_at: Date | string | null;
    refund_processed_at: Date | string | null;
  }>(sqlRefunds(bookingId));
  return rows.map((r) => ({
    changeId: r.change_id,
    amountPaise: Number(r.amount_paise),
    refundStatus: r.refund_status,
    sentAt: r.sent_at ? new Date(r.sent_at) : null,
    processedAt: r.refund_processed_at ? new Date(r.refund_processed_at) : null,
  }));
}

async function paidOfChanges(db: DbOrTx, bookingId: string): Promise<Map<string, number>> {
  const { rows } = await db.execute<{ change_id: string; paid: number }>(sqlPaid(bookingId));
  return new Map(rows.map((r) => [r.change_id, Number(r.paid)]));
}

const sqlRefunds = (bookingId: string) => sql`
  select change_id, amount_paise, refund_status, sent_at, refund_processed_at
  from payment_refunds where booking_id = ${bookingId} order by created_at`;
const sqlPaid = (bookingId: string) => sql`
  select change_id, sum(coalesce(captured_paise, amount_paise)) as paid from payments
  where booking_id = ${bookingId} and change_id is not null and status in ('captured', 'refund_pending', 'refunded')
  group by change_id`;

/** The money of one change as it stands (a refund initiated is not yet credited): its facts, null when none moved. */
export function moneyStateOf(
  change: BookingChangeRow,
  refunds: Awaited<ReturnType<typeof refundsOfChanges>>,
  paidPaise: number,
): BookingChange['moneyState'] | null {
  const state = (kind: ChangeMoneyState, paise: number, day?: Date) => ({
    kind,
    amount: paiseToRupees(paise),
    ...(day ? { day: istDateToUnix(unixToIstDate(Math.floor(day.getTime() / 1000))) } : {}),
  });
  if (change.status === 'expired') return state('expired', 0);
  if (change.status === 'failed') return paidPaise > 0 ? state('failedRefunded', paidPaise) : state('failed', 0);
  if (change.status === 'awaiting_payment') return state('awaiting', change.payNowPaise);
  switch (change.settlement as ChangeSettlement) {
    case 'pay_online':
      return state('paidOnline', paidPaise || change.payNowPaise);
    case 'link':
      return paidPaise > 0 ? state('linkPaid', paidPaise) : state('linkSent', change.payNowPaise);
    case 'at_property':
      return change.differencePaise > 0 ? state('atProperty', change.differencePaise) : null;
    case 'kept':
      return state('kept', change.keptPaise);
    case 'refund': {
      const total = refunds.reduce((n, r) => n + r.amountPaise, 0) || change.refundPaise;
      const credited = refunds.length > 0 && refunds.every((r) => r.refundStatus === 'processed');
      const failed = refunds.some((r) => r.refundStatus === 'failed');
      const last = refunds.map((r) => r.processedAt ?? r.sentAt).filter((d): d is Date => d !== null);
      const when = last.length ? (last[last.length - 1] as Date) : (change.appliedAt ?? change.createdAt);
      if (failed) return state('refundFailed', total);
      return state(credited ? 'refunded' : 'refundSent', total, when);
    }
    default:
      return null;
  }
}

/** Every 30 s: changes whose payment did not come in time lapse (safe on many processes: each under its lock). */
