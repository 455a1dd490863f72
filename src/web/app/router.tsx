import { lazy, Suspense, useEffect } from 'react';
import { RouteEffects } from './route-effects';
import { loadSignedInArea } from './routes/preload';
import { SessionLoadingScreen, SignedInShellFrame } from './session-loading-screen';
import { SignedOutRoutes } from './routes/signed-out-routes';
import { startSessionRequest, useSession } from '@/data/session-store';

const SignedInArea = lazy(async () => ({ default: (await loadSignedInArea()).SignedInArea }));

/**
 * Two route tables (customer-area §2): which one applies is decided by
 * GET /api/auth/me. A loading screen shows while that resolves (the signed-in shell
 * with the page's skeleton when the session marker is there, decision 127). The signed-in
 * table, with the data layer, is its own chunk.
 */
export function AppRoutes() {
  const session = useSession();
  useEffect(() => void startSessionRequest(), []);
  if (session.status === 'pending') return <SessionLoadingScreen />;
  return (
    <>
      <RouteEffects />
      {session.user ? (
        <Suspense fallback={<SignedInShellFrame />}>
          <SignedInArea user={session.user} />
        </Suspense>
      ) : (
        <SignedOutRoutes />
      )}
    </>
  );
}
