import { adminReportPaths, type CancellationRow, type CancellationsReport } from '@staybook/contract/admin-reports';
import { formatDay } from '@staybook/contract/format';
import { formatInr, formatInrColumn } from '@staybook/contract/money';
import { todayIst } from '@staybook/contract/stay-dates';
import { Link, useSearchParams } from 'react-router';
import { Panel } from '../../components/console-ui';
import { DataTable } from '../../components/data-table';
import { DownloadButton } from '../../components/download-button';
import { QueryState } from '../../components/query-state';
import { consolePaths } from '../../lib/console-paths';
import { downloadReport } from '../api/download-report';
import { useCancellations } from '../api/get-cancellations';
import { formatCount } from '../logic/report-format';
import { csvFileName, rangeQuery, reportRangeOf } from '../logic/report-range';

const num = 'text-right tabular-nums whitespace-nowrap';
type CancellationTotals = CancellationsReport['totals'];
/** Money kept, to the paisa as invoiced (whole rupees from an API without the exact figures). */
const feeKeptOf = (r: CancellationRow) => r.exact?.feeKept ?? r.feeKept;
const feeGstOf = (r: CancellationRow) => r.exact?.feeGst ?? r.feeGst;
const feesKeptOf = (t: CancellationTotals) => t.exact?.feesKept ?? t.feesKept;
const totalGstOf = (t: CancellationTotals) => t.exact?.feeGst ?? t.feeGst;

/** The kept columns: two decimals down a column (its total included) when any figure in it has paise. */
function keptFormats(data: CancellationsReport) {
  return {
    fee: formatInrColumn([...data.rows.map(feeKeptOf), feesKeptOf(data.totals)]),
    gst: formatInrColumn([...data.rows.map(feeGstOf), totalGstOf(data.totals)]),
  };
}

const columnsOf = (formats: ReturnType<typeof keptFormats>) => [
  { header: 'Day', className: 'whitespace-nowrap', cell: (r: CancellationRow) => formatDay(r.date) },
  { header: 'Kind', cell: (r: CancellationRow) => r.kindLabel },
  {
    header: 'Booking',
    rowHeader: true,
    cell: (r: CancellationRow) => (
      <Link to={consolePaths.booking(r.bookingId)} className="text-sky-800 underline">
        {r.bookingCode}
      </Link>
    ),
  },
  { header: 'Property', cell: (r: CancellationRow) => r.property },
  {
    header: 'Stay',
    className: 'whitespace-nowrap',
    cell: (r: CancellationRow) => `${formatDay(r.checkIn)} → ${formatDay(r.checkOut)}`,
  },
  {
    header: 'Nights lost',
    headerClassName: 'text-right',
    className: num,
    cell: (r: CancellationRow) => formatCount(r.roomNightsLost),
  },
  {
    header: 'Revenue lost',
    headerClassName: 'text-right',
    className: num,
    cell: (r: CancellationRow) => formatInr(r.revenueLost),
  },
  {
    header: 'Fee kept',
    headerClassName: 'text-right',
    className: num,
    cell: (r: CancellationRow) => formats.fee(feeKeptOf(r)),
  },
  {
    header: 'GST on the fee',
    headerClassName: 'text-right',
    className: num,
    cell: (r: CancellationRow) => formats.gst(feeGstOf(r)),
  },
];

/** /admin/reports/cancellations: each cancellation, no-show and early departure with the nights lost and fee kept. */
export default function CancellationsTab() {
  const [params] = useSearchParams();
  const range = reportRangeOf(params, todayIst());
  const report = useCancellations(range);
  return (
    <div className="space-y-4">
      <div className="flex justify-end">
        <DownloadButton
          label="Download CSV"
          download={() =>
            downloadReport({
              path: adminReportPaths.cancellationsCsv,
              filename: csvFileName('cancellations', range),
              query: rangeQuery(range),
            })
          }
        />
      </div>
      <QueryState
        query={report}
        loading="Loading cancellations"
        isEmpty={(d) => d.rows.length === 0}
        empty="No cancellations, no-shows or early departures in this range."
      >
        {(data) => (
          <>
            <Totals totals={data.totals} />
            <Panel>
              <DataTable
                label="Cancellations table"
                caption="Cancellations, no-shows and early departures, with the total"
                columns={columnsOf(keptFormats(data))}
                rows={data.rows}
                rowKey={(r) => `${r.bookingId}-${r.kind}-${r.date}`}
                rowTestId="cancellation-row"
                minWidth="min-w-[960px]"
                footer={
                  <tr className="border-t-2 border-slate-300 font-semibold">
                    <th scope="row" colSpan={5} className="py-2 pr-3 text-left">
                      Total
                    </th>
                    <td className={`py-2 pr-3 ${num}`}>{formatCount(data.totals.roomNightsLost)}</td>
                    {/* The report totals what it defines (nights lost, fees kept and their GST), not what was never charged. */}
                    <td />
                    <td className={`py-2 pr-3 ${num}`}>{keptFormats(data).fee(feesKeptOf(data.totals))}</td>
                    <td className={`py-2 pr-3 ${num}`}>{keptFormats(data).gst(totalGstOf(data.totals))}</td>
                  </tr>
                }
              />
            </Panel>
          </>
        )}
      </QueryState>
    </div>
  );
}

function Totals({ totals }: { totals: CancellationsReport['totals'] }) {
  const items = [
    { label: 'Cancellations', value: totals.cancellations },
    { label: 'No-shows', value: totals.noShows },
    { label: 'Early departures', value: totals.earlyDepartures },
  ];
  return (
    <dl className="grid grid-cols-3 gap-3">
      {items.map((item) => (
        <div key={item.label} className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
          <dt className="text-sm text-slate-600">{item.label}</dt>
          <dd className="mt-1 text-xl font-bold tabular-nums text-slate-900">{formatCount(item.value)}</dd>
        </div>
      ))}
    </dl>
  );
}
