import type { DbOrTx } from '../../db/client.js';
import { writeEffects } from '../side-effects/index.js';
import { bookingForBooks, insertEntries } from './ledger.repository.js';
import { documentsEffect } from './ledger.service.js';

/** A charge of a booking's folio as the books need it (modules/folio owns the charge; the ledger its money). */
export interface FolioChargeForBooks {
  id: string;
  bookingId: string;
  chargeDate: string;
  sac: string;
  gstBp: number;
  taxablePaise: number;
  taxPaise: number;
}

/**
 * Puts an extra posted to a booking's folio in the books (docs/folios-and-extras.md): an `extra_charge` entry on the
 * day it was supplied, at its rate and SAC, or the same amounts negative when the desk removes it. Once each way per
 * charge (a unique index). Call it inside the transaction that posted or removed the charge; the booking's documents
 * follow as a side effect (an invoice carries the extra's line when the stay is paid in full or ends; a stay invoiced
 * already gets a debit note, or a credit note for a removal).
 */
export async function recordFolioCharge(
  tx: DbOrTx,
  charge: FolioChargeForBooks,
  direction: 'post' | 'remove',
  actorUserId: string | null,
  now: Date,
): Promise<void> {
  const booking = await bookingForBooks(tx, charge.bookingId);
  if (!booking) return;
  const sign = direction === 'post' ? 1 : -1;
  await insertEntries(tx, [
    {
      bookingId: booking.id,
      propertyId: booking.propertyId,
      channel: booking.channel,
      kind: 'extra_charge',
      stayDate: charge.chargeDate,
      gstBp: charge.gstBp,
      rentPaise: sign * charge.taxablePaise,
      taxPaise: sign * charge.taxPaise,
      folioChargeId: charge.id,
      sac: charge.sac,
      recordedBy: actorUserId,
      recordedAt: now,
    },
  ]);
  await writeEffects(tx, [documentsEffect(booking.id)]);
}
