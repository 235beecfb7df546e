import type { StayFigures } from '@staybook/contract/admin-reports';
import { formatInr } from '@staybook/contract/money';
import type { Column } from '../../components/data-table';
import { formatCount, formatInrOrDash, formatPercent } from '../logic/report-format';

const num = 'text-right tabular-nums whitespace-nowrap';

/** The figures every stay report shows, in one order: available, sold, occupancy, ADR, RevPAR, revenue, fees, GST. */
export const stayFigureHeaders = [
  'Available',
  'Sold',
  'Occupancy',
  'ADR',
  'RevPAR',
  'Room revenue',
  'Fees kept',
  'GST',
] as const;

const cells: ((f: StayFigures) => string)[] = [
  (f) => formatCount(f.roomNightsAvailable),
  (f) => formatCount(f.roomNightsSold),
  (f) => formatPercent(f.occupancy),
  (f) => formatInrOrDash(f.adr),
  (f) => formatInrOrDash(f.revpar),
  (f) => formatInr(f.roomRevenue),
  (f) => formatInr(f.feesKept),
  (f) => formatInr(f.gst),
];

/** The figure columns of a DataTable whose rows carry StayFigures. */
export function stayFigureColumns<Row extends StayFigures>(): Column<Row>[] {
  return stayFigureHeaders.map((header, i) => ({
    header,
    headerClassName: 'text-right',
    className: num,
    cell: (row: Row) => cells[i]?.(row),
  }));
}

/** The total row under a stay table (a table footer): its name, then the same figures. */
export function StayTotalRow({ label, total }: { label: string; total: StayFigures }) {
  return (
    <tr className="border-t-2 border-slate-300 font-semibold">
      <th scope="row" className="py-2 pr-3">
        {label}
      </th>
      {cells.map((cell, i) => (
        <td key={stayFigureHeaders[i]} className={`py-2 pr-3 ${num}`}>
          {cell(total)}
        </td>
      ))}
    </tr>
  );
}
