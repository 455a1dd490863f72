import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { messageResponseSchema, type MessageResponse } from '@shared/schemas/auth';
import { queryKeys } from '@/data/query-keys';
import { clearSession } from '@/data/sign-out';
import { api } from '@/lib/api-client';
import { toast } from '@/lib/toast';

/** The two links of an e-mail change: confirm (sent to the new address) and undo (sent to the old one). */
export type EmailChangeLink = 'confirm' | 'undo';

const PATHS: Record<EmailChangeLink, string> = { confirm: '/api/auth/confirm-email', undo: '/api/auth/undo-email-change' };

export async function openEmailChangeLink(kind: EmailChangeLink, token: string): Promise<MessageResponse> {
  return messageResponseSchema.parse(await api.post<unknown>(PATHS[kind], { token }));
}

/**
 * POSTs the link's token (never on page load: a mail scanner that follows the
 * link must not confirm or undo anything). A confirmed address refreshes the
 * signed-in user; an undo ended every session, so this tab forgets its own
 * and goes to the sign-in screen with the server's message.
 */
export function useEmailChangeLink(kind: EmailChangeLink) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: (token: string) => openEmailChangeLink(kind, token),
    onSuccess: ({ message }) => {
      if (kind === 'confirm') {
        void queryClient.invalidateQueries({ queryKey: queryKeys.currentUser });
        return;
      }
      toast({ title: 'Previous e-mail restored', description: message });
      navigate('/auth', { replace: true });
      clearSession(queryClient);
    },
  });
}
