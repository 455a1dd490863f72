import { useMutation } from '@tanstack/react-query';
import type { ForgotPasswordInput, MessageResponse } from '@shared/schemas/auth';
import { api } from '@/lib/api-client';

/** Always answers the same, whether or not the address has an account (DECISIONS.md). */
export function requestPasswordReset(values: ForgotPasswordInput): Promise<MessageResponse> {
  return api.post<MessageResponse>('/api/auth/forgot-password', values);
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
