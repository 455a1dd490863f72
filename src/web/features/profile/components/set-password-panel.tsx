import { Loader2Icon, MailIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useRequestPasswordSetup } from '../api/request-password-setup';

/** Google-only accounts have no password to change; they can set one through a reset link. */
export function SetPasswordPanel({ email }: { email: string }) {
  const request = useRequestPasswordSetup();
  const send = () =>
    request.mutate(email, {
      onSuccess: () =>
        toast({
          title: 'Check your email',
          description: `We've sent a link to set your password to ${email}. It is valid for 1 hour.`,
        }),
      onError: (error) =>
        toast({
          variant: 'destructive',
          title: 'Failed to send reset email',
          description: errorMessage(error, 'Please try again'),
        }),
    });
  return (
    <div className="grid gap-4">
      <p className="text-sm text-muted-foreground">
        You sign in with Google, so your account has no password yet. To also sign in with your e-mail address, set a
        password through a link we send to <span className="font-medium text-foreground">{email}</span>.
      </p>
      <Button
        variant="outline"
        className="w-fit max-sm:w-full"
        disabled={request.isPending || request.isSuccess}
        onClick={send}
      >
        {request.isPending ? (
          <Loader2Icon className="animate-spin" aria-hidden="true" />
        ) : (
          <MailIcon aria-hidden="true" />
        )}
        {request.isPending ? 'Sending...' : request.isSuccess ? 'Link sent' : 'Email Me a Link'}
      </Button>
    </div>
  );
}
