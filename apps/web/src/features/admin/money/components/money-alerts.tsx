import type { StaffAlert } from '@staybook/contract/admin-money';
import { formatInstant } from '@staybook/contract/format';
import { useId } from 'react';
import { Link } from 'react-router';
import { toast } from '../../../../components/ui/toast';
import { Badge, Panel } from '../../components/console-ui';
import { errorMessage } from '../../lib/console-api';
import { consolePaths } from '../../lib/console-paths';
import { useResolveAlert } from '../api/resolve-alert';
import { unixToIso } from '../logic/unix-to-iso';

const kindLabels: Record<StaffAlert['kind'], { label: string; tone: 'red' | 'amber' }> = {
  amount_mismatch: { label: 'Amount mismatch', tone: 'red' },
  refund_stuck: { label: 'Refund stuck', tone: 'amber' },
  refund_failed: { label: 'Refund failed', tone: 'red' },
};

/**
 * Alerts a person must look at (a capture that did not match its order, a refund the provider keeps refusing or
 * could not send).
 */
export function MoneyAlerts({ alerts }: { alerts: StaffAlert[] }) {
  const resolve = useResolveAlert();
  const markHandled = (id: string) =>
    resolve.mutate(id, { onSuccess: () => toast.success('Alert marked as handled.') });
  return (
    <Panel title="Alerts needing a person">
      {alerts.length === 0 ? (
        <p className="text-slate-600">No open alerts.</p>
      ) : (
        <ul className="divide-y divide-slate-100">
          {alerts.map((alert) => (
            <AlertItem
              key={alert.id}
              alert={alert}
              isPending={resolve.isPending && resolve.variables === alert.id}
              error={resolve.isError && resolve.variables === alert.id ? resolve.error : null}
              onResolve={() => markHandled(alert.id)}
            />
          ))}
        </ul>
      )}
    </Panel>
  );
}

function AlertItem({
  alert,
  isPending,
  error,
  onResolve,
}: {
  alert: StaffAlert;
  isPending: boolean;
  error: unknown;
  onResolve: () => void;
}) {
  const messageId = useId();
  const kind = kindLabels[alert.kind] ?? { label: alert.kind, tone: 'amber' as const };
  const createdAt = unixToIso(alert.createdAt);
  return (
    <li className="flex flex-col gap-3 py-3 first:pt-0 last:pb-0 sm:flex-row sm:items-start sm:justify-between">
      <div className="min-w-0">
        <div className="flex flex-wrap items-center gap-2 text-sm text-slate-600">
          <Badge tone={kind.tone}>{kind.label}</Badge>
          <time dateTime={createdAt}>{formatInstant(createdAt)}</time>
        </div>
        <p id={messageId} className="mt-1 break-words text-slate-900">
          {alert.message}
        </p>
        {alert.bookingId && (
          <Link to={consolePaths.booking(alert.bookingId)} className="mt-1 inline-block text-sm text-sky-800 underline">
            Open the booking
          </Link>
        )}
        {error !== null && (
          <p role="alert" className="mt-2 text-sm text-red-700">
            Not marked as handled: {errorMessage(error)}
          </p>
        )}
      </div>
      <button
        type="button"
        className="btn-outline shrink-0 self-start"
        aria-describedby={messageId}
        disabled={isPending}
        onClick={onResolve}
      >
        {isPending ? 'Marking…' : 'Mark as handled'}
      </button>
    </li>
  );
}
