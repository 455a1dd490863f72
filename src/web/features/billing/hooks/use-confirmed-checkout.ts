import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { useCurrentUser } from '@/data/get-current-user';
import { queryKeys } from '@/data/query-keys';
import { refreshCredits } from '@/data/refresh-credits';
import { useCheckoutSession } from '../api/get-checkout-session';

/**
 * The checkout a success page was opened for (?session_id=): confirmed with
 * the server, and once paid the balance, tier and plan shown everywhere
 * (credit badge, sidebar, profile) are refreshed at once.
 */
export function useConfirmedCheckout() {
  const [params] = useSearchParams();
  const sessionId = params.get('session_id');
  const { data: user, isPending: userPending } = useCurrentUser();
  const session = useCheckoutSession(sessionId, { enabled: Boolean(user) });
  const queryClient = useQueryClient();
  const paid = session.data?.paid === true;

  useEffect(() => {
    if (!paid) return;
    void refreshCredits(queryClient);
    void queryClient.invalidateQueries({ queryKey: queryKeys.subscription });
  }, [paid, queryClient]);

  return { sessionId, signedIn: Boolean(user), userPending, session };
}
