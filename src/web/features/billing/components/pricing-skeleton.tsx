import { Skeleton } from '@/components/ui/skeleton';

/** Three cards' worth of placeholders while the prices load (money-and-admin §2 loading text). */
export function PricingSkeleton() {
  return (
    <div className="mt-8" role="status" aria-live="polite">
      <p className="text-center text-sm text-muted-foreground">Loading pricing information...</p>
      <div className="mt-6 grid grid-cols-1 gap-4 md:grid-cols-3">
        {[0, 1, 2].map((i) => (
          <div key={i} className="grid gap-6 rounded-xl border p-6">
            <Skeleton className="size-10" />
            <Skeleton className="h-5 w-24" />
            <Skeleton className="h-10 w-32" />
            <div className="grid gap-2">
              <Skeleton className="h-4 w-full" />
              <Skeleton className="h-4 w-5/6" />
              <Skeleton className="h-4 w-4/6" />
            </div>
            <Skeleton className="h-9 w-full" />
          </div>
        ))}
      </div>
    </div>
  );
}
