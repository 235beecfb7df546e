import { type TaxDocument, taxDocumentFileName } from '@staybook/contract/tax-documents';
import type { MailAttachment } from '../../adapters/mail/index.js';
import { documentsOfBooking, renderTaxDocumentPdf } from '../ledger/index.js';
import type { ServiceDeps } from '../module-context.js';

/** The sentence the e-mail says about each attached document (whole sentences, one per kind). */
function attachedSentence(doc: Pick<TaxDocument, 'kind' | 'number'>): string {
  switch (doc.kind) {
    case 'invoice':
      return `Your GST tax invoice ${doc.number} is attached as a PDF.`;
    case 'credit_note':
      return `Credit note ${doc.number} is attached as a PDF.`;
    case 'debit_note':
      return `Debit note ${doc.number} is attached as a PDF.`;
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
  if (documents.length > 0) return { attachments, lines: documents.map(attachedSentence) };
  return {
    attachments: [],
    lines: options.collectedAtProperty ? ['Your GST tax invoice is issued when you check out.'] : [],
  };
}
