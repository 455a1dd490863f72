import { useQuery } from '@tanstack/react-query';
import { billingHistorySchema, type BillingHistory } from '@shared/schemas/auto-top-up';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/data/query-keys';

/** GET /api/billing/history: purchases, plan payments and automatic top-ups, newest first. */
export async function getBillingHistory({ signal }: { signal?: AbortSignal } = {}): Promise<BillingHistory> {
  return billingHistorySchema.parse(await api.get<unknown>(queryKeys.billingHistory[0], { signal }));
}

export function useBillingHistory() {
  return useQuery({ queryKey: queryKeys.billingHistory, queryFn: getBillingHistory });
}
