import { lazy } from 'react';
import { PostMediaProvider, type PostMediaSlots } from '@/components/post-media-slot';
import { DataProvider } from './data-provider';
import { ReturnToEffect } from './return-to-effect';
import { SignedInRoutes } from './routes/signed-in-routes';
import { SessionExpiryWatcher } from './session-expiry-watcher';
import type { SessionUser } from '@/data/get-current-user';

// The media feature fills the posts cards' "Add a picture" slot, loaded with the first card that shows it (decision 102).
const mediaSlots: PostMediaSlots = {
  PostMediaButton: lazy(() => import('@/features/media/components/post-media-button')),
};

/** Everything only a signed-in visitor needs, in one chunk loaded when the session says so. */
export function SignedInArea({ user }: { user: SessionUser }) {
  return (
    <DataProvider>
      <SessionExpiryWatcher />
      <ReturnToEffect />
      <PostMediaProvider value={mediaSlots}>
        <SignedInRoutes user={user} />
      </PostMediaProvider>
    </DataProvider>
  );
}
