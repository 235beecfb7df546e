import { adminReportPaths, type PickupReport } from '@staybook/contract/admin-reports';
import { formatDay, formatDayWithWeekday } from '@staybook/contract/format';
import { formatInr } from '@staybook/contract/money';
import { todayIst } from '@staybook/contract/stay-dates';
import { useSearchParams } from 'react-router';
import { Panel } from '../../components/console-ui';
import { DataTable } from '../../components/data-table';
import { DownloadButton } from '../../components/download-button';
import { QueryState } from '../../components/query-state';
import { downloadReport } from '../api/download-report';
import { usePickup } from '../api/get-pickup';
import { PaceChart } from '../components/pace-chart';
import { PickupChart } from '../components/pickup-chart';
import { formatCount } from '../logic/report-format';
import { csvFileName, rangeQuery, reportRangeOf } from '../logic/report-range';

type PickupDay = PickupReport['pickup'][number];
type PaceRow = PickupReport['pace'][number];

const num = 'text-right tabular-nums whitespace-nowrap';
const pickupColumns = [
  {
    header: 'Booked on',
    rowHeader: true,
    className: 'whitespace-nowrap font-normal',
    cell: (d: PickupDay) => formatDayWithWeekday(d.date),
  },
  {
    header: 'Room-nights',
    headerClassName: 'text-right',
    className: num,
    cell: (d: PickupDay) => formatCount(d.roomNights),
  },
  {
    header: 'Room revenue',
    headerClassName: 'text-right',
    className: num,
    cell: (d: PickupDay) => formatInr(d.roomRevenue),
  },
];
const paceColumns = [
  {
    header: 'Days before the window',
    rowHeader: true,
    className: 'font-normal tabular-nums',
    cell: (p: PaceRow) => formatCount(p.daysBefore),
  },
  {
    header: 'Room-nights',
    headerClassName: 'text-right',
    className: num,
    cell: (p: PaceRow) => formatCount(p.roomNights),
  },
  {
    header: 'Room revenue',
    headerClassName: 'text-right',
    className: num,
    cell: (p: PaceRow) => formatInr(p.roomRevenue),
  },
  {
    header: 'Room-nights a year earlier',
    headerClassName: 'text-right',
    className: num,
    cell: (p: PaceRow) => formatCount(p.lastYearRoomNights),
  },
  {
    header: 'Room revenue a year earlier',
    headerClassName: 'text-right',
    className: num,
    cell: (p: PaceRow) => formatInr(p.lastYearRoomRevenue),
  },
];

/** /admin/reports/pickup: what was booked each day for the window, and pace against the same window a year earlier. */
export default function PickupTab() {
  const [params] = useSearchParams();
  const range = reportRangeOf(params, todayIst());
  const report = usePickup(range);
  return (
    <div className="space-y-4">
      <div className="flex justify-end">
        <DownloadButton
          label="Download CSV"
          download={() =>
            downloadReport({
              path: adminReportPaths.pickupCsv,
              filename: csvFileName('pickup', range),
              query: rangeQuery(range),
            })
          }
        />
      </div>
      <QueryState query={report} loading="Loading pickup and pace">
        {(data) => (
          <>
            <OnTheBooks data={data} />
            <div className="grid gap-4 xl:grid-cols-2">
              <PickupChart pickup={data.pickup} />
              <PaceChart pace={data.pace} />
            </div>
            <div className="grid gap-4 xl:grid-cols-2">
              <Panel title="Booked per day">
                {data.pickup.length === 0 ? (
                  <p className="text-sm text-slate-600">Nothing was booked for this window in these days.</p>
                ) : (
                  <DataTable
                    label="Pickup table"
                    caption="Room-nights and room revenue of the window booked each day"
                    columns={pickupColumns}
                    rows={data.pickup}
                    rowKey={(d) => d.date}
                    minWidth="min-w-[420px]"
                  />
                )}
              </Panel>
              <Panel title="Pace">
                <DataTable
                  label="Pace table"
                  caption="On the books each number of days before the window, this year and a year earlier"
                  columns={paceColumns}
                  rows={data.pace}
                  rowKey={(p) => String(p.daysBefore)}
                  minWidth="min-w-[620px]"
                />
              </Panel>
            </div>
          </>
        )}
      </QueryState>
    </div>
  );
}

function OnTheBooks({ data }: { data: PickupReport }) {
  return (
    <dl className="grid gap-3 sm:grid-cols-2">
      <div className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
        <dt className="text-sm text-slate-600">
          On the books for {formatDay(data.from)} to {formatDay(data.to)}
        </dt>
        <dd className="mt-1 text-xl font-bold tabular-nums text-slate-900">
          {formatCount(data.onTheBooks.roomNights)} room-nights · {formatInr(data.onTheBooks.roomRevenue)}
        </dd>
      </div>
      <div className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
        <dt className="text-sm text-slate-600">
          Final a year earlier, {formatDay(data.lastYearFrom)} to {formatDay(data.lastYearTo)}
        </dt>
        <dd className="mt-1 text-xl font-bold tabular-nums text-slate-900">
          {formatCount(data.lastYearFinal.roomNights)} room-nights · {formatInr(data.lastYearFinal.roomRevenue)}
        </dd>
      </div>
    </dl>
  );
}
