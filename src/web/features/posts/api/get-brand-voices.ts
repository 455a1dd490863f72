import { useQuery } from '@tanstack/react-query';
import type { BrandVoiceListResponse } from '@shared/schemas/brand-voices';

/** Only what the generator's voice picker reads. */
export type VoiceOption = Pick<BrandVoiceListResponse['brandVoices'][number], 'id' | 'name' | 'isDefault'>;

export const brandVoicesQueryKey = ['/api/brand-voices'] as const;

/**
 * GET /api/brand-voices through the default loader: the same cache entry the
 * brand-voices screens keep and invalidate, so a new voice shows up here too.
 * The list comes default first (DECISIONS.md).
 */
export function useBrandVoices() {
  return useQuery<{ brandVoices: VoiceOption[] }>({ queryKey: brandVoicesQueryKey });
}
