import { guestDocumentPaths } from '@staybook/contract/tax-documents';
import { apiRequestBlob } from '../../../lib/api-client';

export const documentPdfPath = (bookingId: string, documentId: string) =>
  guestDocumentPaths.pdf
    .replace(':bookingId', encodeURIComponent(bookingId))
    .replace(':documentId', encodeURIComponent(documentId));

/** A tax document's PDF, fetched with the guest's token (a plain link would not carry it). */
export function getDocumentPdf(bookingId: string, documentId: string): Promise<Blob> {
  return apiRequestBlob(documentPdfPath(bookingId, documentId), { headers: { accept: 'application/pdf' } });
}
