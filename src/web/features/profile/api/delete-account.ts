import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { messageResponseSchema, type DeleteAccountInput, type MessageResponse } from '@shared/schemas/auth';
import { apiRequest } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { clearSession } from '@/data/sign-out';

/** DELETE /api/auth/account with the password, or { confirmation: 'DELETE' } for Google-only accounts. */
export async function deleteAccount(values: DeleteAccountInput): Promise<MessageResponse> {
  return messageResponseSchema.parse(await apiRequest<unknown>('DELETE', '/api/auth/account', values));
}

/** On success the server has already ended the session: forget it here and land on / with a word of goodbye. */
export function useDeleteAccount() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: deleteAccount,
    onSuccess: (answer) => {
      navigate('/', { replace: true });
      clearSession(queryClient, '/');
      toast({
        title: answer.message,
        description: 'Everything you stored with Postwright has been removed. We are sorry to see you go.',
      });
    },
  });
}
