import { todayIst } from '@staybook/contract';
import {
  type AddBusinessDetailsResult,
  type BusinessDetailsFacts,
  type BusinessDetailsOutcome,
  type BusinessDetailsRefusal,
  businessDetailsRefusalText,
  businessDetailsText,
  creditNoteDeadline,
} from '@staybook/contract/business-invoice';
import type { BusinessDetails } from '@staybook/contract/gst';
import { conflict, notFound } from '../../lib/http-errors.js';
import { recordAudit } from '../audit/audit.repository.js';
import {
  type DocumentAudience,
  documentsOfBooking,
  homeRegistrationOf,
  invoiceInForceOf,
  reinvoiceToBusiness,
} from '../ledger/index.js';
import type { ServiceDeps } from '../service-deps.js';
import { type BookingRow, lockBooking, updateBooking } from './bookings.repository.js';

/**
 * A business guest after checkout (issue 41; docs/books.md "A business guest after checkout"): GST details added to a
 * stay. Invoiced to the guest already: the ledger issues a credit note cancelling that invoice and a new tax invoice
 * to the business (ledger business-reinvoice.ts), within the law's time limit for the credit note (CGST Act s.34(2)).
 * Not invoiced yet: the details are kept, and the invoice to come is made out to the business. One use case for the
 * guest's booking page and the console's desk; the booking's lock makes a double submit issue one pair.
 */

/** Who asks: the guest (owner only; anyone else 404) or the desk (audited). */
export type BusinessDetailsAsker =
  | { kind: 'guest'; userId: string }
  | { kind: 'staff'; actorUserId: string | null; ip: string | null };

type Input = BusinessDetails & { address: string };

/** The outcome, its English sentence and the facts it names (for a page in another language to word it). */
const outcomeOf = (outcome: BusinessDetailsOutcome, facts: BusinessDetailsFacts) => ({
  outcome,
  message: businessDetailsText(outcome, facts),
  facts,
});

/** A 409 with the refusal's English and its facts beside it. */
const refused = (refusal: BusinessDetailsRefusal) => conflict(businessDetailsRefusalText(refusal), 'CONFLICT', refusal);

/** What stops putting a business on this stay now; null when nothing does. */
function standingProblem(booking: BookingRow, gstin: string): BusinessDetailsRefusal | null {
  if (!booking.confirmedAt) return { reason: 'never_confirmed' };
  if (booking.businessGstin && booking.businessGstin !== gstin)
    return { reason: 'other_business', companyName: booking.businessName, gstin: booking.businessGstin };
  return null;
}

export async function addBusinessDetails(
  deps: ServiceDeps,
  asker: BusinessDetailsAsker,
  bookingId: string,
  input: Input,
  now = new Date(),
): Promise<AddBusinessDetailsResult> {
  const home = homeRegistrationOf(deps.config);
  const done = await deps.db.transaction(async (tx) => {
    const booking = await lockBooking(tx, bookingId);
    if (!booking || (asker.kind === 'guest' && booking.userId !== asker.userId)) throw notFound('Booking');
    const problem = standingProblem(booking, input.gstin);
    if (problem) throw refused(problem);
    // The same details again (a double submit, a retry): nothing to issue.
    if (booking.businessGstin === input.gstin)
      return outcomeOf('unchanged', { companyName: booking.businessName ?? input.companyName, gstin: input.gstin });
    const inForce = await invoiceInForceOf(tx, booking.id);
    const ended = ['cancelled', 'no_show', 'completed'].includes(booking.status);
    if (!inForce && ended) throw refused({ reason: 'not_invoiced', cancelled: booking.status === 'cancelled' });
    if (inForce && !inForce.lines.length) throw refused({ reason: 'credited_back' });
    if (inForce) {
      const deadline = creditNoteDeadline(inForce.invoice.issueDate);
      if (todayIst(now) > deadline)
        throw refused({
          reason: 'credit_deadline',
          invoice: inForce.invoice.number,
          issueDate: inForce.invoice.issueDate,
          deadline,
        });
    }
    await updateBooking(
      tx,
      booking.id,
      { businessName: input.companyName, businessGstin: input.gstin, businessAddress: input.address },
      now,
    );
    const issued = inForce
      ? await reinvoiceToBusiness(
          tx,
          { home, ...(deps.guestMessages ? { guestMessages: 'off' } : {}) },
          booking.id,
          now,
        )
      : [];
    if (asker.kind === 'staff')
      await recordAudit(tx, {
        actorUserId: asker.actorUserId,
        ip: asker.ip,
        action: 'bookings.business_details',
        entityType: 'booking',
        entityId: booking.id,
        before: { businessName: booking.businessName, businessGstin: booking.businessGstin },
        after: { businessName: input.companyName, businessGstin: input.gstin, documents: issued.map((d) => d.number) },
      });
    const [credit, invoice] = issued;
    if (credit && invoice && inForce)
      return outcomeOf('reinvoiced', {
        companyName: input.companyName,
        gstin: input.gstin,
        creditNote: credit.number,
        cancelledInvoice: inForce.invoice.number,
        invoice: invoice.number,
      });
    return outcomeOf('recorded', { companyName: input.companyName, gstin: input.gstin });
  });
  // The documents' e-mails (side effects written with them), delivered after the commit.
  await deps.effects.settle(bookingId, now);
  const audience: DocumentAudience = asker.kind === 'guest' ? 'guest' : 'staff';
  return { ...done, documents: await documentsOfBooking(deps.db, bookingId, audience) };
}
