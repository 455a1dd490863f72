import { CalendarClockIcon, SparklesIcon, ZapIcon } from 'lucide-react';
import { Link } from 'react-router';
import { FREE_MONTHLY_CREDITS } from '@shared/constants';
import { Button } from '@/components/ui/button';
import { BUY_CREDITS_PATH, isFreeTier } from '@/lib/credit-info';
import { dayMonthYear } from '@/lib/en-gb';

/** The reset is at midnight UTC: show its day as UTC, whatever the browser's zone. */
const formatLongDate = (date: Date) => dayMonthYear(date, 'long', 'UTC');

/** Free credits are topped up on the first day of each month (UTC). */
export function nextMonthlyReset(now: Date = new Date()): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
}

/**
 * At 0 credits (issue #12): says so plainly, with both ways out — wait for the
 * monthly reset (with its date) or buy a pack on the Credit Packs tab.
 */
export function OutOfCreditsCard({ tier }: { tier: string }) {
  const isFree = isFreeTier(tier);
  return (
    <section
      aria-labelledby="out-of-credits-title"
      className="rounded-xl border border-destructive/40 bg-card p-5 sm:p-6"
      data-testid="out-of-credits"
    >
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <div className="grid gap-1">
          <h2 id="out-of-credits-title" className="text-base font-semibold text-destructive">
            You have 0 credits left
          </h2>
          <p className="max-w-xl text-sm text-muted-foreground">
            {isFree ? (
              <>
                Generating and analyzing need credits. Your {FREE_MONTHLY_CREDITS} free credits come back on{' '}
                <span className="font-medium text-foreground">{formatLongDate(nextMonthlyReset())}</span>, or buy a
                credit pack to keep writing now.
              </>
            ) : (
              <>
                Generating and analyzing need credits. Your plan's credits come back when it renews, or buy a credit
                pack to keep writing now.
              </>
            )}
          </p>
        </div>
        <div className="flex shrink-0 flex-col gap-2 sm:flex-row">
          <Button asChild variant="brand">
            <Link to={BUY_CREDITS_PATH}>
              <ZapIcon aria-hidden="true" />
              Buy a credit pack
            </Link>
          </Button>
          {isFree ? (
            <p className="flex items-center gap-1.5 text-xs text-muted-foreground sm:hidden">
              <CalendarClockIcon className="size-3.5" aria-hidden="true" />
              Or wait until {formatLongDate(nextMonthlyReset())}
            </p>
          ) : null}
        </div>
      </div>
    </section>
  );
}

/** Shown to free-tier users only (customer-area §2, §6); both buttons lead to /pricing. */
export function UpsellCard() {
  return (
    <section
      aria-labelledby="upsell-title"
      className="relative overflow-hidden rounded-xl border border-violet-500/30 bg-card p-5 sm:p-6"
    >
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 bg-[radial-gradient(60%_120%_at_0%_0%,var(--brand-glow),transparent)]"
      />
      <div className="relative flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex items-start gap-4">
          <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-gradient-brand text-white">
            <SparklesIcon className="size-5" aria-hidden="true" />
          </span>
          <div className="grid gap-1">
            <h2 id="upsell-title" className="text-base font-semibold">
              You're on the Free plan
            </h2>
            <p className="max-w-xl text-sm text-muted-foreground">
              {FREE_MONTHLY_CREDITS} credits a month to try things out. Paid plans bring 150 credits or more every
              month, and credit packs top you up any time.
            </p>
          </div>
        </div>
        <div className="flex shrink-0 flex-col gap-2 sm:flex-row">
          <Button asChild variant="brand">
            <Link to="/pricing">
              <SparklesIcon aria-hidden="true" />
              View Plans
            </Link>
          </Button>
          <Button asChild variant="outline">
            <Link to={BUY_CREDITS_PATH}>
              <ZapIcon aria-hidden="true" />
              Buy Credits
            </Link>
          </Button>
        </div>
      </div>
    </section>
  );
}
