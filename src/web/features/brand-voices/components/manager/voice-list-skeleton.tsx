import { Skeleton } from '@/components/ui/skeleton';

/** Three card shapes while the voices load. */
export function VoiceListSkeleton() {
  return (
    <div role="status" aria-live="polite">
      <span className="sr-only">Loading your brand voices…</span>
      <ul className="grid grid-cols-1 gap-4 md:grid-cols-2 lg:grid-cols-3" aria-hidden="true">
        {[0, 1, 2].map((i) => (
          <li key={i} className="grid gap-4 rounded-xl border p-5">
            <div className="flex justify-between gap-3">
              <Skeleton className="h-5 w-40" />
              <Skeleton className="h-5 w-16 rounded-full" />
            </div>
            <Skeleton className="h-5 w-48" />
            <div className="grid gap-2">
              <Skeleton className="h-4 w-full" />
              <Skeleton className="h-4 w-4/5" />
            </div>
            <div className="flex gap-2 border-t pt-4">
              <Skeleton className="h-8 w-28" />
              <Skeleton className="h-8 w-16" />
              <Skeleton className="ml-auto size-8" />
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
