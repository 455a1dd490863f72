import './app/globals.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { preloadInitialRoute } from './app/routes/preload';
import { startSessionRequest } from './data/session-store';
import { initAnalytics, registerAnalyticsProvider } from './lib/analytics';
import { installBackGuard } from './lib/back-guard';
import { createPlausibleProvider } from './lib/plausible';

// Before the router exists, so a page with unsaved work hears of Back first.
installBackGuard();
initAnalytics();
registerAnalyticsProvider(createPlausibleProvider());
// The session call and the first screen's code start together, before React renders.
void startSessionRequest();
preloadInitialRoute(window.location.pathname);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
