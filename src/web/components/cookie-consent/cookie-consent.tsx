import { lazy, Suspense, useState } from 'react';
import { useConsent, useCookiePreferencesOpen } from '@/lib/consent';
import { CookieBanner } from './cookie-banner';

// The dialog (and its Radix code) loads only when someone opens it.
const CookiePreferencesDialog = lazy(async () => ({ default: (await import('./cookie-preferences-dialog')).CookiePreferencesDialog }));

/** The banner until a choice is stored (or it is closed for this visit), and the preferences dialog. */
export function CookieConsent() {
  const consent = useConsent();
  const dialogOpen = useCookiePreferencesOpen();
  // Once opened, the dialog stays mounted so its closing animation can play.
  const [dialogLoaded, setDialogLoaded] = useState(false);
  if (dialogOpen && !dialogLoaded) setDialogLoaded(true);
  // Closing hides the banner without saving: it returns on the next visit.
  const [closed, setClosed] = useState(false);
  return (
    <>
      {consent === null && !closed ? <CookieBanner onClose={() => setClosed(true)} /> : null}
      {dialogLoaded ? (
        <Suspense fallback={null}>
          <CookiePreferencesDialog />
        </Suspense>
      ) : null}
    </>
  );
}
