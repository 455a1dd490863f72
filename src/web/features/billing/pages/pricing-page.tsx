import { GiftIcon, Loader2Icon } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useCreateCheckout, type CheckoutRequest } from '../api/create-checkout';
import { usePricing } from '../api/get-pricing';
import { PackCard } from '../components/pack-card';
import { PlanCard } from '../components/plan-card';
import { FREE_TIER_NOTE } from '../pricing-catalog';
import { useCurrentUser } from '@/data/get-current-user';

type View = 'subscription' | 'credits';

export function PricingPage() {
  const [view, setView] = useState<View>('subscription');
  const pricing = usePricing();
  const { data: user } = useCurrentUser();
  const checkout = useCreateCheckout();

  const startCheckout = (request: CheckoutRequest) =>
    checkout.mutate(request, {
      onError: (error) =>
        toast({ variant: 'destructive', title: 'Payment Error', description: errorMessage(error, 'Failed to create checkout session. Please try again.') }),
    });

  // Signed-out visitors sign in first; signed-in users go to checkout.
  const actionFor = (request: CheckoutRequest, label: string) => {
    if (!user) {
      return (
        <Button asChild variant={isPopular(request) ? 'brand' : 'outline'}>
          <Link to="/auth">{label}</Link>
        </Button>
      );
    }
    const key = request.kind === 'plan' ? request.planKey : request.packKey;
    const active = checkout.variables;
    const isThis = active !== undefined && (active.kind === 'plan' ? active.planKey : active.packKey) === key;
    const busy = isThis && (checkout.isPending || checkout.isSuccess);
    return (
      <Button variant={isPopular(request) ? 'brand' : 'outline'} disabled={checkout.isPending || checkout.isSuccess} onClick={() => startCheckout(request)}>
        {busy ? <Loader2Icon className="animate-spin" aria-hidden="true" /> : null}
        {busy ? 'Processing...' : label}
      </Button>
    );
  };

  const isPopular = (request: CheckoutRequest) =>
    request.kind === 'plan'
      ? (pricing.data?.plans.find((p) => p.planKey === request.planKey)?.popular ?? false)
      : (pricing.data?.packs.find((p) => p.packKey === request.packKey)?.popular ?? false);

  return (
    <div className="container-page py-12 sm:py-16">
      <title>Pricing · Postwright</title>
      <PageHeader
        className="mx-auto max-w-2xl items-center text-center sm:flex-col sm:items-center [&_p]:mx-auto"
        eyebrow="Pricing"
        title="Choose Your Plan"
        description="Pay monthly for a steady supply of credits, or top up with a one-off pack. Prices are in euro."
      />
      <div className="mx-auto mt-6 flex w-fit items-center gap-2 rounded-full border bg-card px-4 py-2 text-sm">
        <GiftIcon className="size-4 text-success" aria-hidden="true" />
        {FREE_TIER_NOTE}
      </div>
      <Tabs value={view} onValueChange={(value) => setView(value as View)} className="mt-10">
        <div className="flex justify-center">
          <TabsList aria-label="Pricing options">
            <TabsTrigger value="subscription">Monthly Plans</TabsTrigger>
            <TabsTrigger value="credits">Credit Packs</TabsTrigger>
          </TabsList>
        </div>
        {pricing.isPending ? (
          <PricingSkeleton />
        ) : (
          <>
            <TabsContent value="subscription" className="mt-8">
              <ul className="grid grid-cols-1 gap-4 md:grid-cols-3">
                {pricing.data?.plans.map((plan) => (
                  <li key={plan.planKey}>
                    <PlanCard plan={plan} action={actionFor({ kind: 'plan', planKey: plan.planKey }, 'Get Started')} />
                  </li>
                ))}
              </ul>
            </TabsContent>
            <TabsContent value="credits" className="mt-8">
              <ul className="grid grid-cols-1 gap-4 md:grid-cols-3">
                {pricing.data?.packs.map((pack) => (
                  <li key={pack.packKey}>
                    <PackCard pack={pack} action={actionFor({ kind: 'pack', packKey: pack.packKey }, 'Buy Credits')} />
                  </li>
                ))}
              </ul>
            </TabsContent>
          </>
        )}
      </Tabs>
      <p className="mt-10 text-center text-sm text-muted-foreground">
        Questions about plans or invoices?{' '}
        <Link to="/contact" className="font-medium text-foreground underline underline-offset-4 hover:no-underline">
          Contact us
        </Link>
        .
      </p>
    </div>
  );
}

function PricingSkeleton() {
  return (
    <div className="mt-8" role="status" aria-live="polite">
      <p className="text-center text-sm text-muted-foreground">Loading pricing information...</p>
      <div className="mt-6 grid grid-cols-1 gap-4 md:grid-cols-3">
        {[0, 1, 2].map((i) => (
          <div key={i} className="grid gap-6 rounded-xl border p-6">
            <Skeleton className="size-10" />
            <Skeleton className="h-5 w-24" />
            <Skeleton className="h-10 w-32" />
            <div className="grid gap-2">
              <Skeleton className="h-4 w-full" />
              <Skeleton className="h-4 w-5/6" />
              <Skeleton className="h-4 w-4/6" />
            </div>
            <Skeleton className="h-9 w-full" />
          </div>
        ))}
      </div>
    </div>
  );
}
