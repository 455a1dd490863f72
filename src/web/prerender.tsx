import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { AppContent } from './app/app';
import { loadPublicTopBarControls } from './app/layouts/public-top-bar';
import { load } from './app/routes/lazy-pages';
import { assumeSignedOut, resetSession } from './data/session-store';

/**
 * Pages as HTML, built by `vite build --ssr` and run by scripts/build.mjs,
 * which puts the markup into the page's #root. The tree is the browser's
 * (app.tsx); what depends on the browser (stored consent, theme) renders its
 * server snapshot here and in the hydrating render, then updates.
 */
async function render(): Promise<string> {
  const { prelude } = await prerender(
    <StrictMode>
      {/* The landing page is at /; the first frame renders no route, so any path does. */}
      <StaticRouter location="/">
        <AppContent />
      </StaticRouter>
    </StrictMode>,
    // React outlines a large Suspense boundary and completes it with an inline
    // script, which our CSP blocks: the whole page is one chunk instead.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  return await new Response(prelude).text();
}

/**
 * The landing page, for a browser without a session cookie (decision 077):
 * signed out, at `/`; the lazy landing chunk and top-bar controls are loaded
 * first, here and before hydrating (src/web/landing.ts).
 */
export async function renderLanding(): Promise<string> {
  assumeSignedOut();
  // What the client waits for before hydrating (boot.tsx), so both render the same tree at once.
  await Promise.all([load.landing(), loadPublicTopBarControls()]);
  return await render();
}

/**
 * Every other page's first frame (decision 081): the app while the session
 * call is on its way, the same on every path (the loading screen and, for a
 * visitor who has not chosen yet, the cookie banner). src/web/main.tsx
 * hydrates it.
 */
export async function renderShell(): Promise<string> {
  resetSession();
  return await render();
}
