import { DataProvider } from './data-provider';
import { ReturnToEffect } from './return-to-effect';
import { SignedInRoutes } from './routes/signed-in-routes';
import { SessionExpiryWatcher } from './session-expiry-watcher';
import type { SessionUser } from '@/data/get-current-user';

/** Everything only a signed-in visitor needs, in one chunk loaded when the session says so. */
export function SignedInArea({ user }: { user: SessionUser }) {
  return (
    <DataProvider>
      <SessionExpiryWatcher />
      <ReturnToEffect />
      <SignedInRoutes user={user} />
    </DataProvider>
  );
}
