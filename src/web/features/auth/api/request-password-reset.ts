import { useMutation } from '@tanstack/react-query';
import { messageResponseSchema, type ForgotPasswordInput, type MessageResponse } from '@shared/schemas/auth';
import { api } from '@/lib/api-client';

/** Always answers the same, whether or not the address has an account (DECISIONS.md). */
export async function requestPasswordReset(values: ForgotPasswordInput): Promise<MessageResponse> {
  return messageResponseSchema.parse(await api.post<unknown>('/api/auth/forgot-password', values));
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
