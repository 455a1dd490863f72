import { useQuery } from '@tanstack/react-query';
import type { Tier } from '@shared/constants';

export type CreditInfo = { credits: number; tier: Tier | string; monthlyAllocation: number };

export const creditInfoQueryKey = ['/api/credits/info'] as const;

/** GET /api/credits/info through the default loader. */
export function useCreditInfo({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery<CreditInfo>({ queryKey: creditInfoQueryKey, enabled });
}
