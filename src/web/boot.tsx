import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { loadPublicTopBarControls } from './app/layouts/public-top-bar';
import { load } from './app/routes/lazy-pages';
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
export async function startApp({ hydrate = false }: { hydrate?: boolean } = {}): Promise<void> {
  // Before the router exists, so a page with unsaved work hears of Back first.
  installBackGuard();
  initAnalytics();
  registerAnalyticsProvider(createPlausibleProvider());
  if (hydrate) assumeSignedOut();
  // The session call and the first screen's code start together, before React renders.
  void startSessionRequest();
  preloadInitialRoute(window.location.pathname);

  const container = document.getElementById('root')!;
  // The prerendered markup has the landing screen and the top bar's controls: hydrate once their code is here, so nothing suspends or swaps.
  if (hydrate) await Promise.all([load.landing(), loadPublicTopBarControls()]);
  return await new Promise((resolve) => {
    const tree = (
      <StrictMode>
        <App onFirstCommit={resolve} />
      </StrictMode>
    );
    if (hydrate) hydrateRoot(container, tree);
    else createRoot(container).render(tree);
  });
}
