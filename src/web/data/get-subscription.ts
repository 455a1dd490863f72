import { useMutation, useQuery } from '@tanstack/react-query';
import { subscriptionSummarySchema, type SubscriptionSummary } from '@shared/schemas/billing';
import { api, errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { queryKeys } from './query-keys';

// The signed-in user's plan and the way to Stripe's billing portal, shared by
// the pricing page, the subscription success page and the profile.


/** Statuses in which the paid plan is still the user's (Stripe collects, or retries a failed payment). */
const LIVE_STATUSES = ['active', 'trialing', 'past_due'];

export function hasLiveSubscription(summary: SubscriptionSummary | undefined): boolean {
  return summary !== undefined && summary.tier !== 'free' && LIVE_STATUSES.includes(summary.status);
}

export function useSubscriptionSummary({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: queryKeys.subscription,
    queryFn: async ({ signal }) => subscriptionSummarySchema.parse(await api.get<unknown>(queryKeys.subscription[0], { signal })),
    enabled,
  });
}

/** Opens Stripe's billing portal (manage or cancel the plan, invoices, card); the browser leaves for Stripe. */
export function useOpenBillingPortal() {
  return useMutation({
    mutationFn: () => api.post<{ url: string }>('/api/stripe/portal'),
    onSuccess: ({ url }) => window.location.assign(url),
    onError: (error) => toast({ variant: 'destructive', title: 'Could not open the billing portal', description: errorMessage(error, 'Please try again.') }),
  });
}
