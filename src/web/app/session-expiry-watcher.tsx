import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { clearSession } from '@/data/sign-out';
import { queryKeys } from '@/data/query-keys';

/**
 * A session can end while a screen is open (expiry, a password change on
 * another device, an admin suspension). The first call answered 401 then
 * switches this tab to the signed-out screens with a word of explanation,
 * instead of leaving every panel in an error state.
 */
export function SessionExpiryWatcher() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  useEffect(() => {
    const onError = (error: unknown, queryKey?: readonly unknown[]) => {
      if (!(error instanceof ApiError) || error.status !== 401) return;
      if (queryKey?.[0] === queryKeys.currentUser[0] || !queryClient.getQueryData(queryKeys.currentUser)) return;
      navigate('/auth', { replace: true });
      clearSession(queryClient);
      toast({ variant: 'destructive', title: 'Your session has ended', description: 'Please sign in again.' });
    };
    const stopQueries = queryClient.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') onError(event.action.error, event.query.queryKey);
    });
    const stopMutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') onError(event.action.error);
    });
    return () => {
      stopQueries();
      stopMutations();
    };
  }, [queryClient, navigate]);

  return null;
}
