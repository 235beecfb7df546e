import { type TaxDocument, taxDocumentFileName } from '@staybook/contract/tax-documents';
import { useState } from 'react';
import { errorMessage } from '../../../lib/api-client';
import { saveBlob } from '../../../lib/save-blob';
import { getDocumentPdf } from '../api/get-document-pdf';

/** Downloads one tax document's PDF at a time, saying which is on its way and why one failed. */
export function useDocumentDownload() {
  const [busyId, setBusyId] = useState<string | null>(null);
  const [failure, setFailure] = useState<{ documentId: string; message: string } | null>(null);

  const download = async (doc: Pick<TaxDocument, 'id' | 'bookingId' | 'number'>) => {
    if (busyId) return;
    setBusyId(doc.id);
    setFailure(null);
    try {
      saveBlob(await getDocumentPdf(doc.bookingId, doc.id), taxDocumentFileName(doc.number));
    } catch (err) {
      setFailure({ documentId: doc.id, message: errorMessage(err) });
    } finally {
      setBusyId(null);
    }
  };

  return { download, busyId, failure };
}
