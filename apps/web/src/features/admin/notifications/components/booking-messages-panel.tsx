import { formatIndianMobile } from '@staybook/contract';
import { formatInstant } from '@staybook/contract/format';
import {
  type NotificationMessage,
  notificationChannelLabels,
  notificationKindLabels,
  notificationStatusLabels,
} from '@staybook/contract/notifications';
import { useCan } from '../../access/api/get-my-access';
import { Badge, Panel } from '../../components/console-ui';
import { QueryState } from '../../components/query-state';
import { errorMessage } from '../../lib/console-api';
import { useBookingMessages, useRetryMessage } from '../api/booking-messages';

const statusTone = { queued: 'amber', sent: 'green', failed: 'red' } as const;

const recipientText = (m: NotificationMessage) =>
  m.channel === 'email' ? m.recipient : formatIndianMobile(m.recipient);

/**
 * The messages this booking sent to the hotel's contacts and to the guest (issue 23), newest first, each with its
 * delivery; a failed one can be sent again.
 */
export function BookingMessagesPanel({ bookingId }: { bookingId: string }) {
  const messages = useBookingMessages(bookingId);
  const retry = useRetryMessage(bookingId);
  const mayRetry = useCan('bookings.manage');
  return (
    <Panel title="Messages" className="mt-6">
      <QueryState
        query={messages}
        loading="Loading messages"
        isEmpty={(rows) => rows.length === 0}
        empty="No message about this booking has gone to the hotel or the guest yet."
      >
        {(rows) => (
          <ul className="space-y-3 text-sm" aria-label="Messages about this booking, newest first">
            {rows.map((m) => (
              <li key={m.id} className="rounded-lg border border-slate-200 p-3" data-testid="booking-message">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <div className="flex flex-wrap items-center gap-2">
                    <Badge tone={statusTone[m.status]}>{notificationStatusLabels[m.status]}</Badge>
                    <span className="font-medium">{notificationKindLabels[m.kind]}</span>
                  </div>
                  <time className="text-slate-600" dateTime={m.createdAt}>
                    {formatInstant(m.createdAt)}
                  </time>
                </div>
                <p className="mt-1 text-slate-700">
                  {notificationChannelLabels[m.channel]} to {m.recipientName} ({recipientText(m)})
                  {m.attempts > 1 ? ` · ${m.attempts} attempts` : ''}
                </p>
                {m.status === 'failed' && m.error && <p className="mt-1 text-red-800">Not delivered: {m.error}</p>}
                <details className="mt-2">
                  <summary className="cursor-pointer text-sky-800 underline">Show the message</summary>
                  {m.subject && <p className="mt-2 font-medium">{m.subject}</p>}
                  <p className="mt-1 whitespace-pre-line text-slate-700">{m.body}</p>
                </details>
                {m.retryable && mayRetry && (
                  <button
                    type="button"
                    className="btn-outline mt-2"
                    disabled={retry.isPending}
                    aria-label={`Send again to ${m.recipientName} by ${notificationChannelLabels[m.channel]}`}
                    onClick={() => retry.mutate(m.id)}
                  >
                    {retry.isPending && retry.variables === m.id ? 'Sending…' : 'Send again'}
                  </button>
                )}
              </li>
            ))}
          </ul>
        )}
      </QueryState>
      {retry.isError && (
        <p role="alert" className="mt-3 rounded-lg bg-red-50 p-3 text-sm text-red-800">
          {errorMessage(retry.error)}
        </p>
      )}
    </Panel>
  );
}
