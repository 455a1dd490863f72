import { useMutation } from '@tanstack/react-query';
import { messageResponseSchema, type MessageResponse, type ResetPasswordInput } from '@shared/schemas/auth';
import { api } from '@/lib/api-client';

export async function resetPassword(values: ResetPasswordInput): Promise<MessageResponse> {
  return messageResponseSchema.parse(await api.post<unknown>('/api/auth/reset-password', values));
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
