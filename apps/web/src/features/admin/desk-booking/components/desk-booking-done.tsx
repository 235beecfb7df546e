import { bookingStatusLabel } from '@staybook/contract/booking-lifecycle';
import type { DeskBookingResult } from '@staybook/contract/desk-bookings';
import { formatInstant } from '@staybook/contract/format';
import { formatInr } from '@staybook/contract/money';
import { useState } from 'react';
import { Link } from 'react-router';
import { Panel } from '../../components/console-ui';
import { consolePaths } from '../../lib/console-paths';

/**
 * After "Confirm booking": the code and status, and for a payment link the address the guest was sent (with Copy,
 * for a chat or a call) and until when it holds the rooms, in IST; then the booking's page.
 */
export function DeskBookingDone({ result, onAnother }: { result: DeskBookingResult; onAnother: () => void }) {
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);
  const link = result.paymentLink;
  const copy = async () => {
    if (!link) return;
    try {
      await navigator.clipboard.writeText(link.url);
      setCopied('yes');
    } catch {
      setCopied('failed');
    }
  };
  return (
    <Panel title={`Booking ${result.code} entered`}>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-slate-600">Booking code</dt>
        <dd className="font-semibold">{result.code}</dd>
        <dt className="text-slate-600">Status</dt>
        <dd>{bookingStatusLabel(result.status)}</dd>
        <dt className="text-slate-600">Total with GST</dt>
        <dd>{formatInr(result.totalAmount)}</dd>
      </dl>
      {link && (
        <div className="mt-4 space-y-2">
          <p className="text-sm text-slate-800">
            The payment link was sent to the guest by SMS and e-mail. It holds the rooms until{' '}
            {formatInstant(link.expiresAt)} IST.
          </p>
          <label className="label" htmlFor="desk-payment-link">
            Payment link
          </label>
          <div className="flex flex-col gap-2 sm:flex-row">
            <input
              id="desk-payment-link"
              className="input min-w-0 flex-1 font-mono text-xs"
              readOnly
              value={link.url}
              onFocus={(e) => e.currentTarget.select()}
            />
            <button type="button" className="btn-outline" onClick={() => void copy()}>
              Copy link
            </button>
          </div>
          <p aria-live="polite" className="text-sm text-slate-700">
            {copied === 'yes'
              ? 'The link is copied.'
              : copied === 'failed'
                ? 'The browser did not allow copying; select the link and copy it by hand.'
                : ''}
          </p>
        </div>
      )}
      <div className="mt-4 flex flex-wrap gap-2">
        <Link className="btn-primary" to={consolePaths.booking(result.bookingId)}>
          Open booking {result.code}
        </Link>
        <button type="button" className="btn-outline" onClick={onAnother}>
          Enter another booking
        </button>
      </div>
    </Panel>
  );
}
