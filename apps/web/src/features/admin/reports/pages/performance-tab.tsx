import {
  adminReportPaths,
  type ReportGrouping,
  reportGroupingLabels,
  reportGroupings,
  type StayNightsRow,
} from '@staybook/contract/admin-reports';
import { todayIst } from '@staybook/contract/stay-dates';
import { useId } from 'react';
import { useSearchParams } from 'react-router';
import { DataTable } from '../../components/data-table';
import { DownloadButton } from '../../components/download-button';
import { QueryState } from '../../components/query-state';
import { downloadReport } from '../api/download-report';
import { stayNightsQuery, useStayNights } from '../api/get-stay-nights';
import { StayTotalRow, stayFigureColumns } from '../components/stay-figure-columns';
import { csvFileName, groupingOf, reportRangeOf } from '../logic/report-range';

/** The group's name (headed by the grouping the answer is for), then the figures. */
const columnsOf = (groupBy: ReportGrouping) => [
  { header: reportGroupingLabels[groupBy], rowHeader: true, cell: (row: StayNightsRow) => row.label },
  ...stayFigureColumns<StayNightsRow>(),
];

/** /admin/reports: the stay-night figures of the range, one row per group, with their total. */
export default function PerformanceTab() {
  const [params, setParams] = useSearchParams();
  const id = useId();
  const range = reportRangeOf(params, todayIst());
  const groupBy = groupingOf(params);
  const query = stayNightsQuery(range, groupBy);
  const report = useStayNights(query);

  const setGrouping = (value: ReportGrouping) => {
    const next = new URLSearchParams(params);
    if (value === 'property') next.delete('groupBy');
    else next.set('groupBy', value);
    setParams(next);
  };

  return (
    <section aria-labelledby={`${id}-title`} className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="flex flex-wrap items-end gap-3">
          <h2 id={`${id}-title`} className="sr-only">
            Stay-night figures
          </h2>
          <div>
            <label className="label" htmlFor={`${id}-group`}>
              Group by
            </label>
            <select
              id={`${id}-group`}
              className="input"
              value={groupBy}
              onChange={(e) => setGrouping(e.target.value as ReportGrouping)}
            >
              {reportGroupings.map((g) => (
                <option key={g} value={g}>
                  {reportGroupingLabels[g]}
                </option>
              ))}
            </select>
          </div>
        </div>
        <div className="flex flex-wrap gap-2">
          <DownloadButton
            label="Download CSV"
            download={() =>
              downloadReport({
                path: adminReportPaths.stayNightsCsv,
                filename: csvFileName(`stay-nights-by-${groupBy}`, range),
                query,
              })
            }
          />
          <DownloadButton
            label="Download bookings CSV"
            download={() =>
              downloadReport({
                path: adminReportPaths.bookingsCsv,
                filename: csvFileName('bookings', range),
                query: { from: query.from, to: query.to, propertyId: query.propertyId },
              })
            }
          />
        </div>
      </div>
      <div className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5">
        <QueryState
          query={report}
          loading="Loading the report"
          isEmpty={(data) => data.rows.length === 0}
          empty="Nothing was on sale or sold in this range."
        >
          {(data) => (
            <DataTable
              label="Stay-night figures table"
              caption="Stay-night figures, one row per group, with the total"
              columns={columnsOf(data.groupBy)}
              rows={data.rows}
              rowKey={(row) => row.key}
              rowTestId="report-row"
              minWidth="min-w-[860px]"
              footer={<StayTotalRow label="Total" total={data.total} />}
            />
          )}
        </QueryState>
      </div>
    </section>
  );
}
