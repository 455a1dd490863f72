import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { registerSchema } from '@shared/schemas/auth';
import type { z } from '@shared/schemas/common';
import { api } from '@/lib/api-client';
import { setCurrentUser, type SessionUser } from '@/lib/session';

export type RegisterValues = z.output<typeof registerSchema>;

export function register(values: RegisterValues): Promise<SessionUser> {
  return api.post<SessionUser>('/api/auth/register', values);
}

export function useRegister() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: register, onSuccess: (user) => setCurrentUser(queryClient, user) });
}
