import { invoiceInForce } from '@staybook/contract/business-invoice';
import { financialYearOf, placeOfSupplyLabel } from '@staybook/contract/gst';
import type { TaxDocumentReason } from '@staybook/contract/tax-documents';
import type { Db, DbOrTx, Tx } from '../../db/client.js';
import type { Job } from '../module-context.js';
import type { ServiceDeps } from '../service-deps.js';
import { type EffectHandlers, writeEffects } from '../side-effects/index.js';
import {
  type AdvancePart,
  type AdvanceVoucher,
  advanceLines,
  advancesDue,
  linesTotal,
  outstandingAdvances,
} from './advance-rules.js';
import { staysHoldingUndocumentedMoney } from './books-check.repository.js';
import { companiesDue, isCompanyDocument } from './company-documents.js';
import { documentMailEffect, documentsEffect } from './document-effects.js';
import * as repo from './ledger.repository.js';
import {
  accrualTarget,
  type ChargeLine,
  changeFeeOver,
  chargeLines,
  differences,
  documentedSums,
  type documentLine,
  documentLines,
  documentSign,
  documentsDue,
  documentTotals,
  invoiceDiscounts,
  istDay,
  isVoucherKind,
  keptOver,
  type LineSum,
  STAY_ENDED_STATUSES,
  sumByKey,
} from './ledger-rules.js';
import { companyRecipient, documentsOfPayer, splitByPayer } from './payer-split-rules.js';
import { recipientOf } from './recipient-rules.js';
import {
  type DocumentKind,
  documentNumber,
  propertyAddressLine,
  type Registration,
  seriesOf,
  supplyFor,
} from './registration-rules.js';
import { homeRegistrationOf, registrationsOf } from './tax-registrations.service.js';

export { documentMailEffect, documentsEffect };

/**
 * The books (decision 011). Accrual entries follow a booking's state: `syncBookingBooks` compares what the ledger says
 * with what the booking now is and writes the difference, so every status change (moveBooking calls it in the same
 * transaction) is in the books exactly once. Cash entries follow the payment lifecycle and the desk. Documents
 * (`issueDocuments`) bring what was invoiced up to what is charged, after the change committed.
 */

const asEntry = (
  booking: { id: string; propertyId: string; channel: string },
  kind: repo.NewLedgerEntry['kind'],
  line: Pick<ChargeLine, 'date' | 'roomTypeId' | 'gstBp' | 'roomNights' | 'rentPaise' | 'taxPaise'>,
  now: Date,
): repo.NewLedgerEntry => ({
  bookingId: booking.id,
  propertyId: booking.propertyId,
  channel: booking.channel,
  kind,
  stayDate: line.date,
  roomTypeId: line.roomTypeId,
  gstBp: line.gstBp,
  roomNights: line.roomNights,
  rentPaise: line.rentPaise,
  taxPaise: line.taxPaise,
  recordedAt: now,
});

/**
 * Brings a booking's accrual entries to what its state says (ledger-rules accrualTarget): nights sold when it stands,
 * given back when it is cancelled, a no-show or left early, and the fee kept. Writes only the difference, so calling
 * it twice writes nothing the second time. Call it inside the transaction that changed the booking (it is locked).
 * A change of the stay passes what the cancellation policy kept of it (`change.keptPaise`): that money is a fee on the
 * lines the change removed (ledger-rules changeFeeOver), posted once with the change and kept whatever comes later;
 * a later cancellation or no-show keeps as its own fee only the money held beyond it.
 */
export async function syncBookingBooks(
  tx: DbOrTx,
  bookingId: string,
  now: Date,
  change: { keptPaise: number } | null = null,
): Promise<void> {
  const booking = await repo.bookingForBooks(tx, bookingId);
  // A booking that never stood has no entries and gets none (an unpaid hold lapsing or replaced): nothing to read.
  if (!booking?.confirmedAt) return;
  // One after another: inside a transaction the client runs one query at a time (parallel ones only queue, and
  // node-postgres 9 refuses them).
  const lines = await repo.bookedLines(tx, bookingId);
  const held = await repo.keptPaiseOf(tx, bookingId);
  const entries = await repo.accrualByKind(tx, bookingId);
  const charge = chargeLines(lines, booking.taxPaise);
  const sold = [...(entries.get('stay_charge') ?? []), ...(entries.get('stay_release') ?? [])];
  // What changes kept: the fees posted with earlier changes and this change's over the lines it removes now, never
  // more than the money held (a cancellation refunding everything gives a change's fee back too). The money held
  // beyond them is what a cancellation or a no-show keeps.
  const changeHave = entries.get('change_fee') ?? [];
  const changeAll = [...changeHave, ...(change ? changeFeeOver(change.keptPaise, sumByKey(sold), charge) : [])];
  const changeTotal = changeAll.reduce((n, l) => n + l.rentPaise + l.taxPaise, 0);
  const changeKept = Math.min(changeTotal, Math.max(0, held));
  const changeWant = changeKept < changeTotal ? keptOver(changeKept, [...sumByKey(changeAll).values()]) : changeAll;
  const target = accrualTarget({ ...booking, keptPaise: held - changeKept }, charge);
  const rows: repo.NewLedgerEntry[] = [];
  for (const d of differences(sumByKey(target.sold), sumByKey(sold)))
    rows.push(asEntry(booking, d.roomNights >= 0 && d.rentPaise >= 0 ? 'stay_charge' : 'stay_release', d, now));
  for (const d of differences(sumByKey(changeWant), sumByKey(changeHave)))
    rows.push({ ...asEntry(booking, 'cancellation_fee', d, now), note: repo.CHANGE_FEE_NOTE });
  for (const kind of ['cancellation_fee', 'no_show_fee', 'early_departure_fee'] as const) {
    const want = target.feeKind === kind ? target.fees : [];
    const have = entries.get(kind) ?? [];
    if (!want.length && !have.length) continue;
    for (const d of differences(sumByKey(want), sumByKey(have))) rows.push(asEntry(booking, kind, d, now));
  }
  // A cancelled stay's extras were never supplied: each standing one is given back whole (docs/folios-and-extras.md),
  // as the cancellation refunds what was paid for them; once per charge (the index on folio charge and sign).
  if (booking.status === 'cancelled')
    for (const e of entries.get('extra_charge') ?? [])
      if (e.folioChargeId && e.rentPaise + e.taxPaise > 0)
        rows.push({
          bookingId: booking.id,
          propertyId: booking.propertyId,
          channel: booking.channel,
          kind: 'extra_charge',
          stayDate: e.date,
          gstBp: e.gstBp,
          rentPaise: -e.rentPaise,
          taxPaise: -e.taxPaise,
          folioChargeId: e.folioChargeId,
          sac: e.sac ?? null,
          recordedAt: now,
        });
  await repo.insertEntries(tx, rows);
  // The documents follow what moved (a credit note on a cancellation, a debit note on a change) and a stay that ended
  // (a deposit stay's invoice at check-out): a side effect, delivered after the commit. A check-in moves neither.
  if (rows.length || STAY_ENDED_STATUSES.includes(booking.status)) await writeEffects(tx, [documentsEffect(bookingId)]);
}

/**
 * A booking's charge per night line as the books count it, and the money the brand holds for it: what the desk's
 * confirmation of a no-show or an early departure says the policy keeps (read only).
 */
export async function stayChargeOf(db: DbOrTx, bookingId: string, bookingTaxPaise: number) {
  // In order: the caller may pass its transaction.
  const lines = await repo.bookedLines(db, bookingId);
  const held = await repo.keptPaiseOf(db, bookingId);
  // Money a change kept is its own fee already (syncBookingBooks): not held for the stay's own policy.
  const changeFees = (await repo.accrualByKind(db, bookingId)).get('change_fee') ?? [];
  const keptPaise = Math.max(0, held - changeFees.reduce((n, l) => n + l.rentPaise + l.taxPaise, 0));
  return { lines: chargeLines(lines, bookingTaxPaise), keptPaise };
}

/**
 * Records the money of a payment that moved: a capture once it is taken (captured, or straight to a refund when the
 * amount was wrong), the refund once the provider accepted it, the money back with the brand if the refund failed.
 * Each once per payment (a unique index), whichever channel brought the news.
 */
export async function recordPaymentMoney(tx: DbOrTx, paymentId: string, now: Date): Promise<void> {
  const p = await repo.paymentForBooks(tx, paymentId);
  if (!p) return;
  await writeEffects(tx, [documentsEffect(p.booking_id)]);
  const captured = Number(p.captured_paise ?? p.amount_paise);
  const base = {
    bookingId: p.booking_id,
    propertyId: p.property_id,
    channel: p.channel,
    paymentId: p.id,
    method: p.method,
    recordedAt: now,
  };
  if (['captured', 'refund_pending', 'refunded'].includes(p.status))
    await repo.insertCashOnce(tx, {
      ...base,
      kind: 'capture',
      cashPaise: captured,
      providerReference: p.provider_payment_id,
    });
  if (p.status === 'refunded') {
    const refunded = Number(p.refund_amount_paise ?? captured);
    await repo.insertCashOnce(tx, { ...base, kind: 'refund', cashPaise: -refunded, providerReference: p.refund_id });
    if (p.refund_status === 'failed')
      await repo.insertCashOnce(tx, {
        ...base,
        kind: 'refund_failed',
        cashPaise: refunded,
        providerReference: p.refund_id,
        note: 'The provider could not send the refund: the money is with the brand until it is refunded again.',
      });
  }
}

/**
 * Records a refund of part of a payment (a change lowered the price): the money out once the provider accepted it,
 * back with the brand if the provider could not send it. Each once per refund (a unique index).
 */
export async function recordPartialRefundMoney(tx: DbOrTx, refundId: string, now: Date): Promise<void> {
  const r = await repo.partialRefundForBooks(tx, refundId);
  if (!r?.provider_refund_id) return;
  await writeEffects(tx, [documentsEffect(r.booking_id)]);
  const base = {
    bookingId: r.booking_id,
    propertyId: r.property_id,
    channel: r.channel,
    paymentRefundId: r.id,
    method: r.method,
    providerReference: r.provider_refund_id,
    recordedAt: now,
  };
  const amount = Number(r.amount_paise);
  await repo.insertCashOnce(tx, { ...base, kind: 'refund', cashPaise: -amount });
  if (r.refund_status === 'failed')
    await repo.insertCashOnce(tx, {
      ...base,
      kind: 'refund_failed',
      cashPaise: amount,
      note: 'The provider could not send the refund: the money is with the brand until it is refunded again.',
    });
}

/** Records money taken at the desk (once per desk payment). */
export async function recordDeskMoney(
  tx: DbOrTx,
  desk: { id: string; bookingId: string; amountPaise: number; method: string; reference: string | null },
  actorUserId: string | null,
  now: Date,
): Promise<void> {
  const booking = await repo.bookingForBooks(tx, desk.bookingId);
  if (!booking) return;
  await writeEffects(tx, [documentsEffect(booking.id)]);
  await repo.insertCashOnce(tx, {
    bookingId: booking.id,
    propertyId: booking.propertyId,
    channel: booking.channel,
    kind: 'desk_payment',
    cashPaise: desk.amountPaise,
    method: desk.method,
    providerReference: desk.reference,
    deskPaymentId: desk.id,
    recordedBy: actorUserId,
    recordedAt: now,
  });
}

// ─── Documents ──────────────────────────────────────────────────────────────────────────────────────

function invoiceReason(status: string): TaxDocumentReason {
  if (status === 'completed') return 'stay_completed';
  if (status === 'cancelled') return 'cancellation_charge';
  if (status === 'no_show') return 'no_show_charge';
  return 'stay_paid';
}

/**
 * Issues what a booking's documents lack (decision 011): the invoice when its stay is paid in full, or — for a deposit
 * or pay-at-property stay — when it ends (check-out, or a cancellation or no-show that kept money); after the invoice,
 * a credit note when the charge went down and a debit note when it went up. One booking at a time (its row locked),
 * numbers taken in the same transaction; calling it again issues nothing.
 */
export async function issueDocuments(
  deps: { db: Db; home: Registration; guestMessages?: 'off' },
  bookingId: string,
  now = new Date(),
): Promise<repo.TaxDocumentRow[]> {
  return deps.db.transaction(async (tx) => {
    const booking = await repo.bookingForBooks(tx, bookingId, true);
    // Never stood: nothing was charged, so nothing is invoiced.
    if (!booking?.confirmedAt) return [];
    const accrual = await repo.accrualByKind(tx, bookingId);
    const existing = await repo.documentsOf(tx, bookingId);
    const cash = await repo.cashNetOf(tx, bookingId);
    // Vouchers are not supplies: what is charged is compared with invoices and notes only.
    const supplies = existing.filter((d) => !isVoucherKind(d.kind));
    const chargedRows = [...accrual.values()].flat();
    const charged = sumByKey(chargedRows);
    const chargedTotal = chargedRows.reduce((n, l) => n + l.rentPaise + l.taxPaise, 0);
    // Extras billed to a company are on its own documents (payer-split-rules); the rest on the booking's.
    const split = splitByPayer(charged);
    const guestSupplies = documentsOfPayer(supplies, null);
    // The invoice in force (a business's invoice replaces the one its credit note cancelled; later notes adjust it).
    const invoice = invoiceInForce(guestSupplies);
    const invoiceDue =
      Boolean(invoice) || (chargedTotal > 0 && (cash >= chargedTotal || STAY_ENDED_STATUSES.includes(booking.status)));
    const due = invoiceDue
      ? documentsDue(split.guest, documentedSums(guestSupplies), Boolean(invoice))
      : { invoice: [], credit: [], debit: [] };
    const companies = companiesDue(split.companies, supplies, invoiceDue);
    // Advances (rule 50): what the invoice issued now adjusts, and a receipt or refund voucher for money that moved
    // before the invoice (advance-rules advancesDue).
    const advances = advancesDue({
      cashPaise: cash,
      invoicedPaise:
        supplies.reduce((n, d) => n + documentSign(d.kind) * Number(d.totalPaise), 0) +
        companies.reduce((n, c) => n + linesTotal(c.due.invoice), 0),
      hasInvoice: Boolean(invoice),
      invoiceNowPaise: due.invoice.length ? linesTotal(due.invoice) : null,
      outstanding: outstandingAdvances(
        existing.filter((d) => isVoucherKind(d.kind)).map(asVoucher),
        supplies.flatMap((d) => (d.advances as AdvancePart[] | null) ?? []),
      ),
    });
    const issued: repo.TaxDocumentRow[] = [];
    const issue = async (
      kind: DocumentKind,
      lines: LineSum[],
      reason: TaxDocumentReason,
      refersTo: string | null,
      adjusts: AdvancePart[] | null = null,
      recipient: unknown = undefined,
    ) => {
      if (lines.length)
        issued.push(await issueOne(tx, deps.home, booking, { kind, lines, reason, refersTo, adjusts, recipient }, now));
      return lines.length ? issued.at(-1) : undefined;
    };
    // Each company's first, so the booking's own invoice is its latest (the one in force for the guest's page).
    for (const c of companies) {
      const to = companyRecipient(c, booking);
      const refersTo =
        c.invoiceId ??
        (await issue('invoice', c.due.invoice, invoiceReason(booking.status), null, null, to))?.id ??
        null;
      await issue('credit_note', c.due.credit, 'change_lower', refersTo, null, to);
      await issue('debit_note', c.due.debit, 'change_higher', refersTo, null, to);
    }
    await issue('invoice', due.invoice, invoiceReason(booking.status), null, advances.adjust);
    const invoiceId = invoice?.id ?? issued.find((d) => d.kind === 'invoice' && !isCompanyDocument(d))?.id ?? null;
    await issue(
      'credit_note',
      due.credit,
      booking.status === 'cancelled' ? 'cancellation_refund' : booking.status === 'no_show' ? 'refund' : 'change_lower',
      invoiceId,
    );
    await issue('debit_note', due.debit, 'change_higher', invoiceId);
    for (const refund of advances.refunds)
      await issue('refund_voucher', refund.lines, 'advance_refunded', refund.voucherId);
    await issue(
      'receipt_voucher',
      advanceLines(advances.receiptPaise, [...charged.values()]),
      'advance_received',
      null,
    );
    // Each document is e-mailed to the guest when it is issued (issue 41), a side effect of issuing it.
    if (deps.guestMessages !== 'off') await writeEffects(tx, issued.map(documentMailEffect));
    return issued;
  });
}

/** A receipt or refund voucher as the advance rules read it: its lines as line sums (amounts positive). */
function asVoucher(d: repo.TaxDocumentRow): AdvanceVoucher {
  return {
    id: d.id,
    kind: d.kind as AdvanceVoucher['kind'],
    number: d.number,
    issueDate: d.issueDate,
    refersTo: d.invoiceId,
    lines: [...documentedSums([{ ...d, kind: 'invoice' }]).values()],
  };
}

export { documentedSums } from './ledger-rules.js';

export type StoredLine = ReturnType<typeof documentLine>;

export async function issueOne(
  tx: Tx,
  home: Registration,
  booking: repo.BookingForBooksRow,
  what: {
    kind: DocumentKind;
    lines: LineSum[];
    reason: TaxDocumentReason;
    /** The invoice a note adjusts, the receipt voucher a refund voucher refunds. */
    refersTo: string | null;
    /** The advances an invoice adjusts. */
    adjusts: AdvancePart[] | null;
    /** The recipient as printed on the invoice a note cancels (default: the booking's guest and business now). */
    recipient?: unknown;
  },
  now: Date,
): Promise<repo.TaxDocumentRow> {
  const { kind, lines: sums, reason, refersTo: invoiceId, adjusts } = what;
  const property = await repo.propertyForDocuments(tx, booking.propertyId);
  // Accommodation is supplied where the property stands (IGST Act s.12(3)): its state's registration issues it.
  const { registration, placeOfSupply, intraState } = supplyFor(
    await registrationsOf(tx, home),
    home,
    property?.state ?? null,
  );
  const lines = documentLines(sums, intraState);
  const totals = documentTotals(lines);
  const issueDate = istDay(now);
  const financialYear = financialYearOf(issueDate);
  // Each registration numbers its own documents: a series per state, per financial year.
  const series = seriesOf(kind, registration.stateCode, home.stateCode);
  const sequence = await repo.nextSequence(tx, series, financialYear);
  // The tariff and each discount, on an invoice of the whole stay as booked (kept with the document, as issued).
  // Compared with the room lines only: an extra on the invoice is not part of the room's booked price.
  const roomTaxable = lines.reduce((n, l) => n + (l.folioChargeId ? 0 : l.taxablePaise), 0);
  const priced =
    kind === 'invoice'
      ? invoiceDiscounts(roomTaxable, booking.totalRoomRentPaise, await repo.discountsOf(tx, booking.id))
      : null;
  return repo.insertDocument(tx, {
    kind,
    number: documentNumber(series, financialYear, sequence),
    series,
    financialYear,
    sequence,
    bookingId: booking.id,
    propertyId: booking.propertyId,
    invoiceId,
    reason,
    issuedAt: now,
    issueDate,
    supplier: {
      name: registration.legalName,
      companyName: registration.legalName,
      gstin: registration.gstin,
      address: registration.address,
      state: placeOfSupplyLabel(registration.stateCode),
      email: null,
      phone: null,
    },
    recipient: what.recipient ?? recipientOf(booking),
    placeOfSupply,
    intraState: intraState ? 1 : 0,
    lines,
    advances: adjusts?.length ? adjusts : null,
    stay: {
      checkIn: booking.checkIn,
      checkOut: booking.checkOut,
      nights: booking.nights,
      propertyName: property?.name ?? '',
      propertyAddress: property ? propertyAddressLine(property.address, property.city, property.state) : '',
      ...(priced ?? {}),
    },
    ...totals,
  });
}

/** The consumer: brings the booking's documents up to its books. Idempotent (a second run issues nothing). */
export const ledgerEffects: EffectHandlers = {
  'tax-documents': async (deps: ServiceDeps, { payload, now }) => {
    const { bookingId } = payload as { bookingId: string };
    await issueDocuments(
      { db: deps.db, home: homeRegistrationOf(deps.config), guestMessages: deps.guestMessages },
      bookingId,
      now,
    );
  },
};

/**
 * Brings bookings the books do not hold yet into them (bookings made before the ledger, or a payment whose entry is
 * missing): their payments and desk payments at the instants they happened, then their nights by their status, as
 * of their confirmation. Idempotent (the cash entries are unique per payment; the sync writes only differences).
 * Answers the bookings brought in, whose documents are then issued.
 */
export async function backfillBooks(db: Db, limit = 200): Promise<string[]> {
  const ids = await repo.bookingsMissingFromBooks(db, limit);
  for (const id of ids)
    await db.transaction(async (tx) => {
      const booking = await repo.bookingForBooks(tx, id, true);
      if (!booking) return;
      const money = await repo.moneyOfBooking(tx, id);
      for (const p of money.payments) await recordPaymentMoney(tx, p.id, p.at);
      for (const d of money.desk) await recordDeskMoney(tx, d, d.recordedBy, d.at);
      await syncBookingBooks(tx, id, booking.confirmedAt ?? new Date());
    });
  return ids;
}

/**
 * Every 5 minutes: brings bookings made before the ledger into the books; their documents follow as side effects
 * (written by the sync, delivered here or by the side-effects job). Stays to come that hold money with no document
 * (deposits taken before receipt vouchers) get theirs. Documents of every other booking are side effects
 * of the change that moved its books, so nothing needs looking back for. Safe on many processes: each booking is
 * brought in and issued under its lock.
 */
export const documentsJob: Job = {
  name: 'tax-documents',
  everyMs: 5 * 60_000,
  async run(ctx, now) {
    const ids = await backfillBooks(ctx.db);
    // Stays to come holding money with no document (a deposit taken before receipt vouchers): their voucher now.
    const owed = await staysHoldingUndocumentedMoney(ctx.db, istDay(now), 200);
    if (owed.length) await writeEffects(ctx.db, owed.map(documentsEffect));
    for (const id of [...ids, ...owed]) await ctx.effects.settle(id, now);
    return ids.length + owed.length;
  },
};
