import { lazy, Suspense, useState, useSyncExternalStore } from 'react';
import { useConsent, useCookiePreferencesOpen } from '@/lib/consent';
import { CookieBanner } from './cookie-banner';

// The dialog (and its Radix code) loads only when someone opens it.
const CookiePreferencesDialog = lazy(async () => ({
  default: (await import('./cookie-preferences-dialog')).CookiePreferencesDialog,
}));

const noSubscription = () => () => undefined;

/**
 * False in a prerendered page and in the render that hydrates it (decisions
 * 077, 081): the stored choice is only known in the browser.
 */
function useInBrowser(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/** The banner until a choice is stored (or it is closed for this visit), and the preferences dialog. */
export function CookieConsent() {
  const inBrowser = useInBrowser();
  const consent = useConsent();
  const dialogOpen = useCookiePreferencesOpen();
  // Once opened, the dialog stays mounted so its closing animation can play.
  const [dialogLoaded, setDialogLoaded] = useState(false);
  if (dialogOpen && !dialogLoaded) setDialogLoaded(true);
  // Closing hides the banner without saving: it returns on the next visit.
  const [closed, setClosed] = useState(false);
  // Prerendered (and while hydrating), the banner is always in the markup and public/before-paint.js decides
  // before the first paint whether it shows: a first-time visitor sees it with the page, not after the app.
  const banner = !inBrowser ? 'prerendered' : consent === null && !closed ? 'shown' : 'none';
  return (
    <>
      {banner === 'none' ? null : (
        <CookieBanner prerendered={banner === 'prerendered'} onClose={() => setClosed(true)} />
      )}
      {dialogLoaded ? (
        <Suspense fallback={null}>
          <CookiePreferencesDialog />
        </Suspense>
      ) : null}
    </>
  );
}
