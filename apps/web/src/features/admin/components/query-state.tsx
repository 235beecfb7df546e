import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { EmptyState, ErrorNotice, Loading } from './console-ui';

interface QueryStateProps<T> {
  query: Pick<UseQueryResult<T>, 'isPending' | 'isError' | 'error' | 'data' | 'refetch'>;
  /** What the spinner says ('Loading bookings'). */
  loading?: string;
  /** When the answer has nothing to show; `empty` is shown instead. */
  isEmpty?: (data: T) => boolean;
  empty?: ReactNode;
  children: (data: T) => ReactNode;
}

/**
 * A console query's three states before its data: a named spinner, the server's error with Try again, and the
 * empty message; `children` draws the data. One place, so every list loads, fails and says "nothing" alike.
 */
export function QueryState<T>({ query, loading = 'Loading', isEmpty, empty, children }: QueryStateProps<T>) {
  if (query.isPending) return <Loading label={loading} />;
  if (query.isError) return <ErrorNotice error={query.error} onRetry={() => void query.refetch()} />;
  const data = query.data as T;
  if (isEmpty?.(data)) return <EmptyState>{empty}</EmptyState>;
  return <>{children(data)}</>;
}
