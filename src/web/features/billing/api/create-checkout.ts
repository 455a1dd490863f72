import { useMutation } from '@tanstack/react-query';
import type { PackKey, PlanKey } from '@shared/constants';
import { api } from '@/lib/api-client';

type CheckoutSession = { url: string };

export type CheckoutRequest = { kind: 'plan'; planKey: PlanKey } | { kind: 'pack'; packKey: PackKey };

export function createCheckout(request: CheckoutRequest): Promise<CheckoutSession> {
  return request.kind === 'plan'
    ? api.post<CheckoutSession>('/api/stripe/create-subscription-checkout', { planKey: request.planKey })
    : api.post<CheckoutSession>('/api/stripe/create-credit-checkout', { packKey: request.packKey });
}

/** Starts a hosted checkout; the browser then goes to the payment page. */
export function useCreateCheckout() {
  return useMutation({
    mutationFn: createCheckout,
    onSuccess: ({ url }) => window.location.assign(url),
  });
}
