import { useQuery } from '@tanstack/react-query';
import { brandVoiceResponseSchema, type BrandVoiceResponse } from '@shared/schemas/brand-voices';
import { queryKeys } from '@/data/query-keys';
import { api } from '@/lib/api-client';

export async function getBrandVoice(id: string, signal?: AbortSignal): Promise<BrandVoiceResponse> {
  return brandVoiceResponseSchema.parse(await api.get<unknown>(queryKeys.brandVoice(id)[0], { signal }));
}

/** GET /api/brand-voices/{id}, for the wizards' edit mode. */
export function useBrandVoice(id: string) {
  return useQuery({ queryKey: queryKeys.brandVoice(id), queryFn: ({ signal }) => getBrandVoice(id, signal) });
}
