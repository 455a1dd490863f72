import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PricingSettings } from '@shared/schemas/pricing-settings';
import { queryKeys } from '@/data/query-keys';
import { api } from '@/lib/api-client';
import { adminKeys } from './admin-keys';

export function usePricingSettings() {
  return useQuery({
    queryKey: adminKeys.pricingSettings,
    queryFn: () => api.get<PricingSettings>('/api/admin/pricing-settings'),
  });
}

/** Saving also refreshes the public pricing data (money-and-admin §2). */
export function useSavePricingSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (settings: PricingSettings) => api.post<PricingSettings>('/api/admin/pricing-settings', settings),
    onSuccess: (saved) => {
      client.setQueryData(adminKeys.pricingSettings, saved);
      return Promise.all([
        client.invalidateQueries({ queryKey: queryKeys.pricing }),
        client.invalidateQueries({ queryKey: queryKeys.creditInfo }),
      ]);
    },
  });
}
