import { useQuery } from '@tanstack/react-query';
import { checkoutSessionStatusSchema, type CheckoutSessionStatus } from '@shared/schemas/billing';
import { api } from '@/lib/api-client';

const CONFIRM_POLL_MS = 2000;
const CONFIRM_ATTEMPTS = 30;

/**
 * The checkout Stripe sent us back from. The server re-reads it from Stripe
 * and, once paid, adds the credits itself, so the page does not wait for the
 * webhook; while the payment is still being confirmed it is asked again.
 */
export function useCheckoutSession(sessionId: string | null, { enabled }: { enabled: boolean }) {
  return useQuery({
    queryKey: ['/api/stripe/checkout-session', sessionId],
    queryFn: async ({ signal }): Promise<CheckoutSessionStatus> =>
      checkoutSessionStatusSchema.parse(
        await api.get<unknown>(`/api/stripe/checkout-session/${encodeURIComponent(sessionId!)}`, { signal }),
      ),
    enabled: enabled && Boolean(sessionId),
    refetchInterval: (query) =>
      query.state.data && !query.state.data.paid && query.state.dataUpdateCount < CONFIRM_ATTEMPTS
        ? CONFIRM_POLL_MS
        : false,
  });
}
