import { useQuery } from '@tanstack/react-query';
import { brandVoiceListResponseSchema, type BrandVoiceListResponse } from '@shared/schemas/brand-voices';
import { api } from '@/lib/api-client';
import { queryKeys } from './query-keys';

/** GET /api/brand-voices: default first, then newest (DECISIONS.md). */
export async function fetchBrandVoices({ signal }: { signal?: AbortSignal } = {}): Promise<BrandVoiceListResponse> {
  return brandVoiceListResponseSchema.parse(await api.get<unknown>(queryKeys.brandVoices[0], { signal }));
}

/** The voice manager and the generator's voice picker read (and refresh) this one entry. */
export function useBrandVoices() {
  return useQuery({ queryKey: queryKeys.brandVoices, queryFn: fetchBrandVoices });
}
