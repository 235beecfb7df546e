import { adminReportPaths, type DocumentRow } from '@staybook/contract/admin-reports';
import { formatDay } from '@staybook/contract/format';
import { todayIst } from '@staybook/contract/stay-dates';
import {
  type TaxDocumentKind,
  taxDocumentFileName,
  taxDocumentKindLabels,
  taxDocumentKinds,
} from '@staybook/contract/tax-documents';
import { useId, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Panel } from '../../components/console-ui';
import { DataTable } from '../../components/data-table';
import { DownloadButton } from '../../components/download-button';
import { QueryState } from '../../components/query-state';
import { consolePaths } from '../../lib/console-paths';
import { formatInrExact } from '../../logic/exact-money';
import { downloadReport } from '../api/download-report';
import { documentsQuery, useDocuments } from '../api/get-documents';
import { csvFileName, documentKindOf, reportRangeOf } from '../logic/report-range';

const num = 'text-right tabular-nums whitespace-nowrap';
const columns = [
  { header: 'Number', rowHeader: true, className: 'font-mono whitespace-nowrap', cell: (d: DocumentRow) => d.number },
  {
    header: 'PDF',
    cell: (d: DocumentRow) => (
      <DownloadButton
        label="Download PDF"
        accessibleName={`Download PDF of ${d.number}`}
        className="btn-outline whitespace-nowrap"
        download={() =>
          downloadReport({ path: d.pdfUrl, filename: taxDocumentFileName(d.number), accept: 'application/pdf' })
        }
      />
    ),
  },
  { header: 'Kind', cell: (d: DocumentRow) => d.kindLabel },
  { header: 'Issued', className: 'whitespace-nowrap', cell: (d: DocumentRow) => formatDay(d.issueDate) },
  {
    header: 'Booking',
    cell: (d: DocumentRow) => (
      <Link to={consolePaths.booking(d.bookingId)} className="text-sky-800 underline">
        {d.bookingCode}
      </Link>
    ),
  },
  {
    header: 'Recipient',
    cell: (d: DocumentRow) => (
      <>
        {d.recipient}
        {d.recipientGstin && <span className="block font-mono text-xs text-slate-600">{d.recipientGstin}</span>}
        {d.incomplete && <span className="block text-xs font-medium text-red-800">{d.incomplete}</span>}
      </>
    ),
  },
  { header: 'Place of supply', cell: (d: DocumentRow) => d.placeOfSupply },
  {
    header: 'Taxable value',
    headerClassName: 'text-right',
    className: num,
    cell: (d: DocumentRow) => formatInrExact(d.taxableValue),
  },
  { header: 'Tax', headerClassName: 'text-right', className: num, cell: (d: DocumentRow) => formatInrExact(d.tax) },
  { header: 'Total', headerClassName: 'text-right', className: num, cell: (d: DocumentRow) => formatInrExact(d.total) },
  { header: 'Refers to', className: 'font-mono whitespace-nowrap', cell: (d: DocumentRow) => d.refersTo ?? '—' },
];

/**
 * /admin/reports/documents: tax invoices, credit and debit notes, receipt and refund vouchers of advances issued in the
 * range, each with its PDF; the kind filter offers every kind the contract has.
 */
export default function DocumentsTab() {
  const [params, setParams] = useSearchParams();
  const id = useId();
  const range = reportRangeOf(params, todayIst());
  const kind = documentKindOf(params);
  const query = documentsQuery(range, kind);
  const documents = useDocuments(query);
  const [onlyIncomplete, setOnlyIncomplete] = useState(false);
  const setKind = (value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set('kind', value);
    else next.delete('kind');
    setParams(next);
  };
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <label className="label" htmlFor={`${id}-kind`}>
            Kind
          </label>
          <select id={`${id}-kind`} className="input" value={kind ?? ''} onChange={(e) => setKind(e.target.value)}>
            <option value="">Every kind</option>
            {taxDocumentKinds.map((k: TaxDocumentKind) => (
              <option key={k} value={k}>
                {taxDocumentKindLabels[k]}
              </option>
            ))}
          </select>
        </div>
        <label className="flex items-center gap-2 text-sm text-slate-800">
          <input type="checkbox" checked={onlyIncomplete} onChange={(e) => setOnlyIncomplete(e.target.checked)} />
          Only incomplete invoices
        </label>
        <DownloadButton
          label="Download CSV"
          download={() =>
            downloadReport({
              path: adminReportPaths.documentsCsv,
              filename: csvFileName('tax-documents', range),
              query: { ...query },
            })
          }
        />
      </div>
      <Panel>
        <QueryState
          query={documents}
          loading="Loading documents"
          isEmpty={(rows) => rows.length === 0}
          empty="No tax documents were issued in this range."
        >
          {(rows) => (
            <DataTable
              label="Tax documents table"
              caption="Tax documents issued in the range, amounts to the paisa"
              columns={columns}
              rows={onlyIncomplete ? rows.filter((d) => d.incomplete) : rows}
              rowKey={(d) => d.id}
              rowTestId="document-row"
              minWidth="min-w-[1100px]"
            />
          )}
        </QueryState>
      </Panel>
    </div>
  );
}
