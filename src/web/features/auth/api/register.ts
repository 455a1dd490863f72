import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { currentUserQueryKey, type SessionUser } from '@/lib/session';
import type { RegisterValues } from '../schemas';

export function register(values: RegisterValues): Promise<SessionUser> {
  return api.post<SessionUser>('/api/auth/register', values);
}

export function useRegister() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: register, onSuccess: (user) => queryClient.setQueryData(currentUserQueryKey, user) });
}
