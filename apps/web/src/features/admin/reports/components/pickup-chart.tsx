import type { PickupReport } from '@staybook/contract/admin-reports';
import { formatDayMonth } from '@staybook/contract/format';
import { Bar, BarChart, CartesianGrid, Tooltip, XAxis, YAxis } from 'recharts';
import { formatCount } from '../logic/report-format';
import { ChartFrame, chartColours } from './chart-frame';

/** Room-nights of the window booked on each day (net of those given back that day). */
export function PickupChart({ pickup }: { pickup: PickupReport['pickup'] }) {
  const total = pickup.reduce((sum, day) => sum + day.roomNights, 0);
  return (
    <ChartFrame
      title="Pickup: room-nights booked per day"
      note={`Room-nights booked over these days, net of those given back: ${formatCount(total)}.`}
    >
      <BarChart accessibilityLayer={false} data={[...pickup]} margin={{ top: 4, right: 8, bottom: 0, left: -16 }}>
        <CartesianGrid stroke={chartColours.grid} vertical={false} />
        <XAxis dataKey="date" tickFormatter={formatDayMonth} tick={{ fontSize: 12, fill: chartColours.text }} />
        <YAxis allowDecimals={false} tick={{ fontSize: 12, fill: chartColours.text }} />
        <Tooltip
          labelFormatter={(date) => `Booked on ${formatDayMonth(String(date))}`}
          formatter={(value) => [formatCount(Number(value)), 'Room-nights']}
        />
        <Bar dataKey="roomNights" fill={chartColours.current} isAnimationActive={false} />
      </BarChart>
    </ChartFrame>
  );
}
