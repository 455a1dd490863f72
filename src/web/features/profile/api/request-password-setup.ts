import { useMutation } from '@tanstack/react-query';
import type { MessageResponse } from '@shared/schemas/auth';
import { api } from '@/lib/api-client';

/**
 * Accounts made with Google have no password to change: they get the reset
 * e-mail instead, whose link lets them choose one.
 */
export function requestPasswordSetup(email: string): Promise<MessageResponse> {
  return api.post<MessageResponse>('/api/auth/forgot-password', { email });
}

export function useRequestPasswordSetup() {
  return useMutation({ mutationFn: requestPasswordSetup });
}
