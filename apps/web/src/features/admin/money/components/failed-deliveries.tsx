import { formatInstant } from '@staybook/contract/format';
import type { DeadSideEffect } from '@staybook/contract/side-effects';
import { useId } from 'react';
import { Link } from 'react-router';
import { toast } from '../../../../components/ui/toast';
import { ErrorNotice, Loading, Panel } from '../../components/console-ui';
import { errorMessage } from '../../lib/console-api';
import { consolePaths } from '../../lib/console-paths';
import { type RetryOutcome, useDeliveries, useRetryDelivery } from '../api/deliveries';
import { unixToIso } from '../logic/unix-to-iso';

const outcomeText: Record<RetryOutcome, string> = {
  delivered: 'Delivered.',
  retrying: 'It failed again; it will be retried automatically.',
  dead: 'It failed again.',
  taken: 'It was already being delivered.',
};

/**
 * What the outbox could not deliver after every automatic retry (a tax document not issued, a message not sent), to
 * retry by hand once the cause is mended (issue 40).
 */
export function FailedDeliveries() {
  const deliveries = useDeliveries();
  const retry = useRetryDelivery();
  const data = deliveries.data;
  const retryOne = (id: number) =>
    retry.mutate(id, {
      onSuccess: (outcome) =>
        outcome === 'delivered' ? toast.success(outcomeText[outcome]) : toast.error(outcomeText[outcome]),
    });
  return (
    <Panel title="Deliveries that failed">
      {deliveries.isPending ? (
        <Loading label="Reading deliveries" />
      ) : !data ? (
        <ErrorNotice error={deliveries.error} onRetry={() => void deliveries.refetch()} />
      ) : (
        <>
          <p className="text-sm text-slate-600">
            Tax documents and messages go out after each change; a failure is retried automatically.{' '}
            {data.retrying > 0 ? `${data.retrying} waiting for their next attempt.` : 'None is waiting for a retry.'}
          </p>
          {data.dead.length === 0 ? (
            <p className="mt-3 text-slate-600">Nothing failed for good.</p>
          ) : (
            <ul className="mt-3 divide-y divide-slate-100">
              {data.dead.map((item) => (
                <DeadItem
                  key={item.id}
                  item={item}
                  isPending={retry.isPending && retry.variables === item.id}
                  error={retry.isError && retry.variables === item.id ? retry.error : null}
                  onRetry={() => retryOne(item.id)}
                />
              ))}
            </ul>
          )}
        </>
      )}
    </Panel>
  );
}

function DeadItem({
  item,
  isPending,
  error,
  onRetry,
}: {
  item: DeadSideEffect;
  isPending: boolean;
  error: unknown;
  onRetry: () => void;
}) {
  const whatId = useId();
  const failedAt = unixToIso(item.deadAt);
  return (
    <li className="flex flex-col gap-3 py-3 first:pt-0 last:pb-0 sm:flex-row sm:items-start sm:justify-between">
      <div className="min-w-0">
        <p id={whatId} className="font-medium text-slate-900">
          {item.what}
          {item.bookingCode ? ` · booking ${item.bookingCode}` : ''}
        </p>
        <p className="text-sm text-slate-600">
          Failed {item.attempts} times, last on <time dateTime={failedAt}>{formatInstant(failedAt)}</time>
          {item.lastError ? `: ${item.lastError}` : '.'}
        </p>
        {item.bookingId && (
          <Link to={consolePaths.booking(item.bookingId)} className="mt-1 inline-block text-sm text-sky-800 underline">
            Open the booking
          </Link>
        )}
        {error !== null && (
          <p role="alert" className="mt-2 text-sm text-red-700">
            Not retried: {errorMessage(error)}
          </p>
        )}
      </div>
      <button
        type="button"
        className="btn-outline shrink-0 self-start"
        aria-describedby={whatId}
        disabled={isPending}
        onClick={onRetry}
      >
        {isPending ? 'Retrying…' : 'Retry now'}
      </button>
    </li>
  );
}
