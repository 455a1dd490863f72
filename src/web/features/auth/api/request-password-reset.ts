import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { ForgotPasswordValues } from '../schemas';

export function requestPasswordReset(values: ForgotPasswordValues): Promise<unknown> {
  return api.post('/api/auth/forgot-password', values);
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
