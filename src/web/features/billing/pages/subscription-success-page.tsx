import { Link } from 'react-router';
import { ManageSubscriptionButton } from '@/components/manage-subscription-button';
import { Button } from '@/components/ui/button';
import { formatNumber } from '@/lib/format';
import { tierLabel } from '@/lib/credit-info';
import { useCreditInfo } from '@/data/get-credit-info';
import { CheckoutResult } from '../components/checkout-result';
import { SuccessLayout, SummaryRow } from '../components/success-layout';
import { useConfirmedCheckout } from '../hooks/use-confirmed-checkout';

/** Subscription Activated! (money-and-admin §2): the plan, its monthly credits, and the way to manage it. */
export function SubscriptionSuccessPage() {
  const checkout = useConfirmedCheckout();
  const data = checkout.session.data;
  // Opened without a checkout (a bookmark, a reload much later): the plan as it is now.
  const creditInfo = useCreditInfo({ enabled: checkout.signedIn && !checkout.sessionId });
  const known = data?.paid ? data : checkout.sessionId ? undefined : creditInfo.data;
  // Until the tier is known the page speaks of Premium (money-and-admin §2).
  const tier = known ? tierLabel(known.tier) : 'Premium';

  return (
    <SuccessLayout
      title="Subscription Activated!"
      lead={`Welcome to ${tier}. Your subscription renews monthly, and you can cancel it at any time in your profile settings.`}
      actions={
        <>
          <Button asChild variant="brand">
            <Link to="/post-generator">Start Creating Content</Link>
          </Button>
          {checkout.signedIn ? (
            <ManageSubscriptionButton />
          ) : (
            <Button asChild variant="outline">
              <Link to="/profile">Manage Subscription</Link>
            </Button>
          )}
          <Button asChild variant="ghost">
            <Link to="/dashboard">Go to Dashboard</Link>
          </Button>
        </>
      }
    >
      <CheckoutResult checkout={checkout}>
        {(result) => (
          <>
            <SummaryRow label="Plan" value={tierLabel(result.tier)} />
            <SummaryRow label="Monthly credits" value={formatNumber(result.monthlyAllocation)} />
            <SummaryRow label="Credits added" value={`+${formatNumber(result.creditsAdded)}`} />
            <SummaryRow label="Current balance" value={`${formatNumber(result.credits)} credits`} />
          </>
        )}
      </CheckoutResult>
      {!checkout.sessionId && creditInfo.data ? (
        <dl className="w-full divide-y rounded-lg border px-4">
          <SummaryRow label="Plan" value={tier} />
          <SummaryRow label="Monthly credits" value={formatNumber(creditInfo.data.monthlyAllocation)} />
        </dl>
      ) : null}
    </SuccessLayout>
  );
}
