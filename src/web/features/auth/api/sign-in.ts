import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { currentUserQueryKey, type SessionUser } from '@/lib/session';
import type { SignInValues } from '../schemas';

export function signIn(values: SignInValues): Promise<SessionUser> {
  return api.post<SessionUser>('/api/auth/login', values);
}

/** Stores the answer as the current user (customer-area §4); the page then reloads into the app. */
export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: signIn, onSuccess: (user) => queryClient.setQueryData(currentUserQueryKey, user) });
}
