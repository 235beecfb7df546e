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

/** The settlement's sums, in the table's order: the last is the bank credit. */
const amountColumns = [
  ['Captures', 'credit'],
  ['Refunds', 'debit'],
  ['Fees', 'fees'],
  ['GST on fees', 'tax'],
  ['Bank credit', 'net'],
] as const satisfies ReadonlyArray<readonly [string, 'credit' | 'debit' | 'fees' | 'tax' | 'net']>;

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
  const data = settlements.data;
  const download = () => void downloadSettlements(range).catch((error) => toast.error(errorMessage(error)));
  return (
    <Panel title="Settlements to the bank">
      <p className="text-sm text-slate-600">
        Each settlement is what the payment provider credited to the bank account: captures less refunds, its fees and
        the GST on them. Match each one to the bank statement by its UTR.
      </p>
      <form className="mt-3 flex flex-wrap items-end gap-3" onSubmit={(e) => e.preventDefault()}>
        <DateField
          label="Settled from"
          value={range.from}
          max={range.to}
          onChange={(from) => setRange((r) => ({ ...r, from }))}
        />
        <DateField label="to" value={range.to} min={range.from} onChange={(to) => setRange((r) => ({ ...r, to }))} />
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
                {amountColumns.map(([label]) => (
                  <th key={label} scope="col" className="py-2 pr-3 text-right font-medium last:pr-0">
                    {label}
                  </th>
                ))}
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
                  {amountColumns.map(([label, key]) => (
                    <td key={label} className="py-2 pr-3 text-right tabular-nums last:pr-0 last:font-medium">
                      {formatInrPaise(s[key])}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
            <tfoot className="font-medium">
              <tr>
                <th scope="row" colSpan={2} className="py-2 pr-3 text-left">
                  Total
                </th>
                {amountColumns.map(([label, key]) => (
                  <td key={label} className="py-2 pr-3 text-right tabular-nums last:pr-0">
                    {formatInrPaise(data.totals[key])}
                  </td>
                ))}
              </tr>
            </tfoot>
          </table>
        </div>
      )}
    </Panel>
  );
}

/** A labelled date input that reports only whole dates (a cleared field keeps the range as it was). */
function DateField(props: {
  label: string;
  value: string;
  min?: string;
  max?: string;
  onChange: (day: string) => void;
}) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-700">
        {props.label}
      </label>
      <input
        id={id}
        type="date"
        className="input"
        value={props.value}
        min={props.min}
        max={props.max}
        onChange={(e) => e.target.value && props.onChange(e.target.value)}
      />
    </div>
  );
}
