import { CoinsIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { formatNumber } from '@/lib/format';
import { tierLabel } from '@/lib/credit-info';
import { useCreditInfo } from '@/data/get-credit-info';
import { CheckoutResult } from '../components/checkout-result';
import { SuccessLayout, SummaryRow } from '../components/success-layout';
import { useConfirmedCheckout } from '../hooks/use-confirmed-checkout';

/** Payment Successful! (money-and-admin §2): back from Stripe with ?session_id=, the credits are added and the new balance shown. */
export function PaymentSuccessPage() {
  const checkout = useConfirmedCheckout();
  if (!checkout.sessionId) return <NoPaymentToConfirm signedIn={checkout.signedIn} />;
  return (
    <SuccessLayout
      title="Payment Successful!"
      lead="Thank you for your purchase. Your credits are ready to use."
      actions={
        <>
          <Button asChild variant="brand">
            <Link to="/post-generator">Start Creating Content</Link>
          </Button>
          <Button asChild variant="outline">
            <Link to="/dashboard">Go to Dashboard</Link>
          </Button>
        </>
      }
    >
      <CheckoutResult checkout={checkout}>
        {(data) => (
          <>
            <SummaryRow label="Credits added" value={`+${formatNumber(data.creditsAdded)}`} />
            <SummaryRow label="Current balance" value={`${formatNumber(data.credits)} credits`} />
            <SummaryRow label="Plan" value={tierLabel(data.tier)} />
          </>
        )}
      </CheckoutResult>
    </SuccessLayout>
  );
}

/**
 * Opened without ?session_id= (a bookmark, a reload, a typed address): there is no payment to speak of, so no
 * "Payment Successful!" either (issue 26) - only the balance as it is now.
 */
function NoPaymentToConfirm({ signedIn }: { signedIn: boolean }) {
  const info = useCreditInfo({ enabled: signedIn });
  return (
    <SuccessLayout
      title="Your credits"
      lead="There is no payment to confirm on this page. Purchases show here when you come back from checkout."
      icon={
        <span className="flex size-14 items-center justify-center rounded-full bg-muted text-muted-foreground">
          <CoinsIcon className="size-7" aria-hidden="true" />
        </span>
      }
      actions={
        <>
          <Button asChild variant="brand">
            <Link to="/pricing?tab=packs">Buy Credits</Link>
          </Button>
          <Button asChild variant="outline">
            <Link to="/dashboard">Go to Dashboard</Link>
          </Button>
        </>
      }
    >
      {info.data ? (
        <dl className="w-full divide-y rounded-lg border px-4">
          <SummaryRow label="Current balance" value={`${formatNumber(info.data.credits)} credits`} />
          <SummaryRow label="Plan" value={tierLabel(info.data.tier)} />
        </dl>
      ) : null}
    </SuccessLayout>
  );
}
