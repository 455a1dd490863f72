import type { ReactNode } from 'react';
import { errorMessage } from '@/lib/api-client';
import { ErrorState } from './error-state';

/** What QueryState needs of a TanStack query (useQuery's result satisfies it). */
export type QueryLike<T> = {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  data: T | undefined;
  refetch: () => unknown;
};

/**
 * The loading / error / empty / content ladder of a screen that shows one
 * query (DESIGN.md, "States"), written once: a skeleton shaped like the
 * content while it loads, the error with what to do and a retry, the empty
 * state when `isEmpty` says there is nothing, else the content.
 */
export function QueryState<T>({
  query,
  loading,
  errorTitle,
  errorFallback = 'Please try again.',
  errorClassName,
  isEmpty,
  empty,
  children,
}: {
  query: QueryLike<T>;
  /** The skeleton of the content. */
  loading: ReactNode;
  errorTitle?: string;
  /** Shown when the failure carries no message of its own. */
  errorFallback?: string;
  errorClassName?: string;
  isEmpty?: (data: T) => boolean;
  empty?: ReactNode;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) return <>{loading}</>;
  if (query.isError || query.data === undefined) {
    return (
      <ErrorState
        title={errorTitle}
        message={errorMessage(query.error, errorFallback)}
        onRetry={() => void query.refetch()}
        className={errorClassName}
      />
    );
  }
  if (isEmpty?.(query.data)) return <>{empty}</>;
  return <>{children(query.data)}</>;
}
