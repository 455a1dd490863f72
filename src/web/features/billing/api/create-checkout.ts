import { useMutation } from '@tanstack/react-query';
import type { PackKey, PlanKey } from '@shared/constants';
import type { RedirectUrlResponse } from '@shared/schemas/billing';
import { api } from '@/lib/api-client';

export type CheckoutChoice = { kind: 'plan'; planKey: PlanKey } | { kind: 'pack'; packKey: PackKey };
export type CheckoutRequest = CheckoutChoice & { discountCode?: string };

export function createCheckout(request: CheckoutRequest): Promise<RedirectUrlResponse> {
  const discount = request.discountCode ? { discountCode: request.discountCode } : {};
  return request.kind === 'plan'
    ? api.post<RedirectUrlResponse>('/api/stripe/create-subscription-checkout', {
        planKey: request.planKey,
        ...discount,
      })
    : api.post<RedirectUrlResponse>('/api/stripe/create-credit-checkout', { packKey: request.packKey, ...discount });
}

/** Starts Stripe's hosted checkout; the browser then goes to the payment page. */
export function useCreateCheckout() {
  return useMutation({
    mutationFn: createCheckout,
    onSuccess: ({ url }) => window.location.assign(url),
  });
}

export const choiceKey = (choice: CheckoutChoice) => (choice.kind === 'plan' ? choice.planKey : choice.packKey);
