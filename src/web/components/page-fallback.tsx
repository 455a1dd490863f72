import { Skeleton } from '@/components/ui/skeleton';

/**
 * Shown while a route's code arrives: the shape of a page, not a spinner. It
 * fills the screen, so what follows it (the footer) starts below the fold and
 * does not jump when the page replaces it (no layout shift).
 */
export function PageFallback() {
  return (
    <div className="container-page min-h-dvh py-12" role="status" aria-live="polite">
      <span className="sr-only">Loading page…</span>
      <Skeleton className="h-4 w-28" />
      <Skeleton className="mt-4 h-9 w-2/3 max-w-lg" />
      <Skeleton className="mt-3 h-4 w-full max-w-xl" />
      <div className="mt-10 grid grid-cols-1 gap-4 sm:grid-cols-3">
        <Skeleton className="h-36" />
        <Skeleton className="h-36" />
        <Skeleton className="h-36" />
      </div>
    </div>
  );
}
