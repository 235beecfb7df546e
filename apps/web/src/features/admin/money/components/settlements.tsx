import { formatInstant } from '@staybook/contract/format';
import { formatInrPaise } from '@staybook/contract/money';
import type { Settlement } from '@staybook/contract/settlements';
import { addDays, todayIst } from '@staybook/contract/stay-dates';
import { useId, useState } from 'react';
import { toast } from '../../../../components/ui/toast';
import { ErrorNotice, Loading, Panel } from '../../components/console-ui';
import { errorMessage } from '../../lib/console-api';
import { downloadSettlements, type SettlementsRange, useSettlements } from '../api/settlements';
import { unixToIso } from '../logic/unix-to-iso';

const lineNames: Record<Settlement['lines'][number]['type'], string> = {
  payment: 'Payment',
  refund: 'Refund',
  adjustment: 'Adjustment',
};

/**
 * What the payment provider paid into the bank (issue 41): one row a settlement, with its UTR as the bank statement
 * shows it, the captures it carried, the refunds it took back, the provider's fees and the GST on them, and the bank
 * credit. Amounts with paise, as the bank has them.
 */
export function Settlements() {
  const today = todayIst();
  const [range, setRange] = useState<SettlementsRange>({ from: addDays(today, -30), to: today });
  const settlements = useSettlements(range);
  const fromId = useId();
  const toId = useId();
  const data = settlements.data;
  const download = () =>
    void downloadSettlements(range).catch((error) => toast.error(errorMessage(error)));
  return (
    <Panel title="Settlements to the bank">
      <p className="text-sm text-slate-600">
        Each settlement is what the payment provider credited to the bank account: captures less refunds, its fees and
        the GST on them. Match each one to the bank statement by its UTR.
      </p>
      <form className="mt-3 flex flex-wrap items-end gap-3" onSubmit={(e) => e.preventDefault()}>
        <div>
          <label htmlFor={fromId} className="block text-sm font-medium text-slate-700">
            Settled from
          </label>
          <input
            id={fromId}
            type="date"
            className="input"
            value={range.from}
            max={range.to}
            onChange={(e) => e.target.value && setRange((r) => ({ ...r, from: e.target.value }))}
          />
        </div>
        <div>
          <label htmlFor={toId} className="block text-sm font-medium text-slate-700">
            to
          </label>
          <input
            id={toId}
            type="date"
            className="input"
            value={range.to}
            min={range.from}
            onChange={(e) => e.target.value && setRange((r) => ({ ...r, to: e.target.value }))}
          />
        </div>
        <button type="button" className="btn-outline" onClick={download}>
          Download CSV
        </button>
      </form>
      {settlements.isPending ? (
        <Loading label="Reading settlements" />
      ) : !data ? (
        <ErrorNotice error={settlements.error} onRetry={() => void settlements.refetch()} />
      ) : data.settlements.length === 0 ? (
        <p className="mt-3 text-slate-600">No settlement in these days yet.</p>
      ) : (
        <div className="mt-3 overflow-x-auto">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">
              Settlements from {range.from} to {range.to}
            </caption>
            <thead className="text-slate-600">
              <tr>
                <th scope="col" className="py-2 pr-3 font-medium">
                  Settled
                </th>
                <th scope="col" className="py-2 pr-3 font-medium">
                  UTR
                </th>
                <th scope="col" className="py-2 pr-3 text-right font-medium">
                  Captures
                </th>
                <th scope="col" className="py-2 pr-3 text-right font-medium">
                  Refunds
                </th>
                <th scope="col" className="py-2 pr-3 text-right font-medium">
                  Fees
                </th>
                <th scope="col" className="py-2 pr-3 text-right font-medium">
                  GST on fees
                </th>
                <th scope="col" className="py-2 text-right font-medium">
                  Bank credit
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {data.settlements.map((s) => (
                <tr key={s.settlementId}>
                  <td className="py-2 pr-3">
                    <time dateTime={unixToIso(s.settledAt)}>{formatInstant(unixToIso(s.settledAt))}</time>
                    <details className="mt-1">
                      <summary className="cursor-pointer text-xs text-slate-600">
                        {s.lines.length} {s.lines.length === 1 ? 'line' : 'lines'}
                      </summary>
                      <ul className="mt-1 space-y-0.5 text-xs text-slate-600">
                        {s.lines.map((l) => (
                          <li key={`${l.type}-${l.entityId}`}>
                            {lineNames[l.type]} {l.bookingCode ?? l.entityId}
                            {l.method ? ` (${l.method})` : ''}:{' '}
                            {l.type === 'refund'
                              ? `−${formatInrPaise(l.debit)}`
                              : `${formatInrPaise(l.credit)}, fee ${formatInrPaise(l.fee)} + GST ${formatInrPaise(l.tax)}`}
                          </li>
                        ))}
                      </ul>
                    </details>
                  </td>
                  <td className="py-2 pr-3 font-mono text-xs">{s.utr}</td>
                  <td className="py-2 pr-3 text-right tabular-nums">{formatInrPaise(s.credit)}</td>
                  <td className="py-2 pr-3 text-right tabular-nums">{formatInrPaise(s.debit)}</td>
                  <td className="py-2 pr-3 text-right tabular-nums">{formatInrPaise(s.fees)}</td>
                  <td className="py-2 pr-3 text-right tabular-nums">{formatInrPaise(s.tax)}</td>
                  <td className="py-2 text-right font-medium tabular-nums">{formatInrPaise(s.net)}</td>
                </tr>
              ))}
            </tbody>
            <tfoot className="font-medium">
              <tr>
                <th scope="row" colSpan={2} className="py-2 pr-3 text-left">
                  Total
                </th>
                <td className="py-2 pr-3 text-right tabular-nums">{formatInrPaise(data.totals.credit)}</td>
                <td className="py-2 pr-3 text-right tabular-nums">{formatInrPaise(data.totals.debit)}</td>
                <td className="py-2 pr-3 text-right tabular-nums">{formatInrPaise(data.totals.fees)}</td>
                <td className="py-2 pr-3 text-right tabular-nums">{formatInrPaise(data.totals.tax)}</td>
                <td className="py-2 text-right tabular-nums">{formatInrPaise(data.totals.net)}</td>
              </tr>
            </tfoot>
          </table>
        </div>
      )}
    </Panel>
  );
}
