import { useMutation } from '@tanstack/react-query';
import type { loginSchema } from '@shared/schemas/auth';
import type { z } from '@shared/schemas/common';
import { parseSessionUser, type SessionUser } from '@/data/get-current-user';
import { api } from '@/lib/api-client';

export type SignInValues = z.output<typeof loginSchema>;

export async function signIn(values: SignInValues): Promise<SessionUser> {
  return parseSessionUser(await api.post<unknown>('/api/auth/login', values));
}

/**
 * Signs in; the page then reloads into the app (redirectHome, customer-area §2).
 * The session is not switched in place: that would unmount the form before its
 * redirect, and the signed-in routes would bounce /auth to the dashboard.
 */
export function useSignIn() {
  return useMutation({ mutationFn: signIn });
}
