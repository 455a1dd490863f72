import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { registerSchema } from '@shared/schemas/auth';
import type { z } from '@shared/schemas/common';
import { parseSessionUser, setCurrentUser, type SessionUser } from '@/data/get-current-user';
import { trackEvent } from '@/lib/analytics';
import { api } from '@/lib/api-client';

export type RegisterValues = z.output<typeof registerSchema>;

export async function register(values: RegisterValues): Promise<SessionUser> {
  return parseSessionUser(await api.post<unknown>('/api/auth/register', values));
}

export function useRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: register,
    onSuccess: (user) => {
      setCurrentUser(queryClient, user);
      trackEvent('Account', 'Sign up');
    },
  });
}
