import { useQuery } from '@tanstack/react-query';
import type { CreditInfo } from '@shared/schemas/credits';

export const creditInfoQueryKey = ['/api/credits/info'] as const;

/** GET /api/credits/info, shared with the credit badge through the query key. */
export function useCreditInfo() {
  return useQuery<CreditInfo>({ queryKey: creditInfoQueryKey });
}
