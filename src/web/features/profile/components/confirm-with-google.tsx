import { Button } from '@/components/ui/button';

// A Google-only account has no password to re-check: changing its e-mail
// needs a fresh "Confirm with Google" (decision 060). The round trip to
// Google reloads the page, so the typed address waits in this tab's storage.

const PENDING_EMAIL_KEY = 'postwright-pending-email';

export function rememberPendingEmail(email: string): void {
  try {
    window.sessionStorage.setItem(PENDING_EMAIL_KEY, email);
  } catch {
    // Storage switched off: the user types the address again.
  }
}

/** The address typed before going to Google, once. */
export function takePendingEmail(): string | undefined {
  try {
    const email = window.sessionStorage.getItem(PENDING_EMAIL_KEY);
    window.sessionStorage.removeItem(PENDING_EMAIL_KEY);
    return email ?? undefined;
  } catch {
    return undefined;
  }
}

/** What `/profile?google=…` (where the confirmation returns) tells the user. */
export function googleReauthNotice(result: string | null): { tone: 'ok' | 'error'; text: string } | null {
  if (result === 'confirmed')
    return { tone: 'ok', text: 'Google confirmed it is you. Save your new e-mail within 10 minutes.' };
  if (result === 'google_reauth_mismatch')
    return {
      tone: 'error',
      text: 'That Google account is not the one linked to this account. Confirm with the Google account you sign in with.',
    };
  if (result === 'reauth_failed')
    return { tone: 'error', text: 'Google could not confirm it is you. Please try again.' };
  return null;
}

export function ConfirmWithGoogle({ email, confirmed }: { email: string; confirmed: boolean }) {
  if (confirmed) return null;
  return (
    <div className="grid gap-2 sm:col-span-2">
      <p className="text-sm text-muted-foreground">
        Your account signs in with Google: confirm with Google first, then save the new e-mail within 10 minutes.
      </p>
      <Button asChild variant="outline" size="sm" className="justify-self-start">
        <a href="/api/auth/google?intent=reauth" onClick={() => rememberPendingEmail(email)}>
          Confirm with Google
        </a>
      </Button>
    </div>
  );
}
