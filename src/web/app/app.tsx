import { useEffect } from 'react';
import { BrowserRouter } from 'react-router';
import { AppProviders } from './providers';
import { AppRoutes } from './router';

/** Everything inside the router: the same tree in the browser and in the landing page's prerender (scripts/prerender.tsx). */
export function AppContent() {
  return (
    <AppProviders>
      <AppRoutes />
    </AppProviders>
  );
}

/** `onFirstCommit` runs once the first tree is on screen (hydrated, for the prerendered landing page). */
export function App({ onFirstCommit }: { onFirstCommit?: () => void }) {
  useEffect(() => onFirstCommit?.(), [onFirstCommit]);
  return (
    <BrowserRouter>
      <AppContent />
    </BrowserRouter>
  );
}
