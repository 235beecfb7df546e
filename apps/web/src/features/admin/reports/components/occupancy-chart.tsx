import { formatDayMonth } from '@staybook/contract/format';
import { Bar, BarChart, CartesianGrid, Tooltip, XAxis, YAxis } from 'recharts';
import { formatPercent } from '../logic/report-format';
import { ChartFrame, chartColours } from './chart-frame';

/** Occupancy of each night of the range, in percent. */
export function OccupancyChart({ nights }: { nights: readonly { date: string; occupancy: number | null }[] }) {
  const data = nights.map((n) => ({ date: n.date, occupancy: n.occupancy ?? 0 }));
  return (
    <ChartFrame title="Occupancy by night">
      <BarChart accessibilityLayer={false} data={data} margin={{ top: 4, right: 8, bottom: 0, left: -16 }}>
        <CartesianGrid stroke={chartColours.grid} vertical={false} />
        <XAxis dataKey="date" tickFormatter={formatDayMonth} tick={{ fontSize: 12, fill: chartColours.text }} />
        <YAxis domain={[0, 100]} unit="%" tick={{ fontSize: 12, fill: chartColours.text }} />
        <Tooltip
          labelFormatter={(date) => formatDayMonth(String(date))}
          formatter={(value) => [formatPercent(Number(value)), 'Occupancy']}
        />
        <Bar dataKey="occupancy" fill={chartColours.current} isAnimationActive={false} />
      </BarChart>
    </ChartFrame>
  );
}
