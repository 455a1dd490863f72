import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { loginSchema } from '@shared/schemas/auth';
import type { z } from '@shared/schemas/common';
import { parseSessionUser, setCurrentUser, type SessionUser } from '@/data/get-current-user';
import { api } from '@/lib/api-client';

export type SignInValues = z.output<typeof loginSchema>;

export async function signIn(values: SignInValues): Promise<SessionUser> {
  return parseSessionUser(await api.post<unknown>('/api/auth/login', values));
}

/** Stores the answer as the current user (customer-area §4); the page then reloads into the app. */
export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: signIn, onSuccess: (user) => setCurrentUser(queryClient, user) });
}
