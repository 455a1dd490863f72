import type { QueryClient } from '@tanstack/react-query';
import type { BrandVoice } from '@shared/schemas/brand-voices';
import { queryKeys } from './query-keys';

/**
 * After any change to a voice: the list and the current (default) voice,
 * which the dashboard, the profile and the generator read, are fetched
 * again; the saved voice itself is already known.
 */
export async function refreshBrandVoices(queryClient: QueryClient, saved?: BrandVoice): Promise<void> {
  if (saved) queryClient.setQueryData(queryKeys.brandVoice(saved.id), { brandVoice: saved });
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.brandVoices, exact: true }),
    queryClient.invalidateQueries({ queryKey: queryKeys.currentBrandVoice, exact: true }),
  ]);
}
