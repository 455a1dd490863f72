import { AlertCircleIcon, CheckCircle2Icon } from 'lucide-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-client';
import { forgetPendingCheckout, peekPendingCheckout } from '@/lib/return-to';
import { useEmailChangeLink, type EmailChangeLink } from '../api/email-change-links';
import { AuthCard } from '../components/auth-card';
import { FormError } from '../components/form-error';
import { SubmitButton } from '../components/submit-button';

const COPY: Record<
  EmailChangeLink,
  {
    title: string;
    description: string;
    action: string;
    pending: string;
    done: string;
    next: { to: string; label: string };
  }
> = {
  confirm: {
    title: 'Confirm your new e-mail',
    description: 'Open this link from the new address to make it the one you sign in with.',
    action: 'Confirm new e-mail',
    pending: 'Confirming...',
    done: 'E-mail confirmed',
    next: { to: '/dashboard', label: 'Continue' },
  },
  verify: {
    title: 'Confirm your e-mail address',
    description: 'Press the button to confirm this address. Then you can buy credits and publish to LinkedIn.',
    action: 'Confirm my address',
    pending: 'Confirming...',
    done: 'E-mail address confirmed',
    next: { to: '/dashboard', label: 'Continue' },
  },
  signIn: {
    title: 'Sign in with your link',
    description: 'Your account had too many failed sign-in attempts. This link signs you in once, within 15 minutes.',
    action: 'Sign me in',
    pending: 'Signing in...',
    done: 'Signed in',
    next: { to: '/dashboard', label: 'Continue' },
  },
  undo: {
    title: 'Undo the e-mail change',
    description:
      'Your account goes back to this address, every session is signed out and pending reset links stop working.',
    action: 'Restore my previous e-mail',
    pending: 'Restoring...',
    done: 'Previous e-mail restored',
    next: { to: '/auth', label: 'Continue to Login' },
  },
};

const INVALID_LINK = 'This link is incomplete. Open it again from the e-mail, or ask for a new one from your profile.';

/** /confirm-email, /undo-email-change, /verify-email and /sign-in-link: one button that spends the link's token. */
export function EmailChangePage({ kind }: { kind: EmailChangeLink }) {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const link = useEmailChangeLink(kind);
  const copy = COPY[kind];
  // Confirmed after picking a plan signed out: "Continue" goes on to that checkout (issue 26).
  const [pendingCheckout] = useState(() => (kind === 'verify' ? peekPendingCheckout() : null));

  if (link.isSuccess) {
    return (
      <AuthCard title={copy.done} description={link.data.message}>
        <title>{`${copy.done} · Postwright`}</title>
        <div className="grid justify-items-center gap-5">
          <span className="flex size-12 items-center justify-center rounded-full bg-success/10 text-success">
            <CheckCircle2Icon className="size-6" aria-hidden="true" />
          </span>
          <Button asChild className="w-full">
            {pendingCheckout ? (
              // A full load, so the pricing page reads the now-confirmed session.
              <a href={pendingCheckout} onClick={forgetPendingCheckout}>
                Continue to checkout
              </a>
            ) : kind === 'signIn' ? (
              // A full load into the signed-in app, as after any sign-in (decision 073).
              <a href={copy.next.to}>{copy.next.label}</a>
            ) : (
              <Link to={copy.next.to}>{copy.next.label}</Link>
            )}
          </Button>
        </div>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={copy.title} description={copy.description}>
      <title>{`${copy.title} · Postwright`}</title>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          link.mutate(token);
        }}
        aria-label={copy.title}
        className="grid gap-5"
      >
        {!token ? (
          <Alert variant="destructive">
            <AlertCircleIcon aria-hidden="true" />
            <AlertDescription>{INVALID_LINK}</AlertDescription>
          </Alert>
        ) : null}
        <FormError
          message={link.isError ? errorMessage(link.error, 'This link is invalid or has expired.') : undefined}
        />
        <SubmitButton pending={link.isPending} label={copy.action} pendingLabel={copy.pending} disabled={!token} />
      </form>
    </AuthCard>
  );
}

export const ConfirmEmailPage = () => <EmailChangePage kind="confirm" />;
export const UndoEmailChangePage = () => <EmailChangePage kind="undo" />;
export const VerifyEmailPage = () => <EmailChangePage kind="verify" />;
export const SignInLinkPage = () => <EmailChangePage kind="signIn" />;
