import { AlertCircleIcon, AlertTriangleIcon, ZapIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/utils';
import { formatNumber } from '@/lib/format';
import { BUY_CREDITS_PATH, creditCount, creditLevel, tierLabel, type CreditLevel } from '@/lib/credit-info';
import { usePolledCreditInfo } from '@/data/get-credit-info';

const LEVEL_STYLE: Record<CreditLevel, string> = {
  empty: 'border-destructive/50 bg-destructive/10 text-destructive hover:bg-destructive/15',
  low: 'border-warning/50 bg-warning/10 text-warning hover:bg-warning/15',
  ok: 'border-border bg-muted/60 text-foreground hover:bg-accent',
};

// Colour is never the only cue (WCAG 1.4.1): empty and low carry their own icon and words.
const LEVEL_ICON = { empty: AlertCircleIcon, low: AlertTriangleIcon, ok: ZapIcon } as const;
const LEVEL_NOTE: Record<CreditLevel, string> = { empty: 'No credits left. ', low: 'Credits running low. ', ok: '' };

// A 36 px pill whose hit area reaches 44 px on phones.
const pill =
  'relative inline-flex h-9 items-center gap-1.5 rounded-full border px-3 text-sm font-medium whitespace-nowrap transition-colors after:absolute after:-inset-y-1 after:inset-x-0 sm:after:hidden';

/**
 * The credit balance (customer-area §2): a loading state, red at 0, amber with
 * a warning icon under 5, neutral otherwise. It links to the pricing page,
 * where more credits are bought. Polled every 30 s.
 */
export function CreditBadge({ compact = false, className }: { compact?: boolean; className?: string }) {
  const { data, isError } = usePolledCreditInfo();

  if (!data) {
    if (isError) {
      return (
        <span
          className={cn(pill, 'border-dashed text-muted-foreground', className)}
          title="Your credit balance could not be loaded"
        >
          <ZapIcon className="size-4" aria-hidden="true" />
          {compact ? <span aria-hidden="true">–</span> : 'Credits unavailable'}
          {compact ? <span className="sr-only">Credits unavailable</span> : null}
        </span>
      );
    }
    return (
      <span role="status" className={cn('inline-flex', className)} data-testid="credit-badge-loading">
        <Skeleton className={cn('h-9 rounded-full', compact ? 'w-16' : 'w-28')} />
        <span className="sr-only">Loading credits…</span>
      </span>
    );
  }

  const level = creditLevel(data.credits);
  const Icon = LEVEL_ICON[level];
  const tier = tierLabel(data.tier);
  return (
    <Link
      to={BUY_CREDITS_PATH}
      className={cn(pill, LEVEL_STYLE[level], className)}
      data-level={level}
      aria-label={`${LEVEL_NOTE[level]}${creditCount(data.credits)}, ${tier} plan`}
      title={`${creditCount(data.credits)} · ${tier} plan`}
    >
      <Icon className="size-4 shrink-0" aria-hidden="true" />
      <span className="tabular-nums">{compact ? formatNumber(data.credits) : creditCount(data.credits)}</span>
      {compact ? null : <span className="font-normal opacity-80">· {tier}</span>}
    </Link>
  );
}
