import type { DbOrTx } from '../../db/client.js';
import { reconcileBooks } from './advance-rules.js';
import { booksOfBookings } from './books-check.repository.js';

/**
 * The books reconciled (issue 41): per GSTIN, the ledger's cash against the documents and the advances outstanding,
 * and every booking where they differ. Bookings whose books moved after `settledBefore` are left for the next run.
 * The money check reads it.
 */
export async function reconcileBooksOf(db: DbOrTx, settledBefore: Date) {
  return reconcileBooks(await booksOfBookings(db, settledBefore));
}
export type BooksReconciliation = Awaited<ReturnType<typeof reconcileBooksOf>>;
