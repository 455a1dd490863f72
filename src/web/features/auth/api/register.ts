import { useMutation } from '@tanstack/react-query';
import type { registerSchema } from '@shared/schemas/auth';
import type { z } from '@shared/schemas/common';
import { parseSessionUser, type SessionUser } from '@/data/get-current-user';
import { trackEvent } from '@/lib/analytics';
import { api } from '@/lib/api-client';

export type RegisterValues = z.output<typeof registerSchema>;

export async function register(values: RegisterValues): Promise<SessionUser> {
  return parseSessionUser(await api.post<unknown>('/api/auth/register', values));
}

export function useRegister() {
  // The page then reloads into the app (redirectHome, customer-area §2). The
  // session is not switched in place: that would unmount the form before its
  // redirect, and the signed-in routes would bounce /register to the dashboard.
  return useMutation({ mutationFn: register, onSuccess: () => trackEvent('Account', 'Sign up') });
}
