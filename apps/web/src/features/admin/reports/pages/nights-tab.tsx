import { adminReportPaths, type NightRow } from '@staybook/contract/admin-reports';
import { formatDayWithWeekday } from '@staybook/contract/format';
import { todayIst } from '@staybook/contract/stay-dates';
import { useSearchParams } from 'react-router';
import { Panel } from '../../components/console-ui';
import { DataTable } from '../../components/data-table';
import { DownloadButton } from '../../components/download-button';
import { QueryState } from '../../components/query-state';
import { downloadReport } from '../api/download-report';
import { useNightsReport } from '../api/get-nights-report';
import { OccupancyChart } from '../components/occupancy-chart';
import { RevenueByChannelChart } from '../components/revenue-by-channel-chart';
import { StayTotalRow, stayFigureColumns } from '../components/stay-figure-columns';
import { csvFileName, rangeQuery, reportRangeOf } from '../logic/report-range';

const columns = [
  {
    header: 'Night',
    rowHeader: true,
    className: 'whitespace-nowrap font-normal',
    cell: (row: NightRow) => formatDayWithWeekday(row.date),
  },
  ...stayFigureColumns<NightRow>(),
];

/** /admin/reports/nights: occupancy by night as a chart and a table, and room revenue by channel. */
export default function NightsTab() {
  const [params] = useSearchParams();
  const range = reportRangeOf(params, todayIst());
  const report = useNightsReport(range);
  return (
    <div className="space-y-4">
      <div className="flex justify-end">
        <DownloadButton
          label="Download CSV"
          download={() =>
            downloadReport({
              path: adminReportPaths.nightsCsv,
              filename: csvFileName('nights', range),
              query: rangeQuery(range),
            })
          }
        />
      </div>
      <QueryState
        query={report}
        loading="Loading the nights"
        isEmpty={(d) => d.nights.length === 0}
        empty="No nights in this range."
      >
        {(data) => (
          <>
            <div className="grid gap-4 xl:grid-cols-2">
              <OccupancyChart nights={data.nights} />
              <RevenueByChannelChart channels={data.revenueByChannel} />
            </div>
            <Panel title="Night by night">
              <DataTable
                label="Nights table"
                caption="Each night's stay figures, with the total"
                columns={columns}
                rows={data.nights}
                rowKey={(row) => row.date}
                rowTestId="night-row"
                minWidth="min-w-[900px]"
                footer={<StayTotalRow label="Total" total={data.total} />}
              />
            </Panel>
          </>
        )}
      </QueryState>
    </div>
  );
}
