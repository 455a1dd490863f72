import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { DEFAULT_PRICING, mergePricing, type Pricing } from '../pricing-catalog';

export const pricingQueryKey = ['/api/pricing'] as const;

/** If the pricing call does not deliver, the built-in plans and packs are shown (money-and-admin §2). */
export async function getPricing(): Promise<Pricing> {
  try {
    return mergePricing(await api.get<unknown>('/api/pricing'));
  } catch {
    return DEFAULT_PRICING;
  }
}

export function usePricing() {
  return useQuery({ queryKey: pricingQueryKey, queryFn: getPricing });
}
