import { useMutation } from '@tanstack/react-query';
import type { MessageResponse, ResetPasswordInput } from '@shared/schemas/auth';
import { api } from '@/lib/api-client';

export function resetPassword(values: ResetPasswordInput): Promise<MessageResponse> {
  return api.post<MessageResponse>('/api/auth/reset-password', values);
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
