import {
  adminReportPaths,
  type PaymentReportRow,
  type PaymentsReport,
  paymentStatusShownLabels,
} from '@staybook/contract/admin-reports';
import { formatDay, formatInstant } from '@staybook/contract/format';
import { formatInrColumn, formatInrMoved } from '@staybook/contract/money';
import { paymentMethodLabel } from '@staybook/contract/payment-methods';
import { todayIst } from '@staybook/contract/stay-dates';
import { Link, useSearchParams } from 'react-router';
import { Badge, Panel } from '../../components/console-ui';
import { DataTable } from '../../components/data-table';
import { DownloadButton } from '../../components/download-button';
import { QueryState } from '../../components/query-state';
import { consolePaths } from '../../lib/console-paths';
import { downloadReport } from '../api/download-report';
import { usePaymentsReport } from '../api/get-payments-report';
import { formatCount } from '../logic/report-format';
import { csvFileName, rangeQuery, reportRangeOf } from '../logic/report-range';

type PaymentDay = PaymentsReport['days'][number];

const num = 'text-right tabular-nums whitespace-nowrap';
const statuses = ['captured', 'refunded', 'pending', 'failed', 'mismatched'] as const;
/** A day's amount to the paisa (whole rupees from an API without the exact figures). */
const exactOfDay = (d: PaymentDay, status: (typeof statuses)[number]) => d.exact?.[status] ?? d[status];
const exactOfRow = (r: PaymentReportRow) => r.exactAmount ?? r.amount;

// Money that moved: paise shown, and a column with any paise in it shows two decimals on every row (docs/money.md).
const amountColumns = (days: PaymentDay[]) =>
  statuses.map((status) => {
    const format = formatInrColumn(days.map((d) => exactOfDay(d, status)));
    return {
      header: paymentStatusShownLabels[status],
      headerClassName: 'text-right',
      className: num,
      cell: (d: PaymentDay) => format(exactOfDay(d, status)),
    };
  });
const dayColumns = (days: PaymentDay[]) => [
  {
    header: 'Day',
    rowHeader: true,
    className: 'whitespace-nowrap font-normal',
    cell: (d: PaymentDay) => formatDay(d.date),
  },
  { header: 'Method', cell: (d: PaymentDay) => paymentMethodLabel(d.method) },
  ...amountColumns(days),
  { header: 'Payments', headerClassName: 'text-right', className: num, cell: (d: PaymentDay) => formatCount(d.count) },
];

const statusTone = { captured: 'green', refunded: 'blue', pending: 'amber', failed: 'red', mismatched: 'red' } as const;
const rowColumns = (rows: PaymentReportRow[]) => {
  const format = formatInrColumn(rows.map(exactOfRow));
  return rowColumnsWith(format);
};
const rowColumnsWith = (format: (rupees: number) => string) => [
  { header: 'When (IST)', className: 'whitespace-nowrap', cell: (r: PaymentReportRow) => formatInstant(r.at) },
  { header: 'Method', cell: (r: PaymentReportRow) => paymentMethodLabel(r.method) },
  { header: 'Status', cell: (r: PaymentReportRow) => <Badge tone={statusTone[r.status]}>{r.statusLabel}</Badge> },
  {
    header: 'Amount',
    headerClassName: 'text-right',
    className: num,
    cell: (r: PaymentReportRow) => format(exactOfRow(r)),
  },
  {
    header: 'Booking',
    rowHeader: true,
    cell: (r: PaymentReportRow) =>
      r.bookingId ? (
        <Link to={consolePaths.booking(r.bookingId)} className="text-sky-800 underline">
          {r.bookingCode ?? r.bookingId}
        </Link>
      ) : (
        <span className="font-normal text-slate-600">No booking</span>
      ),
  },
  {
    header: 'Provider reference',
    className: 'font-mono text-xs break-all',
    cell: (r: PaymentReportRow) => r.providerReference ?? '—',
  },
];

/** /admin/reports/payments: money by day and method, each payment with its booking, and the money check's answer. */
export default function PaymentsTab() {
  const [params] = useSearchParams();
  const range = reportRangeOf(params, todayIst());
  const report = usePaymentsReport(range);
  return (
    <div className="space-y-4">
      <div className="flex justify-end">
        <DownloadButton
          label="Download CSV"
          download={() =>
            downloadReport({
              path: adminReportPaths.paymentsCsv,
              filename: csvFileName('payments', range),
              query: rangeQuery(range),
            })
          }
        />
      </div>
      <QueryState query={report} loading="Loading payments">
        {(data) => (
          <>
            <Unsettled count={data.unsettled} />
            <Totals totals={data.totals} />
            <Panel title="By day and method">
              {data.days.length === 0 ? (
                <p className="text-sm text-slate-600">No payments in this range.</p>
              ) : (
                <DataTable
                  label="Payments by day table"
                  caption="Payments by day and method: amounts in each status and how many"
                  columns={dayColumns(data.days)}
                  rows={data.days}
                  rowKey={(d) => `${d.date}-${d.method}`}
                  minWidth="min-w-[820px]"
                />
              )}
            </Panel>
            <Panel title="Every payment">
              {data.rows.length === 0 ? (
                <p className="text-sm text-slate-600">No payments in this range.</p>
              ) : (
                <DataTable
                  label="Payments table"
                  caption="Each payment with its booking and the provider's reference"
                  columns={rowColumns(data.rows)}
                  rows={data.rows}
                  rowKey={(r) => `${r.at}-${r.providerReference ?? ''}-${r.status}-${r.bookingId ?? ''}-${r.amount}`}
                  rowTestId="payment-row"
                  minWidth="min-w-[820px]"
                />
              )}
            </Panel>
          </>
        )}
      </QueryState>
    </div>
  );
}

function Unsettled({ count }: { count: number }) {
  if (count <= 0)
    return (
      <p className="rounded-lg bg-green-50 p-3 text-sm text-green-900 ring-1 ring-green-200">
        Money check: every capture in these days is a booking or a refund.
      </p>
    );
  return (
    <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 text-sm text-red-900">
      <p>
        {count === 1
          ? 'Money check: 1 capture is neither a standing booking nor a refund.'
          : `Money check: ${formatCount(count)} captures are neither a standing booking nor a refund.`}
      </p>
      <Link to={consolePaths.money} className="mt-2 inline-block font-semibold underline">
        Open the money panel
      </Link>
    </div>
  );
}

function Totals({ totals }: { totals: PaymentsReport['totals'] }) {
  const exact = totals.exact ?? totals;
  const items = [
    { label: 'Captured', value: exact.captured },
    { label: 'Refunded', value: exact.refunded },
    { label: 'Net held', value: exact.net },
    { label: 'Pending', value: exact.pending },
    { label: 'Failed', value: exact.failed },
    { label: 'Mismatched', value: exact.mismatched },
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
      {items.map((item) => (
        <div key={item.label} className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
          <dt className="text-sm text-slate-600">{item.label}</dt>
          <dd className="mt-1 text-xl font-bold tabular-nums text-slate-900">{formatInrMoved(item.value)}</dd>
        </div>
      ))}
    </dl>
  );
}
