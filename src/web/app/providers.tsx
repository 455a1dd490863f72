import { lazy, Suspense, useState, useSyncExternalStore, type ReactNode } from 'react';
import { CookieConsent } from '@/components/cookie-consent/cookie-consent';
import { getToasts, subscribeToasts } from '@/lib/toast';

// Radix Toast loads with the first toast, not with the first visit.
const Toaster = lazy(async () => ({ default: (await import('@/components/ui/toaster')).Toaster }));

const hasToasts = () => getToasts().length > 0;

function LazyToaster() {
  const anyToast = useSyncExternalStore(subscribeToasts, hasToasts, hasToasts);
  // Once loaded it stays mounted, so a closing toast can animate out.
  const [loaded, setLoaded] = useState(false);
  if (anyToast && !loaded) setLoaded(true);
  return loaded ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}

/**
 * What every screen relies on: toasts and the cookie consent. The data layer
 * (TanStack Query, tooltips) is provided by the areas that use it (app/data-provider.tsx).
 */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <>
      {children}
      <CookieConsent />
      <LazyToaster />
    </>
  );
}
