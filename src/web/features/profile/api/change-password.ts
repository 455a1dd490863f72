import { useMutation } from '@tanstack/react-query';
import type { ChangePasswordInput, MessageResponse } from '@shared/schemas/auth';
import { api } from '@/lib/api-client';

/** Ends every other session of the user; this one stays signed in (DECISIONS.md). */
export function changePassword(values: ChangePasswordInput): Promise<MessageResponse> {
  return api.post<MessageResponse>('/api/auth/change-password', values);
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
