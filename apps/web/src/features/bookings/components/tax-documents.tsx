import type { BookingSummary } from '@staybook/contract/booking';
import { formatDay } from '@staybook/contract/format';
import type { TaxDocument } from '@staybook/contract/tax-documents';
import { formatInrMoved } from '../../../lib/format';
import { useBookingDocuments } from '../api/get-booking-documents';
import { useDocumentDownload } from '../hooks/use-document-download';
import { missingInvoiceNote } from '../logic/tax-invoice-note';
import { AddGstDetails } from './add-gst-details';

type Summary = Pick<BookingSummary, 'bookingId' | 'status' | 'paymentPolicy' | 'amountPaid' | 'refund'>;

/** "Tax invoice": the booking's GST invoice and any credit or debit notes, each downloadable as a PDF. */
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
  const documents = useBookingDocuments(summary.bookingId, true);
  const { download, busyId, failure } = useDocumentDownload();

  let body: React.ReactNode;
  if (documents.isPending) {
    body = (
      <div
        role="status"
        aria-label="Loading tax invoices"
        className="mt-3 h-14 animate-pulse rounded-xl bg-slate-100"
      />
    );
  } else if (documents.isError) {
    body = (
      <div role="alert" className="mt-2 text-sm text-red-900">
        <p>Your tax invoices could not be loaded.</p>
        <button type="button" className="btn-outline mt-2" onClick={() => void documents.refetch()}>
          Try Again
        </button>
      </div>
    );
  } else if (documents.data.length === 0) {
    body = <p className="mt-2 text-sm text-slate-700">{missingInvoiceNote(summary)}</p>;
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
        Tax invoice
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
  const titleId = `tax-document-${doc.id}`;
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 py-3 first:pt-0 last:pb-0">
      <div className="min-w-0 text-sm">
        <p id={titleId} className="font-medium text-slate-900">
          {doc.kindLabel} {doc.number}
        </p>
        <p className="text-slate-600">
          {formatDay(doc.issueDate)} · {formatInrMoved(doc.total)}
        </p>
        {doc.kind === 'invoice' && doc.recipient.gstin && (
          <p className="text-slate-600">Made out to {doc.recipient.companyName ?? doc.recipient.name}</p>
        )}
        {doc.kind === 'credit_note' && doc.refersTo && (
          <p className="text-slate-600">Against tax invoice {doc.refersTo.number}</p>
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
        {busy ? 'Downloading…' : 'Download PDF'}
      </button>
      {error && (
        <p role="alert" className="field-error w-full">
          {error}
        </p>
      )}
    </li>
  );
}
