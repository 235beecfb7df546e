/**
 * The books (decision 011): the ledger of every money event, GST tax invoices, credit and debit notes. This module is
 * the only writer of ledger_entries, tax_documents, document_sequences and tax_registrations; other modules come through this door.
 */

export {
  type AdvanceDocument,
  type AdvancePart,
  type AdvanceRow,
  advanceAmendments,
  advanceTables,
  type BookingBooks,
  type GstinBooks,
} from './advance-rules.js';
export { type BookingMoney, bookingMoneyOf, bookingsMoneyOf } from './booking-money.js';
export { type BooksReconciliation, reconcileBooksOf } from './books-check.js';
export { type InvoiceInForce, invoiceInForceOf, reinvoiceToBusiness } from './business-reinvoice.js';
export { operatorOfDeskBooking, seedEcommerceOperators } from './ecommerce-operators.service.js';
export { type FolioChargeForBooks, recordFolioCharge } from './folio-books.js';
export { type StayOwedAnInvoice, staysOwedAnInvoice } from './ledger.repository.js';
export {
  backfillBooks,
  documentsEffect,
  documentsJob,
  issueDocuments,
  ledgerEffects,
  recordDeskMoney,
  recordPartialRefundMoney,
  recordPaymentMoney,
  stayChargeOf,
  syncBookingBooks,
} from './ledger.service.js';
export { documentSign, isVoucherKind, type SupplyNight } from './ledger-rules.js';
export { type Registration, seriesOf } from './registration-rules.js';
export { renderTaxDocumentPdf } from './tax-document-pdf.js';
export { type DocumentAudience, documentsOfBooking, documentView } from './tax-documents.views.js';
export {
  checkRegistrationsAtStart,
  homeGstinOf,
  homeRegistrationOf,
  registrationsOf,
  saveRegistrations,
  UnregisteredStatesError,
} from './tax-registrations.service.js';
