import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { PageFallback } from '@/components/page-fallback';
import { PublicTopBar } from './public-top-bar';
import { SiteFooter } from './site-footer';
import { SkipLink } from './skip-link';

export function PublicLayout() {
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <PublicTopBar />
      <main id="main-content" tabIndex={-1} className="flex-1 outline-none">
        <Suspense fallback={<PageFallback />}>
          <Outlet />
        </Suspense>
      </main>
      <SiteFooter />
    </div>
  );
}
