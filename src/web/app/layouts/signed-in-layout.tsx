import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { PageFallback } from '@/components/page-fallback';
import { AppSidebar } from './app-sidebar';
import { MobileBottomBar } from './mobile-bottom-bar';
import { MobileTopBar } from './mobile-top-bar';
import { SkipLink } from './skip-link';
import { SignedInUserContext, type SessionUser } from '@/data/get-current-user';

/**
 * The signed-in shells (customer-area §2): a sidebar from 1024 px, below that
 * a top bar with the menu and a bottom bar with the main links. The page
 * leaves room at the bottom so the bar never covers its last lines.
 */
export function SignedInLayout({ user }: { user: SessionUser }) {
  return (
    <SignedInUserContext value={user}>
      <div className="min-h-dvh lg:grid lg:grid-cols-[16rem_minmax(0,1fr)]">
        <SkipLink />
        <AppSidebar user={user} className="max-lg:hidden" />
        <div className="flex min-h-dvh min-w-0 flex-col">
          <MobileTopBar user={user} className="lg:hidden" />
          <main
            id="main-content"
            tabIndex={-1}
            className="flex-1 pb-[calc(4.5rem+env(safe-area-inset-bottom))] outline-none lg:pb-0"
          >
            <Suspense fallback={<PageFallback />}>
              <Outlet />
            </Suspense>
          </main>
          <MobileBottomBar className="lg:hidden" />
        </div>
      </div>
    </SignedInUserContext>
  );
}
