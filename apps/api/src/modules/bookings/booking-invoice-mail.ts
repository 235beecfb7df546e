import { type TaxDocument, taxDocumentFileName, taxDocumentKindLabels } from '@staybook/contract/tax-documents';
import type { MailAttachment } from '../../adapters/mail/index.js';
import { documentsOfBooking, renderTaxDocumentPdf } from '../ledger/index.js';
import type { ServiceDeps } from '../module-context.js';
import { type EffectHandlers, guestMessageOpenOrSentSince } from '../side-effects/index.js';

/** The sentence the e-mail says about each attached document (whole sentences, one per kind). */
function attachedSentence(doc: Pick<TaxDocument, 'kind' | 'number'>): string {
  switch (doc.kind) {
    case 'invoice':
      return `Your GST tax invoice ${doc.number} is attached as a PDF.`;
    case 'credit_note':
      return `Credit note ${doc.number} is attached as a PDF.`;
    case 'debit_note':
      return `Debit note ${doc.number} is attached as a PDF.`;
    case 'receipt_voucher':
      return `Receipt voucher ${doc.number} for your advance is attached as a PDF.`;
    case 'refund_voucher':
      return `Refund voucher ${doc.number} for your advance is attached as a PDF.`;
  }
}

/**
 * The confirmation e-mail's tax documents: each issued document of the booking as a PDF, and what the e-mail says
 * about them. A prepaid stay's invoice is issued when the payment lands, before this e-mail; a deposit or
 * pay-at-property stay has none until check-out, and the e-mail says when it comes instead. A document that cannot be
 * read or drawn is left out (logged), never blocking the e-mail: the guest can download it from booking details.
 */
export async function confirmationDocuments(
  deps: Pick<ServiceDeps, 'db' | 'log'>,
  bookingId: string,
  options: { collectedAtProperty: boolean },
): Promise<{ attachments: MailAttachment[]; lines: string[] }> {
  let documents: TaxDocument[] = [];
  const attachments: MailAttachment[] = [];
  try {
    documents = await documentsOfBooking(deps.db, bookingId, 'guest');
    for (const doc of documents)
      attachments.push({
        filename: taxDocumentFileName(doc.number),
        contentType: 'application/pdf',
        content: await renderTaxDocumentPdf(doc),
      });
  } catch (err) {
    deps.log.error({ err, bookingId }, 'tax documents left out of the confirmation e-mail');
    return { attachments: [], lines: [] };
  }
  // A deposit's receipt voucher goes with the confirmation; the invoice still comes with the stay's end.
  const invoiceLater =
    options.collectedAtProperty && !documents.some((d) => d.kind === 'invoice')
      ? ['Your GST tax invoice is issued when you check out.']
      : [];
  if (documents.length > 0) return { attachments, lines: [...documents.map(attachedSentence), ...invoiceLater] };
  return {
    attachments: [],
    lines: options.collectedAtProperty ? ['Your GST tax invoice is issued when you check out.'] : [],
  };
}

/** The e-mail that carries one document issued after the confirmation (a desk-paid or check-out invoice, a note). */
export function documentMail(doc: Pick<TaxDocument, 'kind' | 'number' | 'bookingCode' | 'reasonLabel' | 'total'>) {
  const title = `${doc.kind === 'invoice' ? 'GST tax invoice' : taxDocumentKindLabels[doc.kind]} ${doc.number}`;
  const amount = `Rs. ${doc.total.toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
  return {
    subject: `${title} for booking ${doc.bookingCode}`,
    text: [
      `${attachedSentence(doc)}`,
      `${doc.reasonLabel}: ${amount}${doc.kind === 'credit_note' ? ' credited' : doc.kind === 'refund_voucher' ? ' refunded' : ''}.`,
      'You can also download it from your booking details.',
    ].join('\n\n'),
  };
}

/**
 * The consumer of `tax-document-mail` (written by the ledger with each document): e-mails the document to the guest.
 * Not when the confirmation e-mail carries it (the confirmation is still to go, or went after the document was
 * issued: a prepaid stay's invoice), nor to a desk guest who gave no e-mail. Sent once (a step).
 */
export const documentMailEffects: EffectHandlers = {
  'tax-document-mail': async (deps, { payload, steps }) => {
    const { bookingId, documentId, writtenAt } = payload as {
      bookingId: string;
      documentId: string;
      writtenAt: string;
    };
    if (await guestMessageOpenOrSentSince(deps.db, bookingId, 'booking_confirmed', new Date(writtenAt))) return;
    const doc = (await documentsOfBooking(deps.db, bookingId, 'guest')).find((d) => d.id === documentId);
    const to = doc?.recipient.email;
    if (!doc || !to) return;
    const mail = documentMail(doc);
    const content = await renderTaxDocumentPdf(doc);
    await steps.once('mail', () =>
      deps.adapters.mail.send({
        to,
        subject: mail.subject,
        text: mail.text,
        attachments: [{ filename: taxDocumentFileName(doc.number), contentType: 'application/pdf', content }],
      }),
    );
  },
};
