import {
  adminReportPaths,
  type GstSection,
  type GstSummary,
  gstSectionLabels,
  gstSections,
} from '@staybook/contract/admin-reports';
import { formatMonth } from '@staybook/contract/format';
import { todayIst } from '@staybook/contract/stay-dates';
import { type FormEvent, useId } from 'react';
import { useSearchParams } from 'react-router';
import { Panel } from '../../components/console-ui';
import { DataTable } from '../../components/data-table';
import { DownloadButton } from '../../components/download-button';
import { QueryState } from '../../components/query-state';
import { formatInrExact } from '../../logic/exact-money';
import { useTaxRegistrations } from '../../money/api/tax-registrations';
import { downloadReport } from '../api/download-report';
import { useGstSummary } from '../api/get-gst-summary';
import { formatCount } from '../logic/report-format';
import { gstinOf, gstMonthOf } from '../logic/report-range';
import { Gstr3bPanel } from './gstr3b-panel';

type ByRate = GstSummary['byRate'][number];
interface SectionRow {
  section: GstSection;
  label: string;
  rows: number;
  taxableValue: number;
  tax: number;
}

const num = 'text-right tabular-nums whitespace-nowrap';
const gstCsvPath = (section: GstSection) => adminReportPaths.gstCsv.replace(':section', section);

/** Every GSTR-1 section, in the return's order, with the summary's figures (none when the month has no rows). */
function sectionRows(summary: GstSummary): SectionRow[] {
  return gstSections.map((section) => {
    const found = summary.sections.find((s) => s.section === section);
    return {
      section,
      label: found?.label ?? gstSectionLabels[section],
      rows: found?.rows ?? 0,
      taxableValue: found?.taxableValue ?? 0,
      tax: found?.tax ?? 0,
    };
  });
}

const rateColumns = [
  { header: 'Rate', rowHeader: true, className: 'tabular-nums', cell: (r: ByRate) => `${r.ratePercent}%` },
  {
    header: 'Taxable value',
    headerClassName: 'text-right',
    className: num,
    cell: (r: ByRate) => formatInrExact(r.taxableValue),
  },
  { header: 'CGST', headerClassName: 'text-right', className: num, cell: (r: ByRate) => formatInrExact(r.cgst) },
  { header: 'SGST', headerClassName: 'text-right', className: num, cell: (r: ByRate) => formatInrExact(r.sgst) },
  { header: 'IGST', headerClassName: 'text-right', className: num, cell: (r: ByRate) => formatInrExact(r.igst) },
];

/**
 * /admin/reports/gst: one month's GSTR-1 summary, to the paisa, and each section's CSV for the GST offline tool. Each
 * GST registration files its own return: with more than one, a GSTIN is chosen (the home state's by default).
 */
export default function GstTab() {
  const [params, setParams] = useSearchParams();
  const id = useId();
  const month = gstMonthOf(params, todayIst());
  const gstin = gstinOf(params);
  const summary = useGstSummary(month, gstin);
  const registrations = useTaxRegistrations().data?.registrations ?? [];
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const value = form.get('month')?.toString() ?? '';
    const next = new URLSearchParams(params);
    next.set('month', value || month);
    const chosen = form.get('gstin')?.toString();
    if (chosen) next.set('gstin', chosen);
    setParams(next);
  };

  const sectionColumns = [
    { header: 'Section', rowHeader: true, cell: (s: SectionRow) => s.label },
    {
      header: 'CSV',
      cell: (s: SectionRow) => (
        <DownloadButton
          label="Download CSV"
          accessibleName={`Download CSV of ${s.label}`}
          className="btn-outline whitespace-nowrap"
          download={() =>
            downloadReport({
              path: gstCsvPath(s.section),
              filename: `gstr1-${s.section}-${month}.csv`,
              query: { month, gstin },
            })
          }
        />
      ),
    },
    { header: 'Rows', headerClassName: 'text-right', className: num, cell: (s: SectionRow) => formatCount(s.rows) },
    {
      header: 'Taxable value',
      headerClassName: 'text-right',
      className: num,
      cell: (s: SectionRow) => formatInrExact(s.taxableValue),
    },
    { header: 'Tax', headerClassName: 'text-right', className: num, cell: (s: SectionRow) => formatInrExact(s.tax) },
  ];

  return (
    <div className="space-y-4">
      <form
        key={`${month}-${gstin ?? ''}`}
        onSubmit={onSubmit}
        aria-label="GST month"
        className="flex flex-wrap items-end gap-3 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200"
      >
        <div>
          <label className="label" htmlFor={`${id}-month`}>
            Month
          </label>
          <input id={`${id}-month`} name="month" type="month" className="input" defaultValue={month} required />
        </div>
        {registrations.length > 1 && (
          <div>
            <label className="label" htmlFor={`${id}-gstin`}>
              GSTIN
            </label>
            <select
              id={`${id}-gstin`}
              name="gstin"
              className="input"
              defaultValue={gstin ?? registrations.find((r) => r.isHome)?.gstin}
            >
              {registrations.map((r) => (
                <option key={r.gstin} value={r.gstin}>
                  {r.state} · {r.gstin}
                </option>
              ))}
            </select>
          </div>
        )}
        <button type="submit" className="btn-primary">
          Show
        </button>
      </form>
      <QueryState query={summary} loading="Loading the GST summary">
        {(data) => (
          <>
            <p className="text-sm text-slate-700">
              {formatMonth(data.month)} · supplier GSTIN <span className="font-mono">{data.supplierGstin}</span>.
              Amounts are exact to the paisa, as filed.
            </p>
            <DocumentTotals summary={data} />
            <Panel title="GSTR-1 sections">
              <p className="mb-3 text-sm text-slate-600">
                Each CSV is in the layout of the GST offline tool for GSTR-1: import it into that section of the tool as
                it is.
              </p>
              <DataTable
                label="GSTR-1 sections table"
                caption="The month's GSTR-1 sections: rows, taxable value and tax, each with its CSV"
                columns={sectionColumns}
                rows={sectionRows(data)}
                rowKey={(s) => s.section}
                rowTestId="gst-section-row"
                minWidth="min-w-[720px]"
              />
            </Panel>
            <Panel title="By rate">
              {data.byRate.length === 0 ? (
                <p className="text-sm text-slate-600">No taxable supplies in this month.</p>
              ) : (
                <DataTable
                  label="GST by rate table"
                  caption="Taxable value and tax by rate: invoices less credit notes plus debit notes"
                  columns={rateColumns}
                  rows={data.byRate}
                  rowKey={(r) => String(r.ratePercent)}
                  minWidth="min-w-[560px]"
                />
              )}
            </Panel>
            <EcommercePanel summary={data} />
            <Gstr3bPanel month={month} gstin={gstin} />
          </>
        )}
      </QueryState>
    </div>
  );
}

function DocumentTotals({ summary }: { summary: GstSummary }) {
  const kinds = [
    { label: 'Tax invoices', totals: summary.invoices },
    { label: 'Credit notes', totals: summary.creditNotes },
    { label: 'Debit notes', totals: summary.debitNotes },
  ];
  return (
    <div className="grid gap-3 md:grid-cols-3">
      {kinds.map(({ label, totals }) => (
        <section key={label} aria-label={label} className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
          <h2 className="text-sm font-semibold text-slate-900">{label}</h2>
          <dl className="mt-2 grid grid-cols-[1fr_auto] gap-y-1 text-sm tabular-nums">
            <dt className="text-slate-600">Issued</dt>
            <dd className="text-right">{formatCount(totals.count)}</dd>
            <dt className="text-slate-600">Taxable value</dt>
            <dd className="text-right">{formatInrExact(totals.taxableValue)}</dd>
            <dt className="text-slate-600">Tax</dt>
            <dd className="text-right">{formatInrExact(totals.tax)}</dd>
            <dt className="font-semibold">Total</dt>
            <dd className="text-right font-semibold">{formatInrExact(totals.total)}</dd>
          </dl>
        </section>
      ))}
    </div>
  );
}

type EcommerceRow = NonNullable<GstSummary['ecommerce']>[number];
const ecommerceColumns = [
  {
    header: 'Operator',
    rowHeader: true,
    cell: (r: EcommerceRow) => (
      <>
        {r.name}
        <span className="block font-mono text-xs text-slate-600">{r.gstin}</span>
      </>
    ),
  },
  { header: 'Nature of supply', cell: (r: EcommerceRow) => r.natureOfSupply },
  {
    header: 'Month',
    cell: (r: EcommerceRow) => (r.originalMonth ? `${formatMonth(r.originalMonth)}, amended (14A)` : 'This month'),
  },
  {
    header: 'Net value',
    headerClassName: 'text-right',
    className: num,
    cell: (r: EcommerceRow) => formatInrExact(r.taxableValue),
  },
  { header: 'CGST', headerClassName: 'text-right', className: num, cell: (r: EcommerceRow) => formatInrExact(r.cgst) },
  { header: 'SGST', headerClassName: 'text-right', className: num, cell: (r: EcommerceRow) => formatInrExact(r.sgst) },
  { header: 'IGST', headerClassName: 'text-right', className: num, cell: (r: EcommerceRow) => formatInrExact(r.igst) },
];

/** Table 14 and 14A: what the month supplied through each OTA, by the operator's GSTIN (issue 41). */
function EcommercePanel({ summary }: { summary: GstSummary }) {
  const rows = summary.ecommerce ?? [];
  return (
    <Panel title="Supplies through OTAs (Table 14)">
      {rows.length === 0 ? (
        <p className="text-sm text-slate-600">No supplies through an OTA of the register in this month.</p>
      ) : (
        <DataTable
          label="Supplies through OTAs table"
          caption="Net value and tax of the stays sold through each e-commerce operator, by its GSTIN"
          columns={ecommerceColumns}
          rows={rows}
          rowKey={(r) => `${r.natureOfSupply}|${r.gstin}|${r.originalMonth ?? ''}`}
          minWidth="min-w-[720px]"
        />
      )}
      <p className="mt-3 text-sm text-slate-600">
        An OTA booking whose operator has no GSTIN in the register is in no row here: Reports → Documents lists it as
        incomplete.
      </p>
    </Panel>
  );
}
