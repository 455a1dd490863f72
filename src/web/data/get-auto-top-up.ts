import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  autoTopUpSettingsSchema,
  type AutoTopUpSettings,
  type UpdateAutoTopUpInput,
} from '@shared/schemas/auto-top-up';
import { redirectUrlResponseSchema } from '@shared/schemas/billing';
import { api } from '@/lib/api-client';
import { queryKeys } from './query-keys';

/** GET /api/billing/auto-top-up: the settings, whether the user may turn it on, and the last attempt's notice. */
export async function fetchAutoTopUp({ signal }: { signal?: AbortSignal } = {}): Promise<AutoTopUpSettings> {
  return autoTopUpSettingsSchema.parse(await api.get<unknown>(queryKeys.autoTopUp[0], { signal }));
}

export function useAutoTopUp(options: { enabled?: boolean } = {}) {
  return useQuery({ queryKey: queryKeys.autoTopUp, queryFn: fetchAutoTopUp, enabled: options.enabled ?? true });
}

/** PUT /api/billing/auto-top-up. Turning it on under 5 credits buys at once, so the balance is read again. */
export function useSaveAutoTopUp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: UpdateAutoTopUpInput) =>
      autoTopUpSettingsSchema.parse(await api.put<unknown>(queryKeys.autoTopUp[0], input)),
    onSuccess: (saved) => {
      queryClient.setQueryData(queryKeys.autoTopUp, saved);
      void queryClient.invalidateQueries({ queryKey: queryKeys.creditInfo });
    },
  });
}

/** POST /api/billing/auto-top-up/complete: Stripe's page for a top-up the bank held back. */
export async function completeTopUp(topUpId: string): Promise<string> {
  return redirectUrlResponseSchema.parse(await api.post<unknown>(`${queryKeys.autoTopUp[0]}/complete`, { topUpId }))
    .url;
}
