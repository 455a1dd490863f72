import { CalendarDaysIcon, FileTextIcon, ImageIcon, type LucideIcon, MicIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { ErrorState } from '@/components/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { formatNumber } from '@/lib/format';
import { cn } from '@/lib/utils';
import { useCurrentBrandVoice } from '@/data/get-current-brand-voice';
import { useStats } from '@/data/get-stats';

type Stat = { label: string; value: ReactNode; hint: string; icon: LucideIcon; tone?: 'positive' | 'muted' };

function StatCard({ label, value, hint, icon: Icon, tone }: Stat) {
  return (
    // The label row takes the slack, so values line up across a row even when a label wraps.
    <li className="grid grid-rows-[1fr_auto_auto] gap-3 rounded-xl border bg-card p-4 sm:p-5">
      <div className="flex items-start justify-between gap-2">
        <span className="text-sm font-medium text-muted-foreground">{label}</span>
        <Icon className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
      </div>
      <span
        className={cn(
          'text-2xl font-semibold tabular-nums tracking-tight sm:text-3xl',
          tone === 'positive' && 'text-success',
          tone === 'muted' && 'text-muted-foreground',
        )}
      >
        {value}
      </span>
      <span className="text-xs text-muted-foreground">{hint}</span>
    </li>
  );
}

const GRID = 'grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4';

function StatCardsSkeleton() {
  return (
    <div role="status" aria-live="polite">
      <span className="sr-only">Loading your statistics…</span>
      <ul className={GRID} aria-hidden="true">
        {Array.from({ length: 4 }, (_, i) => (
          <li key={i} className="grid gap-3 rounded-xl border bg-card p-4 sm:p-5">
            <Skeleton className="h-4 w-24" />
            <Skeleton className="h-8 w-12 sm:h-9" />
            <Skeleton className="h-3 w-16" />
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The four figures of the dashboard (customer-area §2), from GET /api/stats and GET /api/brand-voice. */
export function StatCards() {
  const stats = useStats();
  const voice = useCurrentBrandVoice();

  if (stats.isError || voice.isError) {
    return (
      <ErrorState
        title="Your statistics could not be loaded"
        message="Check your connection and try again."
        onRetry={() => {
          if (stats.isError) void stats.refetch();
          if (voice.isError) void voice.refetch();
        }}
      />
    );
  }
  if (!stats.data || !voice.data) return <StatCardsSkeleton />;

  const hasVoice = voice.data.brandVoice !== null;
  const items: Stat[] = [
    { label: 'Posts Generated', value: formatNumber(stats.data.totalPosts), hint: 'All time', icon: FileTextIcon },
    { label: 'Images Created', value: formatNumber(stats.data.totalImages), hint: 'All time', icon: ImageIcon },
    {
      label: 'Brand Voice Active',
      value: hasVoice ? 'Yes' : 'No',
      hint: hasVoice ? (voice.data.brandVoice?.name ?? '') : 'Not set up yet',
      icon: MicIcon,
      tone: hasVoice ? 'positive' : 'muted',
    },
    {
      label: 'Posts This Week',
      value: formatNumber(stats.data.postsThisWeek),
      hint: 'Last 7 days',
      icon: CalendarDaysIcon,
    },
  ];
  return (
    <ul className={GRID} aria-label="Your statistics">
      {items.map((item) => (
        <StatCard key={item.label} {...item} />
      ))}
    </ul>
  );
}
