import type { MoneyOverview, UninvoicedStay, UnsettledCapture } from '@staybook/contract/admin-money';
import { formatInstant, plural, pluralWord } from '@staybook/contract/format';
import { formatInr, formatInrMoved } from '@staybook/contract/money';
import { Link } from 'react-router';
import { statusLabel, statusTone } from '../../bookings/logic/labels';
import { Badge, ErrorNotice, Panel } from '../../components/console-ui';
import { type Column, DataTable } from '../../components/data-table';
import { consolePaths } from '../../lib/console-paths';
import { unixToIso } from '../logic/unix-to-iso';
import { BooksReconciliation } from './books-reconciliation';

type Check = MoneyOverview['check'];

const when = formatInstant;

/** The sentence for a window with nothing unsettled (its count may be zero on a quiet month). */
function settledSentence(check: Check): string {
  const range = `from ${when(check.checkedFrom)} to ${when(check.checkedTo)}`;
  if (check.captures === 0) return `No payments were captured ${range}, so there is nothing to settle.`;
  if (check.captures === 1) return `The one capture ${range} is settled.`;
  return `All ${check.captures} captures ${range} are settled.`;
}

/**
 * The money check: every capture the provider reports (older than ten minutes) is a standing booking or a refund.
 * `isChecking` covers "Check again"; a failed re-check keeps the last answer on screen under the error.
 */
export function MoneyCheck({
  check,
  isChecking,
  error,
  onCheckAgain,
}: {
  check: Check;
  isChecking: boolean;
  error: unknown;
  onCheckAgain: () => void;
}) {
  return (
    <Panel title="Money check">
      <div className="mb-4 flex flex-wrap items-start justify-between gap-3">
        <p className="max-w-prose text-sm text-slate-600">
          Every payment captured more than 10 minutes ago is a confirmed booking or a refund.
        </p>
        <button type="button" className="btn-outline" disabled={isChecking} onClick={onCheckAgain}>
          {isChecking ? 'Checking…' : 'Check again'}
        </button>
      </div>
      {error !== null && (
        <div className="mb-4">
          <ErrorNotice error={error} />
        </div>
      )}
      <div aria-live="polite" aria-busy={isChecking}>
        {check.unsettled.length === 0 ? (
          <p className="rounded-lg border border-green-200 bg-green-50 p-4 text-sm font-medium text-green-900">
            {settledSentence(check)}
          </p>
        ) : (
          <UnsettledTable check={check} />
        )}
        {check.uninvoiced && <UninvoicedStays stays={check.uninvoiced} />}
        {check.books && <BooksReconciliation books={check.books} />}
      </div>
    </Panel>
  );
}

function UnsettledTable({ check }: { check: Check }) {
  return (
    <>
      <p className="mb-3 rounded-lg border border-red-200 bg-red-50 p-3 text-sm font-medium text-red-900">
        {plural(check.unsettled.length, 'capture')} of {check.captures} from {when(check.checkedFrom)} to{' '}
        {when(check.checkedTo)} {pluralWord(check.unsettled.length, 'is', 'are')} not settled.
      </p>
      <DataTable
        label="Unsettled captures table"
        caption="Captured payments that are neither a standing booking nor a refund"
        columns={unsettledColumns}
        rows={check.unsettled}
        rowKey={(capture) => `${capture.orderId}-${capture.providerPaymentId}`}
        minWidth="min-w-[880px]"
        rowTestId="unsettled-row"
      />
    </>
  );
}

/** Every paid or ended stay has its tax invoice (issued with the move that paid or ended it). */
function UninvoicedStays({ stays }: { stays: UninvoicedStay[] }) {
  if (stays.length === 0)
    return (
      <p className="mt-3 rounded-lg border border-green-200 bg-green-50 p-4 text-sm font-medium text-green-900">
        Every paid or ended stay has its tax invoice.
      </p>
    );
  return (
    <div className="mt-4">
      <p className="mb-3 rounded-lg border border-red-200 bg-red-50 p-3 text-sm font-medium text-red-900">
        {plural(stays.length, 'paid or ended stay')} {pluralWord(stays.length, 'has', 'have')} no tax invoice.
      </p>
      <DataTable
        label="Stays without a tax invoice"
        caption="Stays paid in full or ended that have no tax invoice"
        columns={uninvoicedColumns}
        rows={stays}
        rowKey={(stay) => stay.bookingId}
        minWidth="min-w-[560px]"
        rowTestId="uninvoiced-row"
      />
    </div>
  );
}

const uninvoicedColumns: Column<UninvoicedStay>[] = [
  {
    header: 'Booking',
    cell: (stay) => (
      <Link to={consolePaths.booking(stay.bookingId)} className="font-semibold text-sky-800 underline">
        {stay.bookingCode}
      </Link>
    ),
  },
  {
    header: 'Booking status',
    cell: (stay) => <Badge tone={statusTone(stay.bookingStatus)}>{statusLabel(stay.bookingStatus)}</Badge>,
  },
  {
    header: 'Charged',
    headerClassName: 'text-right',
    className: 'text-right tabular-nums',
    cell: (stay) => formatInr(stay.charged),
  },
  {
    header: 'Paid',
    headerClassName: 'text-right',
    className: 'text-right tabular-nums',
    cell: (stay) => formatInrMoved(stay.paid),
  },
];

const unsettledColumns: Column<UnsettledCapture>[] = [
  {
    header: 'Captured (IST)',
    className: 'whitespace-nowrap',
    cell: (capture) => {
      const capturedAt = unixToIso(capture.capturedAt);
      return <time dateTime={capturedAt}>{formatInstant(capturedAt)}</time>;
    },
  },
  {
    header: 'Amount',
    headerClassName: 'text-right',
    className: 'text-right font-semibold tabular-nums',
    cell: (capture) => formatInrMoved(capture.amount),
  },
  { header: 'Order', className: 'font-mono text-xs whitespace-nowrap', cell: (capture) => capture.orderId },
  {
    header: 'Payment',
    className: 'font-mono text-xs whitespace-nowrap',
    cell: (capture) => capture.providerPaymentId || '—',
  },
  {
    header: 'Booking',
    cell: (capture) =>
      capture.bookingId && capture.bookingCode ? (
        <Link to={consolePaths.booking(capture.bookingId)} className="font-semibold text-sky-800 underline">
          {capture.bookingCode}
        </Link>
      ) : (
        <span className="text-slate-600">{capture.bookingCode ?? 'None'}</span>
      ),
  },
  {
    header: 'Booking status',
    cell: (capture) =>
      capture.bookingStatus ? (
        <Badge tone={statusTone(capture.bookingStatus)}>{statusLabel(capture.bookingStatus)}</Badge>
      ) : (
        '—'
      ),
  },
  { header: 'Problem', className: 'font-medium text-red-900', cell: (capture) => capture.problem },
];
