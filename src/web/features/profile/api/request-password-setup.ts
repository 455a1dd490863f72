import { useMutation } from '@tanstack/react-query';
import { messageResponseSchema, type MessageResponse } from '@shared/schemas/auth';
import { api } from '@/lib/api-client';

/**
 * Accounts made with Google have no password to change: they get the reset
 * e-mail instead, whose link lets them choose one.
 */
export async function requestPasswordSetup(email: string): Promise<MessageResponse> {
  return messageResponseSchema.parse(await api.post<unknown>('/api/auth/forgot-password', { email }));
}

export function useRequestPasswordSetup() {
  return useMutation({ mutationFn: requestPasswordSetup });
}
