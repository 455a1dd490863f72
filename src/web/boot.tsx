import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { preloadInitialRoute } from './app/routes/preload';
import { assumeSignedOut, startSessionRequest } from './data/session-store';
import { initAnalytics, registerAnalyticsProvider } from './lib/analytics';
import { installBackGuard } from './lib/back-guard';
import { createPlausibleProvider } from './lib/plausible';

/**
 * Starts the React app. `main.tsx` renders it into the empty shell of every
 * screen; `landing.ts` hydrates the landing page that the build prerendered
 * (scripts/prerender.tsx, decision 077), which the server sends only to a
 * browser without a session cookie: that visitor is signed out, so no session
 * call is needed and the first render matches the prerendered markup.
 * Resolves after the first commit.
 */
export function startApp({ hydrate = false }: { hydrate?: boolean } = {}): Promise<void> {
  // Before the router exists, so a page with unsaved work hears of Back first.
  installBackGuard();
  initAnalytics();
  registerAnalyticsProvider(createPlausibleProvider());
  if (hydrate) assumeSignedOut();
  // The session call and the first screen's code start together, before React renders.
  void startSessionRequest();
  preloadInitialRoute(window.location.pathname);

  const container = document.getElementById('root')!;
  return new Promise((resolve) => {
    const tree = (
      <StrictMode>
        <App onFirstCommit={resolve} />
      </StrictMode>
    );
    if (hydrate) hydrateRoot(container, tree);
    else createRoot(container).render(tree);
  });
}
