import { Link } from 'react-router';
import { Logo, LogoMark } from '@/components/logo';
import { PageFallback } from '@/components/page-fallback';
import { Skeleton } from '@/components/ui/skeleton';
import { BOTTOM_BAR_ITEMS, PROFILE_ITEM, SIDEBAR_ITEMS } from './layouts/nav-items';

/**
 * The signed-in shell before the app knows who is signed in, or while its code arrives (issue 26): the sidebar or
 * the phone's bars with their links, and the page's skeleton, never a blank splash. Router links (a click while the
 * code loads stays in the app, so Back keeps its unsaved-edit prompt) without a current item: the prerendered frame
 * (decision 081) is the same for every path, and hydrating must not change it.
 */
export function SignedInShellFrame() {
  return (
    <div className="min-h-dvh lg:grid lg:grid-cols-[16rem_minmax(0,1fr)]">
      <aside aria-label="Sidebar" className="sticky top-0 flex h-dvh flex-col border-r bg-card/40 max-lg:hidden">
        <div className="flex h-16 items-center px-5">
          <Link to="/" aria-label="Postwright home" className="-ml-1 rounded-md p-1">
            <Logo />
          </Link>
        </div>
        <nav aria-label="Main" className="flex-1 px-3 py-2">
          <ul className="grid gap-1">
            {[...SIDEBAR_ITEMS, PROFILE_ITEM].map((item) => (
              <li key={item.to}>
                <Link
                  to={item.to}
                  className="flex h-10 items-center gap-3 rounded-md px-3 text-sm font-medium text-muted-foreground"
                >
                  <item.icon className="size-4" aria-hidden="true" />
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="grid gap-3 border-t p-4">
          <Skeleton className="h-6 w-28" />
          <div className="flex items-center gap-3">
            <Skeleton className="size-9 rounded-full" />
            <Skeleton className="h-4 flex-1" />
          </div>
        </div>
      </aside>
      <div className="flex min-h-dvh min-w-0 flex-col">
        <header className="sticky top-0 z-30 border-b bg-background/80 lg:hidden">
          <div className="flex h-14 items-center justify-between gap-2 px-4 sm:px-6">
            <Link to="/" aria-label="Postwright home" className="-ml-1 rounded-md p-1">
              <Logo />
            </Link>
            <Skeleton className="h-6 w-24" />
          </div>
        </header>
        <div className="flex-1 pb-[calc(4.5rem+env(safe-area-inset-bottom))] lg:pb-0">
          <PageFallback />
        </div>
        <nav
          aria-label="Bottom navigation"
          className="fixed inset-x-0 bottom-0 z-30 border-t bg-background/95 pb-[env(safe-area-inset-bottom)] lg:hidden"
        >
          <ul className="mx-auto grid max-w-lg grid-cols-6 px-1">
            {BOTTOM_BAR_ITEMS.map((item) => (
              <li key={item.to}>
                <Link
                  to={item.to}
                  className="flex min-h-14 flex-col items-center justify-center gap-1 rounded-md text-[0.6875rem] font-medium text-muted-foreground"
                >
                  <span className="flex h-7 w-12 items-center justify-center">
                    <item.icon className="size-5" aria-hidden="true" />
                  </span>
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </div>
  );
}

/**
 * While the session call is on its way. Both frames are in the markup and public/before-paint.js marks the page for
 * the marker cookie (decision 127) before the first paint, so CSS shows one (globals.css): a visitor who may be
 * signed in sees the shell and the page's skeleton at once; anyone else the short loading screen.
 */
export function SessionLoadingScreen() {
  return (
    <>
      <div data-session-frame="in">
        <SignedInShellFrame />
      </div>
      <div
        data-session-frame="out"
        className="flex min-h-dvh flex-col items-center justify-center gap-4"
        role="status"
        aria-live="polite"
      >
        <LogoMark className="size-10 animate-pulse" />
        <p className="text-sm text-muted-foreground">Loading Postwright…</p>
      </div>
    </>
  );
}
