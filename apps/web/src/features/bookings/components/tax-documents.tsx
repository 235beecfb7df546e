import type { BookingSummary } from '@staybook/contract/booking';
import type { TaxDocument } from '@staybook/contract/tax-documents';
import { formatInrMoved } from '../../../lib/format';
import { useFormats, useT } from '../../../lib/i18n';
import { useBookingDocuments } from '../api/get-booking-documents';
import { useDocumentDownload } from '../hooks/use-document-download';
import { missingInvoiceReason } from '../logic/tax-invoice-note';
import { AddGstDetails } from './add-gst-details';

type Summary = Pick<BookingSummary, 'bookingId' | 'status' | 'paymentPolicy' | 'amountPaid' | 'refund'>;

/**
 * "Tax invoice": the booking's GST invoice and any credit or debit notes, each downloadable as a PDF. The section's
 * words are the page's language; the documents themselves (their names and PDFs) are English, the record's language.
 */
export function TaxDocuments({
  summary,
  className = '',
  withGstDetails = false,
}: {
  summary: Summary;
  className?: string;
  /** Offer "Add GST details" under the list (the booking's own page). */
  withGstDetails?: boolean;
}) {
  const t = useT('bookings');
  const documents = useBookingDocuments(summary.bookingId, true);
  const { download, busyId, failure } = useDocumentDownload();

  let body: React.ReactNode;
  if (documents.isPending) {
    body = (
      <div
        role="status"
        aria-label={t('bookings.tax.loading')}
        className="mt-3 h-14 animate-pulse rounded-xl bg-slate-100"
      />
    );
  } else if (documents.isError) {
    body = (
      <div role="alert" className="mt-2 text-sm text-red-900">
        <p>{t('bookings.tax.loadFailed')}</p>
        <button type="button" className="btn-outline mt-2" onClick={() => void documents.refetch()}>
          {t('bookings.tryAgain')}
        </button>
      </div>
    );
  } else if (documents.data.length === 0) {
    body = (
      <p className="mt-2 text-sm text-slate-700">{t('bookings.tax.note', { reason: missingInvoiceReason(summary) })}</p>
    );
  } else {
    body = (
      <ul className="mt-3 divide-y divide-slate-100">
        {documents.data.map((doc) => (
          <DocumentRow
            key={doc.id}
            doc={doc}
            busy={busyId === doc.id}
            error={failure?.documentId === doc.id ? failure.message : null}
            onDownload={() => void download(doc)}
          />
        ))}
      </ul>
    );
  }

  return (
    <section
      aria-labelledby="section-tax-invoice"
      className={`rounded-2xl border border-slate-200 bg-white p-4 ${className}`}
    >
      <h2 id="section-tax-invoice" className="text-base font-semibold text-slate-900">
        {t('bookings.tax.title')}
      </h2>
      {body}
      {withGstDetails && documents.isSuccess && (
        <AddGstDetails bookingId={summary.bookingId} status={summary.status} documents={documents.data} />
      )}
    </section>
  );
}

function DocumentRow({
  doc,
  busy,
  error,
  onDownload,
}: {
  doc: TaxDocument;
  busy: boolean;
  error: string | null;
  onDownload: () => void;
}) {
  const t = useT('bookings');
  const { day } = useFormats();
  const titleId = `tax-document-${doc.id}`;
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 py-3 first:pt-0 last:pb-0">
      <div className="min-w-0 text-sm">
        <p id={titleId} className="font-medium text-slate-900">
          {t('bookings.tax.kind', { kind: doc.kind })} {doc.number}
        </p>
        <p className="text-slate-600">
          {day(doc.issueDate)} · {formatInrMoved(doc.total)}
        </p>
        {doc.kind === 'invoice' && doc.recipient.gstin && (
          <p className="text-slate-600">
            {t('bookings.tax.madeOutTo', { name: doc.recipient.companyName ?? doc.recipient.name })}
          </p>
        )}
        {doc.kind === 'credit_note' && doc.refersTo && (
          <p className="text-slate-600">{t('bookings.tax.against', { number: doc.refersTo.number })}</p>
        )}
      </div>
      <button
        type="button"
        className="btn-outline min-w-36"
        aria-describedby={titleId}
        aria-busy={busy || undefined}
        disabled={busy}
        onClick={onDownload}
      >
        {busy ? t('bookings.tax.downloading') : t('bookings.tax.download')}
      </button>
      {error && (
        <p role="alert" className="field-error w-full">
          {error}
        </p>
      )}
    </li>
  );
}
