import { lazy, Suspense, useEffect } from 'react';
import { RouteEffects } from './route-effects';
import { loadSignedInArea } from './routes/preload';
import { SessionLoadingScreen } from './session-loading-screen';
import { SignedOutRoutes } from './routes/signed-out-routes';
import { startSessionRequest, useSession } from '@/data/session-store';

const SignedInArea = lazy(async () => ({ default: (await loadSignedInArea()).SignedInArea }));

/**
 * Two route tables (customer-area §2): which one applies is decided by
 * GET /api/auth/me. A loading screen shows while that resolves. The signed-in
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
        <Suspense fallback={<SessionLoadingScreen />}>
          <SignedInArea user={session.user} />
        </Suspense>
      ) : (
        <SignedOutRoutes />
      )}
    </>
  );
}
