import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { messageResponseSchema, type MessageResponse } from '@shared/schemas/auth';
import { queryKeys } from '@/data/query-keys';
import { clearSession } from '@/data/sign-out';
import { api } from '@/lib/api-client';
import { toast } from '@/lib/toast';

/**
 * The links the app e-mails: an e-mail change's confirm (sent to the new
 * address) and undo (sent to the old one), a new account's verify, and a
 * locked account's single-use sign-in link.
 */
export type EmailChangeLink = 'confirm' | 'undo' | 'verify' | 'signIn';

const PATHS: Record<EmailChangeLink, string> = {
  confirm: '/api/auth/confirm-email',
  undo: '/api/auth/undo-email-change',
  verify: '/api/auth/verify-email',
  signIn: '/api/auth/sign-in-link',
};

export async function openEmailChangeLink(kind: EmailChangeLink, token: string): Promise<MessageResponse> {
  const answer = await api.post<unknown>(PATHS[kind], { token });
  // A sign-in link answers the signed-in user, not a message.
  return kind === 'signIn' ? { success: true, message: 'You are signed in.' } : messageResponseSchema.parse(answer);
}

/**
 * POSTs the link's token (never on page load: a mail scanner that follows the
 * link must not confirm or undo anything). A confirmed address refreshes the
 * signed-in user; an undo ended every session, so this tab forgets its own
 * and goes to the sign-in screen with the server's message; a sign-in link's
 * session is picked up by the full load its page's "Continue" makes.
 */
export function useEmailChangeLink(kind: EmailChangeLink) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: (token: string) => openEmailChangeLink(kind, token),
    onSuccess: ({ message }) => {
      // Signed in by a link: the page's "Continue" reloads into the app (decision 073). Refreshing the user here
      // would swap the signed-out screens for the signed-in ones under the page, which then loses its answer.
      if (kind === 'signIn') return;
      if (kind !== 'undo') {
        void queryClient.invalidateQueries({ queryKey: queryKeys.currentUser });
        return;
      }
      toast({ title: 'Previous e-mail restored', description: message });
      navigate('/auth', { replace: true });
      clearSession(queryClient, '/auth');
    },
  });
}
