import { useQuery } from '@tanstack/react-query';
import { POLL_INTERVAL_MS } from '@shared/constants';
import { z } from '@shared/schemas/common';
import { creditInfoSchema } from '@shared/schemas/credits';
import { api } from '@/lib/api-client';
import { queryKeys } from './query-keys';

// A tier this page does not know yet (a plan added on the server since it
// loaded) is shown as Free (customer-area §2) instead of failing the balance.
const creditInfoAnswerSchema = creditInfoSchema.extend({ tier: z.string() });
export type CreditInfo = z.output<typeof creditInfoAnswerSchema>;

/** GET /api/credits/info: credits, tier, monthlyAllocation. */
export async function fetchCreditInfo({ signal }: { signal?: AbortSignal } = {}): Promise<CreditInfo> {
  return creditInfoAnswerSchema.parse(await api.get<unknown>(queryKeys.creditInfo[0], { signal }));
}

/**
 * The balance shown in the shells, polled every 30 s (customer-area §7) so a
 * purchase or a spend in another tab shows up without a reload. Whatever
 * spends credits calls `refreshCredits` to update it at once.
 */
export function usePolledCreditInfo() {
  return useQuery({ queryKey: queryKeys.creditInfo, queryFn: fetchCreditInfo, refetchInterval: POLL_INTERVAL_MS });
}

/** The balance once (no polling): success pages, the generator's cost line, the wizard's question cost. */
export function useCreditInfo({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ queryKey: queryKeys.creditInfo, queryFn: fetchCreditInfo, enabled });
}
