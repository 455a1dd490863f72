import { Skeleton } from '@/components/ui/skeleton';

/** 'Loading posts...' with cards shaped like the real ones. */
export function HistorySkeleton() {
  return (
    <div className="grid gap-4" role="status" aria-live="polite">
      <p className="text-sm text-muted-foreground">Loading posts...</p>
      {Array.from({ length: 3 }, (_, i) => (
        <div key={i} className="grid gap-4 rounded-xl border bg-card p-4 sm:p-6" aria-hidden="true">
          <div className="flex items-center gap-3">
            <Skeleton className="size-10 rounded-full" />
            <div className="grid flex-1 gap-2">
              <Skeleton className="h-4 w-32" />
              <Skeleton className="h-3 w-48" />
            </div>
          </div>
          <div className="flex gap-1.5">
            <Skeleton className="h-5 w-28 rounded-full" />
            <Skeleton className="h-5 w-24 rounded-full" />
          </div>
          <Skeleton className="h-14 w-full" />
          <div className="grid gap-2">
            <Skeleton className="h-4 w-full" />
            <Skeleton className="h-4 w-11/12" />
            <Skeleton className="h-4 w-3/4" />
          </div>
          <div className="flex gap-2 border-t pt-4">
            <Skeleton className="h-8 w-32" />
            <Skeleton className="h-8 w-20" />
            <Skeleton className="h-8 w-20" />
          </div>
        </div>
      ))}
    </div>
  );
}
