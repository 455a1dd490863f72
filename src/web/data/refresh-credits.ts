import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from './query-keys';

/**
 * After any call that may have moved the balance (spent, or spent and
 * refunded): both places that show it, the credit info and the user object,
 * are fetched again.
 */
export function refreshCredits(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.creditInfo }),
    queryClient.invalidateQueries({ queryKey: queryKeys.currentUser }),
  ]);
}
