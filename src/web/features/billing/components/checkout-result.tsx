import { Loader2Icon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ErrorState } from '@/components/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api-client';
import type { useConfirmedCheckout } from '../hooks/use-confirmed-checkout';

type Checkout = ReturnType<typeof useConfirmedCheckout>;

/** Every state of a success page's summary: signed out, loading, failed (with retry), still confirming, done. */
export function CheckoutResult({
  checkout,
  children,
}: {
  checkout: Checkout;
  children: (data: NonNullable<Checkout['session']['data']>) => ReactNode;
}) {
  const { session } = checkout;
  if (!checkout.sessionId) return null;
  if (checkout.userPending || (checkout.signedIn && session.isPending)) {
    return (
      <div className="grid w-full gap-3" role="status" aria-label="Loading your purchase">
        <Skeleton className="h-5 w-full" />
        <Skeleton className="h-5 w-full" />
        <Skeleton className="h-5 w-full" />
      </div>
    );
  }
  if (!checkout.signedIn) {
    return (
      <p className="text-sm text-muted-foreground">
        <Link to="/auth" className="font-medium text-foreground underline underline-offset-4">
          Sign in
        </Link>{' '}
        to see your new balance.
      </p>
    );
  }
  if (session.isError) {
    return (
      <ErrorState
        className="w-full py-6"
        title="We could not confirm your payment yet"
        message={errorMessage(session.error, 'Please try again in a moment.')}
        onRetry={() => void session.refetch()}
      />
    );
  }
  if (!session.data!.paid) {
    return (
      <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
        <Loader2Icon className="size-4 animate-spin" aria-hidden="true" />
        Confirming your payment with Stripe...
      </p>
    );
  }
  return <dl className="w-full divide-y rounded-lg border px-4">{children(session.data!)}</dl>;
}
