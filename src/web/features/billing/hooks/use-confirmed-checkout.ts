import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { creditInfoQueryKey } from '@/lib/credit-info';
import { currentUserQueryKey, useCurrentUser } from '@/lib/session';
import { subscriptionQueryKey } from '@/lib/subscription';
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
    for (const queryKey of [creditInfoQueryKey, currentUserQueryKey, subscriptionQueryKey]) void queryClient.invalidateQueries({ queryKey });
  }, [paid, queryClient]);

  return { sessionId, signedIn: Boolean(user), userPending, session };
}
