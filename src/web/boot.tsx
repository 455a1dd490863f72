import { StrictMode, startTransition } from 'react';
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
 * What the page's #root holds, as the build prerendered it (src/web/prerender.tsx):
 * - `landing`: the landing page (decision 077), which the server sends only to
 *   a browser without a session cookie: that visitor is signed out, so no
 *   session call is needed and the first render matches the markup;
 * - `shell`: the app while the session call is on its way (decision 081), on
 *   every other page;
 * - `none`: nothing (the dev server's index.html).
 */
export type Prerendered = 'landing' | 'shell' | 'none';

/** Starts the React app, hydrating what the build prerendered. Resolves after the first commit. */
export async function startApp(prerendered: Prerendered): Promise<void> {
  const hydrate = prerendered !== 'none';
  // Before the router exists, so a page with unsaved work hears of Back first.
  installBackGuard();
  initAnalytics();
  registerAnalyticsProvider(createPlausibleProvider());
  if (prerendered === 'landing') assumeSignedOut();
  // The session call and the first screen's code start together, before React renders.
  void startSessionRequest();
  preloadInitialRoute(window.location.pathname);

  const container = document.getElementById('root')!;
  // The prerendered markup has the landing screen and the top bar's controls: hydrate once their code is here, so nothing suspends or swaps.
  if (prerendered === 'landing') await Promise.all([load.landing(), loadPublicTopBarControls()]);
  return await new Promise((resolve) => {
    const tree = (
      <StrictMode>
        <App onFirstCommit={resolve} />
      </StrictMode>
    );
    // As a transition React renders in slices and lets the browser handle input between them, instead of
    // holding a slow phone's main thread for the whole first render (decision 081).
    startTransition(() => {
      if (hydrate) hydrateRoot(container, tree);
      else createRoot(container).render(tree);
    });
  });
}
