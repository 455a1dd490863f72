import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { api, errorMessage } from '@/lib/api-client';
import { noteSignOutLanding } from '@/lib/return-to';
import { toast } from '@/lib/toast';
import { queryKeys } from './query-keys';

const isCurrentUser = (queryKey: readonly unknown[]) => queryKey[0] === queryKeys.currentUser[0];

/**
 * Forgets the session in this tab: the router switches to the signed-out
 * table at once, and everything the signed-in screens loaded is dropped
 * right after they unmount (so no other account's data lingers, and no
 * still-mounted screen refetches it with a dead session).
 */
export function clearSession(queryClient: QueryClient, landing?: string): void {
  // A deliberate sign-out names where it lands, so the screen it leaves does not ask to sign in again.
  if (landing) noteSignOutLanding(landing);
  void queryClient.cancelQueries({ predicate: (query) => !isCurrentUser(query.queryKey) });
  queryClient.setQueryData(queryKeys.currentUser, null);
  window.setTimeout(() => queryClient.removeQueries({ predicate: (query) => !isCurrentUser(query.queryKey) }), 0);
}

export function signOut(): Promise<unknown> {
  return api.post('/api/auth/logout');
}

/**
 * Logout from any screen: on success the session is cleared and the visitor
 * lands on / (customer-area §2); a failure is always said out loud, in the
 * sidebar, the mobile menu and the profile alike.
 */
export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: signOut,
    onSuccess: () => {
      navigate('/', { replace: true });
      clearSession(queryClient, '/');
    },
    onError: (error) => {
      toast({ variant: 'destructive', title: 'Logout failed', description: errorMessage(error, 'Please try again.') });
    },
  });
}
