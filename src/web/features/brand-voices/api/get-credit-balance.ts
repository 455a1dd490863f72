import { useQuery } from '@tanstack/react-query';

type CreditInfo = { credits: number; tier: string; monthlyAllocation: number };

/** GET /api/credits/info, shared with the credit badge through its key. */
export function useCreditBalance() {
  return useQuery<CreditInfo>({ queryKey: ['/api/credits/info'] });
}
