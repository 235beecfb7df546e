import { formatIndianMobile } from '@staybook/contract';
import { formatInstant } from '@staybook/contract/format';
import {
  type NotificationMessage,
  notificationChannelLabels,
  notificationKindLabels,
  notificationStatusLabels,
} from '@staybook/contract/notifications';
import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import { useCan } from '../../access/api/get-my-access';
import { Badge } from '../../components/console-ui';
import { QueryState } from '../../components/query-state';
import { errorMessage } from '../../lib/console-api';

const statusTone = { queued: 'amber', sent: 'green', failed: 'red' } as const;

const recipientText = (m: NotificationMessage) =>
  m.channel === 'email' ? m.recipient : formatIndianMobile(m.recipient);

/**
 * Messages to the hotel's contacts and guests with their delivery (issue 23), newest first: each says what, how, to
 * whom and when, shows its text on demand, and one that may be retried has Send again.
 */
export function MessagesList({
  label,
  empty,
  messages,
  retry,
}: {
  label: string;
  empty: string;
  messages: UseQueryResult<NotificationMessage[]>;
  retry: UseMutationResult<NotificationMessage, Error, string>;
}) {
  const mayRetry = useCan('bookings.manage');
  return (
    <>
      <QueryState query={messages} loading="Loading messages" isEmpty={(rows) => rows.length === 0} empty={empty}>
        {(rows) => (
          <ul className="space-y-3 text-sm" aria-label={label}>
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
    </>
  );
}
