import { useMutation, useQueryClient } from '@tanstack/react-query';
import { setCurrentUser, type SessionUser } from '@/data/get-current-user';
import { linkedinStatusQueryKey } from './get-linkedin-status';

/**
 * Every LinkedIn change answers the updated user: it becomes the current user
 * at once (customer-area §7: refreshed after LinkedIn changes), and the
 * panel's status is read again.
 */
export function useLinkedInMutation<TInput>(mutationFn: (input: TInput) => Promise<SessionUser>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (user) => {
      setCurrentUser(queryClient, user);
      void queryClient.invalidateQueries({ queryKey: linkedinStatusQueryKey });
    },
  });
}
