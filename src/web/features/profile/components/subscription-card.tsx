import { RotateCwIcon, SparklesIcon } from 'lucide-react';
import { Link } from 'react-router';
import { FREE_MONTHLY_CREDITS } from '@shared/constants';
import type { SubscriptionSummary } from '@shared/schemas/billing';
import { ManageSubscriptionButton } from '@/components/manage-subscription-button';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { tierLabel } from '@/lib/credit-info';
import { formatLongDate } from '@/lib/format';
import { hasLiveSubscription, useSubscriptionSummary } from '@/data/get-subscription';
import { CardHeading } from './card-heading';

function statusLine(summary: SubscriptionSummary): string {
  const end = summary.currentPeriodEnd ? formatLongDate(new Date(summary.currentPeriodEnd)) : null;
  if (summary.status === 'past_due') return 'Your last payment did not go through. Update your card to keep your plan.';
  if (!end) return 'Renews monthly.';
  return summary.cancelAtPeriodEnd
    ? `Cancelled: active until ${end}, then back to the Free plan.`
    : `Renews on ${end}.`;
}

/** The plan in the profile, with Manage Subscription (Stripe's billing portal: change, cancel, invoices, card). */
export function SubscriptionCard() {
  const summary = useSubscriptionSummary();
  return (
    <Card className="gap-4">
      <CardHeader className="flex flex-row items-center justify-between gap-2">
        <CardHeading>Subscription</CardHeading>
        {summary.data ? (
          <Badge variant={summary.data.tier === 'free' ? 'secondary' : 'brand'}>{tierLabel(summary.data.tier)}</Badge>
        ) : null}
      </CardHeader>
      <CardContent className="grid gap-3 text-sm">
        {summary.isPending ? (
          <div className="grid gap-2" role="status" aria-label="Loading your plan">
            <Skeleton className="h-4 w-full" />
            <Skeleton className="h-9 w-full" />
          </div>
        ) : summary.isError ? (
          <div className="grid gap-2">
            <p className="text-muted-foreground">Your plan could not be loaded.</p>
            <Button variant="outline" onClick={() => void summary.refetch()}>
              <RotateCwIcon aria-hidden="true" />
              Try again
            </Button>
          </div>
        ) : hasLiveSubscription(summary.data) ? (
          <>
            <p className={summary.data.status === 'past_due' ? 'text-destructive' : 'text-muted-foreground'}>
              {statusLine(summary.data)}
            </p>
            <ManageSubscriptionButton
              variant={summary.data.status === 'past_due' ? 'brand' : 'outline'}
              className="w-full"
            />
          </>
        ) : (
          <>
            <p className="text-muted-foreground">
              Free plan: {FREE_MONTHLY_CREDITS} credits every month. Upgrade for more credits that roll over.
            </p>
            <Button asChild variant="brand" className="w-full">
              <Link to="/pricing">
                <SparklesIcon aria-hidden="true" />
                View Plans
              </Link>
            </Button>
            {summary.data.canManage && summary.data.paymentsEnabled ? (
              <ManageSubscriptionButton variant="ghost" className="w-full" label="Billing history" />
            ) : null}
          </>
        )}
      </CardContent>
    </Card>
  );
}
