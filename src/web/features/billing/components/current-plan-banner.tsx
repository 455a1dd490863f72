import { AlertTriangleIcon, CrownIcon } from 'lucide-react';
import type { SubscriptionSummary } from '@shared/schemas/billing';
import { ManageSubscriptionButton } from '@/components/manage-subscription-button';
import { tierLabel } from '@/lib/credit-info';
import { formatLongDate } from '@/lib/format';

/** For subscribers: their plan, when it renews or ends, and the way to manage it (instead of buying a second one). */
export function CurrentPlanBanner({ summary }: { summary: SubscriptionSummary }) {
  const pastDue = summary.status === 'past_due';
  const end = summary.currentPeriodEnd ? formatLongDate(new Date(summary.currentPeriodEnd)) : null;
  const detail = pastDue
    ? 'Your last payment did not go through. Update your card to keep your plan.'
    : end
      ? summary.cancelAtPeriodEnd
        ? `Cancelled: your plan stays active until ${end}.`
        : `Renews on ${end}.`
      : 'Renews monthly.';
  return (
    <section
      aria-label="Your current plan"
      className="mx-auto mt-8 flex max-w-3xl flex-col gap-4 rounded-xl border bg-card p-5 sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="flex items-start gap-3">
        <span className={pastDue ? 'mt-0.5 text-destructive' : 'mt-0.5 text-muted-foreground'}>
          {pastDue ? (
            <AlertTriangleIcon className="size-5" aria-hidden="true" />
          ) : (
            <CrownIcon className="size-5" aria-hidden="true" />
          )}
        </span>
        <div className="grid gap-0.5">
          <p className="font-medium">Current plan: {tierLabel(summary.tier)}</p>
          <p className="text-sm text-muted-foreground">{detail}</p>
        </div>
      </div>
      <ManageSubscriptionButton variant={pastDue ? 'brand' : 'outline'} />
    </section>
  );
}
