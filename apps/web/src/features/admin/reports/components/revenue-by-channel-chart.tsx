import { formatInr } from '@staybook/contract/money';
import { Bar, BarChart, CartesianGrid, Tooltip, XAxis, YAxis } from 'recharts';
import { ChartFrame, chartColours } from './chart-frame';

/** Room revenue of the range by the channel each booking came from. */
export function RevenueByChannelChart({ channels }: { channels: readonly { label: string; roomRevenue: number }[] }) {
  return (
    <ChartFrame
      title="Room revenue by channel"
      note={
        <span className="flex flex-wrap gap-x-4">
          {channels.map((c) => (
            <span key={c.label}>
              {c.label}: {formatInr(c.roomRevenue)}
            </span>
          ))}
        </span>
      }
    >
      <BarChart
        accessibilityLayer={false}
        data={[...channels]}
        layout="vertical"
        margin={{ top: 4, right: 16, bottom: 0, left: 8 }}
      >
        <CartesianGrid stroke={chartColours.grid} horizontal={false} />
        <XAxis
          type="number"
          tickFormatter={(v: number) => formatInr(v)}
          tick={{ fontSize: 12, fill: chartColours.text }}
        />
        <YAxis type="category" dataKey="label" width={80} tick={{ fontSize: 12, fill: chartColours.text }} />
        <Tooltip formatter={(value) => [formatInr(Number(value)), 'Room revenue']} />
        <Bar dataKey="roomRevenue" fill={chartColours.current} isAnimationActive={false} />
      </BarChart>
    </ChartFrame>
  );
}
