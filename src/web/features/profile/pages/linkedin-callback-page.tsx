import { CheckCircle2Icon, CircleAlertIcon, Loader2Icon } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { LogoMark } from '@/components/logo';
import { Button } from '@/components/ui/button';
import {
  announceConnectResult,
  connectErrorText,
  connectResultParam,
  parseConnectResult,
} from '@/data/connect-linkedin';

/** Lets the message leave before the window goes (closing at once can drop it). */
const CLOSE_DELAY_MS = 150;
/** How long the popup waits to be closed before it shows the result itself. */
const CLOSE_GRACE_MS = 800;

/**
 * Where LinkedIn's callback lands (/linkedin/callback?status=…). In the popup
 * it tells the profile and closes; in a tab that went to LinkedIn itself
 * (popups blocked) it continues to the profile, which shows the result.
 */
export function LinkedInCallbackPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const result = parseConnectResult(params);
  const isPopup = params.get('popup') === '1';
  const [stillOpen, setStillOpen] = useState(false);
  const profileHref = `/profile?linkedin=${connectResultParam(result)}`;

  useEffect(() => {
    announceConnectResult(result);
    if (!isPopup) {
      navigate(profileHref, { replace: true });
      return;
    }
    const closing = window.setTimeout(() => window.close(), CLOSE_DELAY_MS);
    // Some browsers refuse to close a window LinkedIn has navigated: say what happened instead.
    const fallback = window.setTimeout(() => setStillOpen(true), CLOSE_DELAY_MS + CLOSE_GRACE_MS);
    return () => {
      window.clearTimeout(closing);
      window.clearTimeout(fallback);
    };
    // Runs once for the result in the URL.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const connected = result.status === 'connected';
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-5 p-6 text-center" aria-live="polite">
      <title>LinkedIn · Postwright</title>
      <LogoMark className="size-10" />
      {!stillOpen ? (
        <p className="flex items-center gap-2 text-sm text-muted-foreground" role="status">
          <Loader2Icon className="size-4 animate-spin" aria-hidden="true" />
          Finishing the LinkedIn connection…
        </p>
      ) : (
        <div className="grid max-w-sm gap-4">
          <h1 className="flex items-center justify-center gap-2 text-lg font-semibold">
            {connected ? (
              <CheckCircle2Icon className="size-5 text-success" aria-hidden="true" />
            ) : (
              <CircleAlertIcon className="size-5 text-destructive" aria-hidden="true" />
            )}
            {connected ? 'LinkedIn connected' : 'LinkedIn was not connected'}
          </h1>
          <p className="text-sm text-muted-foreground">
            {connected
              ? result.limited
                ? 'Limited Permissions: sign-in only, no posting. You can close this window.'
                : 'You can close this window and publish from Postwright.'
              : connectErrorText(result.reason)}
          </p>
          <div className="flex flex-col justify-center gap-2 sm:flex-row">
            <Button onClick={() => window.close()}>Close window</Button>
            <Button variant="outline" onClick={() => navigate(profileHref, { replace: true })}>
              Go to your profile
            </Button>
          </div>
        </div>
      )}
    </main>
  );
}
