import type { IsoDate } from '@staybook/contract';
import { invoiceInForce } from '@staybook/contract/business-invoice';
import type { DbOrTx, Tx } from '../../db/client.js';
import { writeEffects } from '../side-effects/index.js';
import * as repo from './ledger.repository.js';
import { documentedSums, documentMailEffect, issueOne } from './ledger.service.js';
import { isVoucherKind, type LineSum, withoutRemainders } from './ledger-rules.js';
import { documentsOfPayer } from './payer-split-rules.js';
import type { Registration } from './registration-rules.js';

/**
 * A business guest after checkout (issue 41, docs/books.md "A business guest after checkout"): a stay invoiced to the
 * guest is made out again to a business by a credit note cancelling the invoice in force (and what its notes
 * adjusted) and a new tax invoice of the same supply to the business. The pair leaves what the documents charge
 * unchanged, so the books still reconcile; GSTR-1 reads the note with its B2C invoice (b2cs, or b2csa for an earlier
 * month's) and the new invoice in b2b.
 */

/** The invoice in force of a stay and what it and its notes charge now, per line: what a new invoice restates. */
export interface InvoiceInForce {
  invoice: { id: string; number: string; issueDate: IsoDate; recipientGstin: string | null };
  /** What the invoice and its notes net to, per room-night line (empty when everything was credited back). */
  lines: LineSum[];
}

/** The stay's invoice in force (its latest), or null when nothing was ever invoiced. Vouchers are not invoices. */
export async function invoiceInForceOf(db: DbOrTx, bookingId: string): Promise<InvoiceInForce | null> {
  // The booking's own documents: a company's for the extras it was billed (payer-split-rules) are not the stay's.
  const supplies = documentsOfPayer(
    (await repo.documentsOf(db, bookingId)).filter((d) => !isVoucherKind(d.kind)),
    null,
  );
  const invoice = invoiceInForce(supplies);
  if (!invoice) return null;
  const underIt = supplies.filter((d) => d.id === invoice.id || d.invoiceId === invoice.id);
  return {
    invoice: {
      id: invoice.id,
      number: invoice.number,
      issueDate: invoice.issueDate,
      recipientGstin: (invoice.recipient as { gstin?: string | null }).gstin ?? null,
    },
    lines: withoutRemainders([...documentedSums(underIt).values()]),
  };
}

/**
 * Issues the pair, in the caller's transaction (the booking is locked and already carries the business's details):
 * the credit note to the invoice's recipient as printed, referring to it, then the invoice to the business. Each is
 * e-mailed like every document (a `tax-document-mail` effect). Answers nothing issued when nothing is left invoiced.
 */
export async function reinvoiceToBusiness(
  tx: Tx,
  deps: { home: Registration; guestMessages?: 'off' },
  bookingId: string,
  now: Date,
): Promise<repo.TaxDocumentRow[]> {
  const booking = await repo.bookingForBooks(tx, bookingId, true);
  const inForce = await invoiceInForceOf(tx, bookingId);
  if (!booking?.businessGstin || !inForce?.lines.length) return [];
  const invoiceRow = await repo.documentById(tx, inForce.invoice.id);
  const credit = await issueOne(
    tx,
    deps.home,
    booking,
    {
      kind: 'credit_note',
      lines: inForce.lines,
      reason: 'business_reinvoice_cancel',
      refersTo: inForce.invoice.id,
      adjusts: null,
      recipient: invoiceRow?.recipient,
    },
    now,
  );
  const invoice = await issueOne(
    tx,
    deps.home,
    booking,
    { kind: 'invoice', lines: inForce.lines, reason: 'business_reinvoice', refersTo: null, adjusts: null },
    now,
  );
  if (deps.guestMessages !== 'off') await writeEffects(tx, [credit, invoice].map(documentMailEffect));
  return [credit, invoice];
}
