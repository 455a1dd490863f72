import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { formatNumber } from '@/lib/format';
import { SuccessLayout, SummaryRow } from '../components/success-layout';
import { useCurrentUser } from '@/data/get-current-user';
import { tierLabel } from '@/lib/credit-info';
import { useCreditInfo } from '@/data/get-credit-info';

export function SubscriptionSuccessPage() {
  const { data: user } = useCurrentUser();
  const creditInfo = useCreditInfo({ enabled: Boolean(user) });
  // Until the tier is known the page speaks of Premium (money-and-admin §2).
  const tier = creditInfo.data ? tierLabel(creditInfo.data.tier) : 'Premium';

  return (
    <SuccessLayout
      title="Subscription Activated!"
      lead={`Welcome to ${tier}. Your subscription renews monthly, and you can cancel it at any time in your profile settings.`}
      actions={
        <>
          <Button asChild variant="brand">
            <Link to="/post-generator">Start Creating Content</Link>
          </Button>
          <Button asChild variant="outline">
            <Link to="/profile">Manage Subscription</Link>
          </Button>
          <Button asChild variant="ghost">
            <Link to="/dashboard">Go to Dashboard</Link>
          </Button>
        </>
      }
    >
      {user && creditInfo.isPending ? (
        <div className="grid w-full gap-3" role="status" aria-label="Loading your plan">
          <Skeleton className="h-5 w-full" />
          <Skeleton className="h-5 w-full" />
        </div>
      ) : (
        <dl className="w-full divide-y rounded-lg border px-4">
          <SummaryRow label="Plan" value={tier} />
          <SummaryRow label="Monthly credits" value={creditInfo.data ? formatNumber(creditInfo.data.monthlyAllocation) : 'Added every month'} />
        </dl>
      )}
    </SuccessLayout>
  );
}
