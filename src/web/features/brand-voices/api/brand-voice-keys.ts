import type { QueryClient } from '@tanstack/react-query';
import type { BrandVoiceJson } from '../types';

// Query keys are API paths (lib/query-client.ts): the default loader GETs them.
export const brandVoicesListKey = ['/api/brand-voices'] as const;
export const currentBrandVoiceKey = ['/api/brand-voice'] as const;
export const brandVoiceKey = (id: string) => [`/api/brand-voices/${encodeURIComponent(id)}`] as const;

/**
 * After any change: the list, the current (default) voice that the dashboard
 * and the generator read, and the saved voice itself, which is already known.
 */
export async function refreshBrandVoices(queryClient: QueryClient, saved?: BrandVoiceJson): Promise<void> {
  if (saved) queryClient.setQueryData(brandVoiceKey(saved.id), { brandVoice: saved });
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: brandVoicesListKey, exact: true }),
    queryClient.invalidateQueries({ queryKey: currentBrandVoiceKey, exact: true }),
  ]);
}
