import type { NightsReport, PickupReport } from '@staybook/contract/admin-reports';
import { ErrorNotice } from '../../components/console-ui';
import { OccupancyChart } from '../../reports/components/occupancy-chart';
import { PickupChart } from '../../reports/components/pickup-chart';
import { RevenueByChannelChart } from '../../reports/components/revenue-by-channel-chart';
import { ChartPlaceholder } from './chart-placeholder';

/** The dashboard's three charts: a chunk of their own (with the chart library), loaded after the figures. */
interface PickupState {
  data: PickupReport | undefined;
  /** The pickup's failure (the nights drew), with its retry. */
  error: unknown;
  retry: () => void;
}

export default function DashboardCharts({ nights, pickup }: { nights: NightsReport; pickup: PickupState }) {
  return (
    <>
      <OccupancyChart nights={nights.nights} />
      {pickup.data ? (
        <PickupChart pickup={pickup.data.pickup} />
      ) : pickup.error ? (
        <ErrorNotice error={pickup.error} onRetry={pickup.retry} />
      ) : (
        <ChartPlaceholder label="Loading the pickup" />
      )}
      <RevenueByChannelChart channels={nights.revenueByChannel} />
    </>
  );
}
