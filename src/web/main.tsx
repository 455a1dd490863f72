import './app/globals.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { preloadInitialRoute } from './app/routes/lazy-pages';
import { initAnalytics, registerAnalyticsProvider } from './lib/analytics';
import { createPlausibleProvider } from './lib/plausible';

initAnalytics();
registerAnalyticsProvider(createPlausibleProvider());
preloadInitialRoute(window.location.pathname);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
