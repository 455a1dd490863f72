import { QueryClient, type QueryFunction } from '@tanstack/react-query';
import { api } from './api-client';

/** The default loader: a GET on the first element of the query key (customer-area §7). */
export const defaultQueryFn: QueryFunction = ({ queryKey, signal }) => {
  const [path] = queryKey;
  if (typeof path !== 'string') throw new Error('The first element of a query key must be the API path');
  return api.get(path, { signal });
};

/**
 * Queries are never stale, do not refetch on window focus, do not poll unless
 * a query says so, and neither queries nor mutations are retried (customer-area §7).
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { queryFn: defaultQueryFn, staleTime: Infinity, refetchOnWindowFocus: false, retry: false },
      mutations: { retry: false },
    },
  });
}
