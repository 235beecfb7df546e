import type { NewSideEffect } from '../side-effects/index.js';
import type { TaxDocumentRow } from './ledger.repository.js';

/**
 * The documents a booking's books call for, as a side effect of whatever moved them (issue 40): written by the ledger
 * in the transaction that moved a stay or money — a guest's payment, the desk, a job, the demo's history — and
 * delivered after its commit. One waiting per booking is enough (issuing reads the books as they are then).
 */
export const documentsEffect = (bookingId: string): NewSideEffect => ({
  kind: 'tax-documents',
  bookingId,
  dedupeKey: bookingId,
  payload: { bookingId },
});

/**
 * A document e-mailed to the guest (modules/bookings consumes it, booking-invoice-mail.ts): written with the document,
 * once per document. `writtenAt` (wall clock) tells the consumer whether the confirmation e-mail carries it already.
 */
export const documentMailEffect = (doc: Pick<TaxDocumentRow, 'id' | 'bookingId'>): NewSideEffect => ({
  kind: 'tax-document-mail',
  bookingId: doc.bookingId,
  dedupeKey: doc.id,
  payload: { bookingId: doc.bookingId, documentId: doc.id, writtenAt: new Date().toISOString() },
});
