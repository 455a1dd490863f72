import { Suspense } from 'react';
import { SessionLoadingScreen } from '../session-loading-screen';
import { LinkedInCallbackPage } from './lazy-pages';

/** The LinkedIn popup's last page, outside the shells (a 600×700 window has no room for a sidebar). */
export function LinkedInCallbackRoute() {
  return (
    <Suspense fallback={<SessionLoadingScreen />}>
      <LinkedInCallbackPage />
    </Suspense>
  );
}
