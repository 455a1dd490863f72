import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { AppContent } from './app/app';
import { loadPublicTopBarControls } from './app/layouts/public-top-bar';
import { load } from './app/routes/lazy-pages';
import { assumeSignedOut } from './data/session-store';

/**
 * The landing page as HTML, for a browser without a session cookie (decision
 * 077). Built by `vite build --ssr` and run by scripts/build.mjs, which puts
 * the markup into landing.html's #root; src/web/landing.ts hydrates it. The
 * tree is the browser's (app.tsx), signed out, at `/`; what depends on the
 * browser (stored consent, theme) renders its server snapshot here and in the
 * hydrating render, then updates; the lazy landing chunk and top-bar controls
 * are loaded first, here and before hydrating.
 */
export async function renderLanding(): Promise<string> {
  assumeSignedOut();
  // What the client waits for before hydrating (boot.tsx), so both render the same tree at once.
  await Promise.all([load.landing(), loadPublicTopBarControls()]);
  const { prelude } = await prerender(
    <StrictMode>
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
