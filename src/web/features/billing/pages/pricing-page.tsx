import { useQueryClient } from '@tanstack/react-query';
import { GiftIcon, InfoIcon } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { FREE_TIER_NOTE } from '@shared/catalogue';
import { PAYMENTS_NOT_CONFIGURED_MESSAGE } from '@shared/schemas/billing';
import { AutoTopUpCard } from '@/components/auto-top-up-card';
import { PageHeader } from '@/components/page-header';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { VerifyEmailNotice } from '@/components/verify-email-notice';
import { ApiError, errorMessage } from '@/lib/api-client';
import { rememberPendingCheckout, rememberReturnTo } from '@/lib/return-to';
import { useCurrentUser } from '@/data/get-current-user';
import { hasLiveSubscription, useSubscriptionSummary } from '@/data/get-subscription';
import { queryKeys } from '@/data/query-keys';
import { toast } from '@/lib/toast';
import { choiceKey, useCreateCheckout, type CheckoutChoice } from '../api/create-checkout';
import { usePricing } from '../api/get-pricing';
import { CheckoutAction, type CheckoutActionState } from '../components/checkout-action';
import { CurrentPlanBanner } from '../components/current-plan-banner';
import { DiscountCodeField } from '../components/discount-code-field';
import { PackCard } from '../components/pack-card';
import { PlanCard } from '../components/plan-card';
import { PricingSkeleton } from '../components/pricing-skeleton';
import { useCancelledCheckout } from '../hooks/use-cancelled-checkout';
import { useDiscount } from '../hooks/use-discount';
import { RESUME_PARAM, RESUME_VALUE, useResumeCheckout } from '../hooks/use-resume-checkout';
import {
  isSameChoice,
  packChoices,
  planChoices,
  pricingPath,
  readPricingParams,
  type PricingView,
} from '../lib/pricing-params';

/** Choose Your Plan (money-and-admin §2): monthly plans and credit packs, a discount code, Stripe's hosted checkout. */
export function PricingPage() {
  const [params, setParams] = useSearchParams();
  const state = readPricingParams(params);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const pricing = usePricing();
  const { data: user } = useCurrentUser();
  const summary = useSubscriptionSummary({ enabled: Boolean(user) });
  const checkout = useCreateCheckout();
  const [paymentsOff, setPaymentsOff] = useState(false);
  const discount = useDiscount(state.code, state.view === 'plans' ? planChoices : packChoices, state.view);
  useCancelledCheckout(Boolean(user));

  const update = (next: Partial<typeof state>) =>
    setParams(new URLSearchParams(pricingPath({ ...state, ...next }).split('?')[1] ?? ''), { replace: true });
  const paymentsEnabled = (pricing.data?.paymentsEnabled ?? true) && !paymentsOff;
  const live = hasLiveSubscription(summary.data) ? summary.data! : null;

  const startCheckout = (choice: CheckoutChoice) =>
    checkout.mutate(
      { ...choice, discountCode: discount.codeFor(choice) },
      {
        onError: (error) => {
          if (error instanceof ApiError && error.status === 503) setPaymentsOff(true);
          if (error instanceof ApiError && error.status === 409)
            void queryClient.invalidateQueries({ queryKey: queryKeys.subscription });
          toast({
            variant: 'destructive',
            title: 'Payment Error',
            description: errorMessage(error, 'Failed to create checkout session. Please try again.'),
          });
        },
      },
    );

  // A choice made while signed out goes on to its checkout after sign-up (issue 26); an unconfirmed address waits.
  const { resuming } = useResumeCheckout({
    chosen: state.chosen,
    canStart:
      Boolean(user?.emailVerified) &&
      Boolean(pricing.data) &&
      paymentsEnabled &&
      !summary.isPending &&
      !(state.chosen?.kind === 'plan' && live),
    start: startCheckout,
  });
  useEffect(() => {
    if (resuming && user && !user.emailVerified)
      rememberPendingCheckout(`${pricingPath(state)}&${RESUME_PARAM}=${RESUME_VALUE}`);
  }, [resuming, user, state]);

  const actionState: CheckoutActionState = {
    signedIn: Boolean(user),
    paymentsEnabled,
    liveTier: live?.tier ?? null,
    pendingKey:
      checkout.isPending || checkout.isSuccess ? (checkout.variables ? choiceKey(checkout.variables) : null) : null,
    onCheckout: startCheckout,
    // Signed-out visitors sign up first and come back to this very choice.
    onSignUp: (choice) => {
      rememberReturnTo(`${pricingPath({ ...state, chosen: choice })}&${RESUME_PARAM}=${RESUME_VALUE}`);
      navigate('/register');
    },
  };

  return (
    <div className="container-page py-12 sm:py-16">
      <title>Pricing · Postwright</title>
      <PageHeader
        className="mx-auto max-w-2xl items-center text-center sm:flex-col sm:items-center [&_p]:mx-auto"
        eyebrow="Pricing"
        title="Choose Your Plan"
        description="Pay monthly for a steady supply of credits, or top up with a one-off pack. Prices are in euro."
      />
      {/* A note for visitors and free accounts: a subscriber's monthly credits are the plan's, not 15 free ones. */}
      {!user || (user.subscriptionTier === 'free' && !live) ? (
        <div className="mx-auto mt-6 flex w-fit items-center gap-2 rounded-full border bg-card px-4 py-2 text-sm">
          <GiftIcon className="size-4 shrink-0 text-success" aria-hidden="true" />
          {FREE_TIER_NOTE}
        </div>
      ) : null}
      {!paymentsEnabled ? (
        <Alert className="mx-auto mt-6 max-w-2xl">
          <InfoIcon aria-hidden="true" />
          <AlertTitle>{PAYMENTS_NOT_CONFIGURED_MESSAGE}</AlertTitle>
          <AlertDescription>
            You can compare plans and packs now; buying opens as soon as payments are switched on.
          </AlertDescription>
        </Alert>
      ) : null}
      {user && !user.emailVerified ? (
        <div className="mx-auto mt-6 max-w-2xl">
          <VerifyEmailNotice email={user.email} blocked="Buying a plan or a credit pack" />
        </div>
      ) : null}
      {live ? <CurrentPlanBanner summary={live} /> : null}
      <Tabs value={state.view} onValueChange={(value) => update({ view: value as PricingView })} className="mt-10">
        <div className="flex justify-center">
          <TabsList aria-label="Pricing options">
            <TabsTrigger value="plans">Monthly Plans</TabsTrigger>
            <TabsTrigger value="packs">Credit Packs</TabsTrigger>
          </TabsList>
        </div>
        <div className="mt-6 flex justify-center">
          <DiscountCodeField
            applied={state.code}
            status={discount.status}
            onApply={(code) => update({ code })}
            onRemove={() => update({ code: null })}
          />
        </div>
        {pricing.isPending ? (
          // Inside the open tab's panel, so the tab's aria-controls names an element that exists.
          <TabsContent value={state.view}>
            <PricingSkeleton />
          </TabsContent>
        ) : (
          <>
            <TabsContent value="plans" className="mt-6">
              <ul className="grid grid-cols-1 gap-4 md:grid-cols-3">
                {pricing.data?.subscriptionPlans.map((plan) => {
                  const choice: CheckoutChoice = { kind: 'plan', planKey: plan.planKey };
                  const chosen = !live && isSameChoice(state.chosen, choice);
                  return (
                    <li key={plan.planKey}>
                      <PlanCard
                        plan={plan}
                        quote={live ? undefined : discount.quotes.get(plan.planKey)}
                        current={live?.tier === plan.planKey}
                        chosen={chosen}
                        action={
                          <CheckoutAction
                            choice={choice}
                            label="Get Started"
                            emphasised={plan.popular || chosen}
                            chosen={chosen}
                            state={actionState}
                          />
                        }
                      />
                    </li>
                  );
                })}
              </ul>
            </TabsContent>
            <TabsContent value="packs" className="mt-6">
              <ul className="grid grid-cols-1 gap-4 md:grid-cols-3">
                {pricing.data?.creditPacks.map((pack) => {
                  const choice: CheckoutChoice = { kind: 'pack', packKey: pack.packKey };
                  const chosen = isSameChoice(state.chosen, choice);
                  return (
                    <li key={pack.packKey}>
                      <PackCard
                        pack={pack}
                        quote={discount.quotes.get(pack.packKey)}
                        chosen={chosen}
                        action={
                          <CheckoutAction
                            choice={choice}
                            label="Buy Credits"
                            emphasised={pack.popular || chosen}
                            chosen={chosen}
                            state={actionState}
                          />
                        }
                      />
                    </li>
                  );
                })}
              </ul>
              {/* Customers who bought before may let a pack be bought for them under 5 credits (issue #24). */}
              {user ? <AutoTopUpCard className="mt-6" /> : null}
            </TabsContent>
          </>
        )}
      </Tabs>
      <p className="mt-10 text-center text-sm text-muted-foreground">
        Payments are handled by Stripe. Questions about plans or invoices?{' '}
        <Link to="/contact" className="font-medium text-foreground underline underline-offset-4 hover:no-underline">
          Contact us
        </Link>
        .
      </p>
    </div>
  );
}
