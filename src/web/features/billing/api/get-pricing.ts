import { useQuery } from '@tanstack/react-query';
import { DEFAULT_CATALOGUE, toPublicPricing } from '@shared/catalogue';
import { pricingResponseSchema, type PricingResponse } from '@shared/schemas/billing';
import { api } from '@/lib/api-client';

export const pricingQueryKey = ['/api/pricing'] as const;

/** The built-in plans and packs (money-and-admin §9), built the way the server builds its answer. */
// Whether payments are on is unknown here: the buttons stay usable and a 503 then says so.
export const DEFAULT_PRICING: PricingResponse = { ...toPublicPricing(DEFAULT_CATALOGUE), paymentsEnabled: true };

/** If the pricing call does not deliver (fails, or answers something else), the built-in plans and packs are shown (money-and-admin §2). */
export async function getPricing(): Promise<PricingResponse> {
  try {
    const parsed = pricingResponseSchema.safeParse(await api.get<unknown>('/api/pricing'));
    return parsed.success ? parsed.data : DEFAULT_PRICING;
  } catch {
    return DEFAULT_PRICING;
  }
}

export function usePricing() {
  return useQuery({ queryKey: pricingQueryKey, queryFn: getPricing });
}
