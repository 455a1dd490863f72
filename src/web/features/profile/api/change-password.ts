import { useMutation } from '@tanstack/react-query';
import { messageResponseSchema, type ChangePasswordInput, type MessageResponse } from '@shared/schemas/auth';
import { api } from '@/lib/api-client';

/** Ends every other session of the user; this one stays signed in (DECISIONS.md). */
export async function changePassword(values: ChangePasswordInput): Promise<MessageResponse> {
  return messageResponseSchema.parse(await api.post<unknown>('/api/auth/change-password', values));
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
