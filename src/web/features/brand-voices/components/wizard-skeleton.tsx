import { Skeleton } from '@/components/ui/skeleton';

/** The shape of a wizard step (progress, a card of fields) while a voice loads. */
export function WizardSkeleton({ label = 'Loading brand voice…' }: { label?: string }) {
  return (
    <div role="status" aria-live="polite" className="grid gap-6">
      <span className="sr-only">{label}</span>
      <div className="grid gap-3">
        <Skeleton className="h-4 w-24" />
        <Skeleton className="h-1.5 w-full" />
      </div>
      <div className="grid gap-6 rounded-xl border p-5 sm:p-8">
        <div className="grid gap-2">
          <Skeleton className="h-6 w-40" />
          <Skeleton className="h-4 w-full max-w-md" />
        </div>
        {[0, 1, 2].map((i) => (
          <div key={i} className="grid gap-2">
            <Skeleton className="h-4 w-28" />
            <Skeleton className="h-10 w-full" />
          </div>
        ))}
        <div className="flex justify-end border-t pt-5">
          <Skeleton className="h-10 w-32" />
        </div>
      </div>
    </div>
  );
}

/** The shape of the active-voice summary. */
export function SummarySkeleton() {
  return (
    <div role="status" aria-live="polite" className="grid gap-6 rounded-xl border p-5 sm:p-8">
      <span className="sr-only">Loading your brand voice…</span>
      <div className="flex items-center gap-3">
        <Skeleton className="size-10 rounded-full" />
        <div className="grid flex-1 gap-2">
          <Skeleton className="h-6 w-64 max-w-full" />
          <Skeleton className="h-4 w-40" />
        </div>
      </div>
      <Skeleton className="h-28 w-full" />
      <div className="grid gap-4 sm:grid-cols-2">
        <Skeleton className="h-10" />
        <Skeleton className="h-10" />
        <Skeleton className="h-10" />
        <Skeleton className="h-10" />
      </div>
      <div className="flex justify-end gap-2 border-t pt-5">
        <Skeleton className="h-10 w-40" />
        <Skeleton className="h-10 w-44" />
      </div>
    </div>
  );
}
