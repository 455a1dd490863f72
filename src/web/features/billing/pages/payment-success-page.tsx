import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { formatNumber } from '@/lib/format';
import { tierLabel } from '@/lib/credit-info';
import { CheckoutResult } from '../components/checkout-result';
import { SuccessLayout, SummaryRow } from '../components/success-layout';
import { useConfirmedCheckout } from '../hooks/use-confirmed-checkout';

/** Payment Successful! (money-and-admin §2): back from Stripe with ?session_id=, the credits are added and the new balance shown. */
export function PaymentSuccessPage() {
  const checkout = useConfirmedCheckout();
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
