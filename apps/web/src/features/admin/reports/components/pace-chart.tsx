import type { PickupReport } from '@staybook/contract/admin-reports';
import { plural } from '@staybook/contract/format';
import { CartesianGrid, Legend, Line, LineChart, Tooltip, XAxis, YAxis } from 'recharts';
import { formatCount } from '../logic/report-format';
import { ChartFrame, chartColours } from './chart-frame';

/** Room-nights on the books N days before the window, this year and for the same window a year earlier. */
export function PaceChart({ pace }: { pace: PickupReport['pace'] }) {
  // Far from arrival on the left, the window's first night on the right.
  const data = [...pace].sort((a, b) => b.daysBefore - a.daysBefore);
  return (
    <ChartFrame title="Pace against a year earlier">
      <LineChart accessibilityLayer={false} data={data} margin={{ top: 4, right: 8, bottom: 0, left: -16 }}>
        <CartesianGrid stroke={chartColours.grid} vertical={false} />
        <XAxis
          dataKey="daysBefore"
          tickFormatter={(days: number) => `${days}d`}
          tick={{ fontSize: 12, fill: chartColours.text }}
        />
        <YAxis allowDecimals={false} tick={{ fontSize: 12, fill: chartColours.text }} />
        <Tooltip
          labelFormatter={(days) => `${plural(Number(days), 'day')} before the window`}
          formatter={(value, name) => [formatCount(Number(value)), name]}
        />
        <Legend />
        <Line
          type="monotone"
          dataKey="roomNights"
          name="This year"
          stroke={chartColours.current}
          strokeWidth={2}
          dot={false}
          isAnimationActive={false}
        />
        <Line
          type="monotone"
          dataKey="lastYearRoomNights"
          name="A year earlier"
          stroke={chartColours.previous}
          strokeWidth={2}
          strokeDasharray="4 3"
          dot={false}
          isAnimationActive={false}
        />
      </LineChart>
    </ChartFrame>
  );
}
