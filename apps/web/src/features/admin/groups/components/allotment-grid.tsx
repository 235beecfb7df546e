import { formatDayWithWeekday } from '@staybook/contract/format';
import type { Group } from '@staybook/contract/groups';
import { formatInr } from '@staybook/contract/money';
import { ScrollRegion } from '../../components/list-kit';

/** Held, picked up and released rooms per night and room type, with the group rate. */
export function AllotmentGrid({ group }: { group: Group }) {
  return (
    <div className="space-y-4">
      {group.roomTypes.map((t) => (
        <ScrollRegion key={t.roomTypeId} label={`${t.name} nights`}>
          <table className="w-full min-w-80 text-left text-sm">
            <caption className="mb-1 text-left font-semibold text-slate-900">{t.name}</caption>
            <thead>
              <tr className="border-b border-slate-200 text-slate-700">
                <th scope="col" className="py-1 pr-2">
                  Night
                </th>
                <th scope="col" className="py-1 pr-2 text-right">
                  Rate
                </th>
                <th scope="col" className="py-1 pr-2 text-right">
                  Held
                </th>
                <th scope="col" className="py-1 pr-2 text-right">
                  Picked up
                </th>
                <th scope="col" className="py-1 text-right">
                  Released
                </th>
              </tr>
            </thead>
            <tbody>
              {t.nights.map((n) => (
                <tr key={n.date} className="border-b border-slate-100" data-testid="allotment-night">
                  <th scope="row" className="py-1 pr-2 font-normal">
                    {formatDayWithWeekday(n.date)}
                  </th>
                  <td className="py-1 pr-2 text-right">{formatInr(n.rate)}</td>
                  <td className="py-1 pr-2 text-right">{n.held}</td>
                  <td className="py-1 pr-2 text-right">{n.picked}</td>
                  <td className="py-1 text-right">{n.released}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      ))}
    </div>
  );
}
