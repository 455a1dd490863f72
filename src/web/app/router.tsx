import { ReturnToEffect } from './return-to-effect';
import { RouteEffects } from './route-effects';
import { SessionExpiryWatcher } from './session-expiry-watcher';
import { SessionLoadingScreen } from './session-loading-screen';
import { SignedInRoutes } from './routes/signed-in-routes';
import { SignedOutRoutes } from './routes/signed-out-routes';
import { useCurrentUser } from '@/data/get-current-user';

/**
 * Two route tables (customer-area §2): which one applies is decided by
 * GET /api/auth/me. A loading screen shows while that resolves.
 */
export function AppRoutes() {
  const { data: user, isPending } = useCurrentUser();
  if (isPending) return <SessionLoadingScreen />;
  return (
    <>
      <RouteEffects />
      {user ? (
        <>
          <SessionExpiryWatcher />
          <ReturnToEffect />
          <SignedInRoutes user={user} />
        </>
      ) : (
        <SignedOutRoutes />
      )}
    </>
  );
}
