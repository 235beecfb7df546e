import { formatDay } from '@staybook/contract/format';
import { type TaxDocument, taxDocumentFileName } from '@staybook/contract/tax-documents';
import { Panel } from '../../components/console-ui';
import { DataTable } from '../../components/data-table';
import { DownloadButton } from '../../components/download-button';
import { QueryState } from '../../components/query-state';
import { downloadFile } from '../../lib/console-api';
import { formatInrExact } from '../../logic/exact-money';
import { useBookingDocuments } from '../api/get-booking-documents';
import { BusinessDetailsForm } from './business-details-form';

const columns = [
  { header: 'Number', rowHeader: true, className: 'font-mono whitespace-nowrap', cell: (d: TaxDocument) => d.number },
  {
    header: 'Kind',
    cell: (d: TaxDocument) => (
      <>
        {d.kindLabel}
        <span className="block text-xs text-slate-600">{d.reasonLabel}</span>
        {d.refersTo && (
          <span className="block text-xs text-slate-600">
            {d.kind === 'refund_voucher' ? 'Refunds' : 'Adjusts'} {d.refersTo.number}
          </span>
        )}
        {d.advancesAdjusted?.vouchers.map((v) => (
          <span key={v.id} className="block text-xs text-slate-600">
            Advance adjusted: {v.number} ({formatInrExact(v.amount)})
          </span>
        ))}
      </>
    ),
  },
  { header: 'Issued', className: 'whitespace-nowrap', cell: (d: TaxDocument) => formatDay(d.issueDate) },
  {
    header: 'Total',
    headerClassName: 'text-right',
    className: 'text-right tabular-nums whitespace-nowrap',
    cell: (d: TaxDocument) => formatInrExact(d.total),
  },
  {
    header: 'PDF',
    cell: (d: TaxDocument) => (
      <DownloadButton
        label="Download PDF"
        accessibleName={`Download PDF of ${d.number}`}
        className="btn-outline whitespace-nowrap"
        download={() => downloadFile(d.pdfUrl, taxDocumentFileName(d.number), undefined, 'application/pdf')}
      />
    ),
  },
];

/**
 * The booking's tax invoices, credit and debit notes, receipt and refund vouchers of advances (amounts to the paisa),
 * each with its PDF; an invoice names the advances it adjusted.
 */
export function TaxDocumentsPanel({ bookingId }: { bookingId: string }) {
  const documents = useBookingDocuments(bookingId);
  return (
    <Panel title="Tax documents" className="mt-6">
      <QueryState
        query={documents}
        loading="Loading tax documents"
        isEmpty={(rows) => rows.length === 0}
        empty="No tax document has been issued for this booking."
      >
        {(rows) => (
          <DataTable
            label="Tax documents table"
            caption="Tax invoices, credit notes and debit notes of this booking"
            columns={columns}
            rows={rows}
            rowKey={(d) => d.id}
            rowTestId="tax-document-row"
            minWidth="min-w-[560px]"
          />
        )}
      </QueryState>
      {documents.isSuccess && <BusinessDetailsForm bookingId={bookingId} documents={documents.data} />}
    </Panel>
  );
}
