import { Suspense } from 'react';
import { Link, Outlet } from 'react-router';
import { Logo } from '@/components/logo';
import { PageFallback } from '@/components/page-fallback';
import { ThemeToggle } from '@/components/theme-toggle';
import type { SessionUser } from '@/lib/session';
import { SkipLink } from './skip-link';

/**
 * A minimal frame for the signed-in area. The real shells (desktop sidebar,
 * mobile bottom bar and top menu, credit badge, logout) arrive with the
 * accounts screens and replace this header.
 */
export function SignedInLayout({ user }: { user: SessionUser }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <header className="sticky top-0 z-30 border-b bg-background/80 backdrop-blur">
        <div className="container-page flex h-16 items-center justify-between gap-2">
          <Link to="/" aria-label="Postwright dashboard" className="-ml-1 rounded-md p-1">
            <Logo />
          </Link>
          <div className="flex items-center gap-3">
            <span className="hidden text-sm text-muted-foreground sm:inline">{user.fullName || user.email}</span>
            <ThemeToggle />
          </div>
        </div>
      </header>
      <main id="main-content" tabIndex={-1} className="flex-1 outline-none">
        <Suspense fallback={<PageFallback />}>
          <Outlet />
        </Suspense>
      </main>
    </div>
  );
}
