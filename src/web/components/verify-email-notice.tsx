import { useMutation } from '@tanstack/react-query';
import { Loader2Icon, MailWarningIcon } from 'lucide-react';
import type { MessageResponse } from '@shared/schemas/auth';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { api, errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';

/** POST /api/auth/verify-email/resend, with the answer as a toast. */
function useResendVerification() {
  return useMutation({
    mutationFn: () => api.post<MessageResponse>('/api/auth/verify-email/resend', {}),
    onSuccess: ({ message }) => toast({ title: 'Link sent', description: message }),
    onError: (error) =>
      toast({
        variant: 'destructive',
        title: 'Could not send the link',
        description: errorMessage(error, 'Please try again.'),
      }),
  });
}

/** "Send the link again", for wherever an unconfirmed address blocks something (decision 091). */
export function ResendVerificationButton({ size = 'sm' }: { size?: 'sm' | 'default' }) {
  const resend = useResendVerification();
  return (
    <Button type="button" variant="outline" size={size} onClick={() => resend.mutate()} disabled={resend.isPending}>
      {resend.isPending ? <Loader2Icon className="animate-spin" aria-hidden="true" /> : null}
      {resend.isPending ? 'Sending...' : 'Send the link again'}
    </Button>
  );
}

/** Why buying (or publishing) waits: the address is not confirmed yet. */
export function VerifyEmailNotice({ email, blocked }: { email: string; blocked: string }) {
  return (
    <Alert data-testid="verify-email-notice">
      <MailWarningIcon aria-hidden="true" />
      <AlertTitle>Confirm your e-mail address</AlertTitle>
      <AlertDescription>
        <p>
          {blocked} waits until you confirm {email}: open the link we sent you and press the button on that page.
        </p>
        <div className="mt-2">
          <ResendVerificationButton />
        </div>
      </AlertDescription>
    </Alert>
  );
}
