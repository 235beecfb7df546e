import type { NightsReport } from '@staybook/contract/admin-reports';
import { formatDay, formatDayWithWeekday, plural } from '@staybook/contract/format';
import { formatInr } from '@staybook/contract/money';
import { todayIst } from '@staybook/contract/stay-dates';
import { lazy, Suspense } from 'react';
import { Link, useSearchParams } from 'react-router';
import { CalendarConflictsCard } from '../../channels/components/conflicts-card';
import { ErrorNotice, Loading, PageHeader, Panel } from '../../components/console-ui';
import { ScrollRegion } from '../../components/list-kit';
import { consolePaths } from '../../lib/console-paths';
import { useCancellations } from '../../reports/api/get-cancellations';
import { useNightsReport } from '../../reports/api/get-nights-report';
import { usePickup } from '../../reports/api/get-pickup';
import { RangePicker } from '../../reports/components/range-picker';
import { ReportDefinitions } from '../../reports/components/report-definitions';
import { formatCount, formatInrOrDash, formatPercent } from '../../reports/logic/report-format';
import { reportRangeOf } from '../../reports/logic/report-range';
import { ChartPlaceholder } from '../components/chart-placeholder';

/**
 * The console's home: the nights report's figures for a range (this month by default), its occupancy by night, the
 * pickup curve and revenue by channel. It reads the reports' own endpoints (and cache entries), so the dashboard and
 * Reports always show one answer.
 */
export default function DashboardPage() {
  const [params] = useSearchParams();
  const range = reportRangeOf(params, todayIst());
  const nights = useNightsReport(range);
  const pickup = usePickup(range);
  const cancellations = useCancellations(range);

  return (
    <div>
      <PageHeader
        title="Dashboard"
        help="Occupancy and room revenue by night, for the range and property you choose."
        actions={
          <Link to={{ pathname: consolePaths.reports, search: params.toString() }} className="btn-outline">
            Open reports
          </Link>
        }
      />
      <CalendarConflictsCard propertyId={range.propertyId} />
      <ReportDefinitions />
      <RangePicker />
      {nights.isPending ? (
        <Loading label="Loading the dashboard" />
      ) : nights.isError ? (
        <ErrorNotice error={nights.error} onRetry={() => void nights.refetch()} />
      ) : (
        <div className="space-y-6">
          <KeyFigures report={nights.data} cancellations={cancellations.data?.totals} />
          <div className="grid gap-4 xl:grid-cols-2">
            {/* The chart library is the console's largest download: the figures and the table do not wait for it. */}
            <Suspense fallback={<ChartsLoading />}>
              <DashboardCharts
                nights={nights.data}
                pickup={{ data: pickup.data, error: pickup.error, retry: () => void pickup.refetch() }}
              />
            </Suspense>
          </div>
          <NightsTable report={nights.data} />
        </div>
      )}
    </div>
  );
}

const DashboardCharts = lazy(() => import('../components/dashboard-charts'));

/** The three charts' places while the chart library loads. */
function ChartsLoading() {
  return (
    <>
      <ChartPlaceholder label="Loading the charts" />
      <ChartPlaceholder label="Loading the charts" />
      <ChartPlaceholder label="Loading the charts" />
    </>
  );
}

function Tile({ label, value, note }: { label: string; value: string; note?: string }) {
  return (
    <div className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="mt-1 text-2xl font-bold text-slate-900 tabular-nums">{value}</dd>
      {note && <dd className="mt-1 text-xs text-slate-600">{note}</dd>}
    </div>
  );
}

function KeyFigures({
  report,
  cancellations,
}: {
  report: NightsReport;
  cancellations?: { cancellations: number; noShows: number; earlyDepartures: number };
}) {
  const t = report.total;
  return (
    <section aria-label="Key figures">
      <h2 className="sr-only">
        Figures for {formatDayWithWeekday(report.from)} to {formatDayWithWeekday(report.to)}
      </h2>
      <dl className="grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-5">
        <Tile
          label="Occupancy"
          value={formatPercent(t.occupancy)}
          note={`${formatCount(t.roomNightsSold)} of ${formatCount(t.roomNightsAvailable)} room-nights`}
        />
        <Tile label="Room-nights available" value={formatCount(t.roomNightsAvailable)} />
        <Tile label="Room-nights sold" value={formatCount(t.roomNightsSold)} />
        <Tile label="ADR" value={formatInrOrDash(t.adr)} />
        <Tile label="RevPAR" value={formatInrOrDash(t.revpar)} />
        <Tile label="Room revenue" value={formatInr(t.roomRevenue)} note="Before GST" />
        <Tile label="Fees kept" value={formatInr(t.feesKept)} note="Before GST" />
        <Tile label="GST" value={formatInr(t.gst)} note="On room revenue and fees kept" />
        {cancellations && (
          <Tile
            label="Cancellations"
            value={formatCount(cancellations.cancellations)}
            note={`No-shows: ${formatCount(cancellations.noShows)}. Early departures: ${formatCount(cancellations.earlyDepartures)}.`}
          />
        )}
      </dl>
      <p className="mt-2 text-xs text-slate-600">
        {formatDay(report.from)} to {formatDay(report.to)} · {plural(report.nights.length, 'night')}
      </p>
    </section>
  );
}

function NightsTable({ report }: { report: NightsReport }) {
  return (
    <Panel title="Night by night">
      <ScrollRegion label="Occupancy by night table">
        <table className="w-full min-w-[520px] text-left text-sm">
          <caption className="sr-only">Rooms sold, rooms available and room revenue for each night</caption>
          <thead className="border-b border-slate-200 text-slate-600">
            <tr>
              <th scope="col" className="py-2 pr-3">
                Night
              </th>
              <th scope="col" className="w-1/3 py-2 pr-3">
                Occupancy
              </th>
              <th scope="col" className="py-2 pr-3 text-right">
                Sold / available
              </th>
              <th scope="col" className="py-2 pr-3 text-right">
                Room revenue
              </th>
            </tr>
          </thead>
          <tbody>
            {report.nights.map((n) => (
              <tr key={n.date} className="border-b border-slate-100">
                <th scope="row" className="py-1.5 pr-3 font-normal whitespace-nowrap">
                  {formatDayWithWeekday(n.date)}
                </th>
                <td className="py-1.5 pr-3">
                  <div className="flex items-center gap-2">
                    <div className="h-3 flex-1 rounded bg-slate-100" aria-hidden="true">
                      <div
                        className="h-3 rounded bg-sky-600"
                        style={{ width: `${Math.min(100, n.occupancy ?? 0)}%` }}
                      />
                    </div>
                    <span className="w-14 text-right tabular-nums">{formatPercent(n.occupancy)}</span>
                  </div>
                </td>
                <td className="py-1.5 pr-3 text-right tabular-nums">
                  {formatCount(n.roomNightsSold)} / {formatCount(n.roomNightsAvailable)}
                </td>
                <td className="py-1.5 pr-3 text-right tabular-nums">{formatInr(n.roomRevenue)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
    </Panel>
  );
}
