import type { Folio, FolioLine } from '@staybook/contract/folio';
import { formatDayWithWeekday } from '@staybook/contract/format';
import { formatInrMoved } from '@staybook/contract/money';
import { useState } from 'react';
import { Panel } from '../../components/console-ui';
import { ScrollRegion } from '../../components/list-kit';
import { QueryState } from '../../components/query-state';
import { errorMessage } from '../../lib/console-api';
import { useFolio, useRemoveCharge } from '../api/folio';
import { AddExtraForm } from './add-extra-form';

const payerText = (l: FolioLine) => (l.payer === 'company' ? `${l.payerName} (GSTIN ${l.payerGstin})` : 'Guest');

/**
 * "Folio" on the desk's booking (issue 44): the room-nights and every extra with its SAC, rate and GST, who pays
 * each, the payments and the balance; the desk adds an extra (while the booking is confirmed or checked in) and
 * removes one posted by mistake, with the reason. The balance is what check-out asks to be paid.
 */
export function BookingFolioPanel({
  bookingId,
  mayChange,
  open,
}: {
  bookingId: string;
  mayChange: boolean;
  open: boolean;
}) {
  const query = useFolio(bookingId);
  const [said, setSaid] = useState('');
  return (
    <Panel title="Folio" className="mt-6">
      <p role="status" className="mb-2 min-h-5 text-sm font-medium text-slate-900">
        {said}
      </p>
      <QueryState query={query} loading="Loading the folio">
        {(folio) => (
          <div>
            <FolioLines bookingId={bookingId} folio={folio} mayRemove={mayChange && open} onDone={setSaid} />
            <FolioTotals folio={folio} />
            {mayChange && open && folio.extras.length > 0 && (
              <AddExtraForm bookingId={bookingId} folio={folio} onDone={setSaid} />
            )}
          </div>
        )}
      </QueryState>
    </Panel>
  );
}

function FolioLines({
  bookingId,
  folio,
  mayRemove,
  onDone,
}: {
  bookingId: string;
  folio: Folio;
  mayRemove: boolean;
  onDone: (said: string) => void;
}) {
  const [removing, setRemoving] = useState<FolioLine | null>(null);
  return (
    <div>
      <ScrollRegion label="Folio charges, scroll sideways">
        <table className="w-full min-w-[36rem] text-sm">
          <caption className="sr-only">Folio charges</caption>
          <thead className="text-left text-slate-600">
            <tr>
              <th scope="col" className="py-2 pr-3 font-medium">
                Charge
              </th>
              <th scope="col" className="py-2 pr-3 font-medium">
                SAC
              </th>
              <th scope="col" className="py-2 pr-3 text-right font-medium">
                GST
              </th>
              <th scope="col" className="py-2 pr-3 text-right font-medium">
                Total
              </th>
              <th scope="col" className="py-2 pr-3 font-medium">
                Paid by
              </th>
              {mayRemove && (
                <th scope="col" className="py-2 font-medium">
                  <span className="sr-only">Actions</span>
                </th>
              )}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200">
            {folio.lines.map((l) => (
              <tr key={l.id} className={l.removed ? 'text-slate-500' : ''}>
                <td className="py-2 pr-3">
                  <span className={l.removed ? 'line-through' : ''}>{l.description}</span>
                  <span className="block text-slate-600">{formatDayWithWeekday(l.date)}</span>
                  {l.removed && <span className="block">Removed: {l.removed.reason}</span>}
                </td>
                <td className="py-2 pr-3 tabular-nums">{l.sac}</td>
                <td className="py-2 pr-3 text-right tabular-nums">
                  {l.ratePercent}% · {formatInrMoved(l.tax)}
                </td>
                <td className="py-2 pr-3 text-right tabular-nums">{formatInrMoved(l.total)}</td>
                <td className="py-2 pr-3">{payerText(l)}</td>
                {mayRemove && (
                  <td className="py-2">
                    {l.kind === 'extra' && !l.removed && (
                      <button
                        type="button"
                        className="btn-outline"
                        aria-label={`Remove ${l.description}`}
                        onClick={() => setRemoving(l)}
                      >
                        Remove
                      </button>
                    )}
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
      {removing && (
        <RemoveCharge
          bookingId={bookingId}
          line={removing}
          onClose={(said) => {
            setRemoving(null);
            if (said) onDone(said);
          }}
        />
      )}
    </div>
  );
}

/** Removing a charge posted by mistake: the reason is kept with it and in the audit log. */
function RemoveCharge({
  bookingId,
  line,
  onClose,
}: {
  bookingId: string;
  line: FolioLine;
  onClose: (said: string | null) => void;
}) {
  const remove = useRemoveCharge(bookingId);
  const [reason, setReason] = useState('');
  return (
    <form
      className="mt-3 rounded-lg border border-amber-300 bg-amber-50 p-3"
      aria-label={`Remove ${line.description}`}
      onSubmit={(e) => {
        e.preventDefault();
        remove.mutate(
          { chargeId: line.id, reason },
          { onSuccess: () => onClose(`${line.description} removed from the folio.`) },
        );
      }}
    >
      <label className="block text-sm font-medium text-slate-900" htmlFor="folio-remove-reason">
        Why is {line.description} removed?
      </label>
      <input
        id="folio-remove-reason"
        className="input mt-1"
        value={reason}
        maxLength={300}
        onChange={(e) => setReason(e.target.value)}
      />
      {remove.error ? (
        <p role="alert" className="mt-2 text-sm text-red-800">
          {errorMessage(remove.error)}
        </p>
      ) : null}
      <div className="mt-3 flex flex-wrap justify-end gap-2">
        <button type="button" className="btn-outline" onClick={() => onClose(null)}>
          Keep it
        </button>
        <button type="submit" className="btn-primary" disabled={remove.isPending}>
          Remove charge
        </button>
      </div>
    </form>
  );
}

function FolioTotals({ folio }: { folio: Folio }) {
  return (
    <dl className="mt-4 grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm">
      {folio.payers.length > 1 &&
        folio.payers.map((p) => (
          <div key={`${p.payer}-${p.gstin ?? ''}`} className="contents">
            <dt className="text-slate-600">Charged to {p.payer === 'company' ? `${p.name} (${p.gstin})` : p.name}</dt>
            <dd className="text-right tabular-nums">{formatInrMoved(p.charged)}</dd>
          </div>
        ))}
      <dt className="text-slate-600">Charged</dt>
      <dd className="text-right tabular-nums">{formatInrMoved(folio.charged)}</dd>
      <dt className="text-slate-600">Paid</dt>
      <dd className="text-right tabular-nums">{formatInrMoved(folio.paid)}</dd>
      <dt className="font-semibold text-slate-900">Folio balance</dt>
      <dd className="text-right font-semibold tabular-nums" data-testid="folio-balance">
        {formatInrMoved(folio.balance)}
      </dd>
    </dl>
  );
}
