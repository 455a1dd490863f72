import { Link, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { formatNumber } from '@/lib/format';
import { SuccessLayout, SummaryRow } from '../components/success-layout';
import { tierLabel } from '@/lib/credit-info';
import { useCreditInfo } from '@/data/get-credit-info';

export function PaymentSuccessPage() {
  const [params] = useSearchParams();
  const sessionId = params.get('session_id');
  // Credit info is fetched only when checkout sent us back with a session id (money-and-admin §2).
  const creditInfo = useCreditInfo({ enabled: Boolean(sessionId) });

  return (
    <SuccessLayout
      title="Payment Successful!"
      lead="Thank you for your purchase. Your credits are added to your account as soon as the payment is confirmed."
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
      {sessionId ? (
        creditInfo.isPending ? (
          <div className="grid w-full gap-3" role="status" aria-label="Loading your balance">
            <Skeleton className="h-5 w-full" />
            <Skeleton className="h-5 w-full" />
          </div>
        ) : creditInfo.data ? (
          <dl className="w-full divide-y rounded-lg border px-4">
            <SummaryRow label="Current balance" value={`${formatNumber(creditInfo.data.credits)} credits`} />
            <SummaryRow label="Plan" value={tierLabel(creditInfo.data.tier)} />
          </dl>
        ) : (
          <p className="text-sm text-muted-foreground">Your new balance will show in your dashboard once you are signed in.</p>
        )
      ) : null}
    </SuccessLayout>
  );
}
