import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export function resetPassword(values: { token: string; password: string }): Promise<unknown> {
  return api.post('/api/auth/reset-password', values);
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
