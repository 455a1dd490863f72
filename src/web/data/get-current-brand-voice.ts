import { useQuery } from '@tanstack/react-query';
import { currentBrandVoiceResponseSchema, type CurrentBrandVoiceResponse } from '@shared/schemas/brand-voices';
import { api } from '@/lib/api-client';
import { queryKeys } from './query-keys';

/** GET /api/brand-voice: the default voice, or `{ brandVoice: null }` when the user has none yet. */
export async function fetchCurrentBrandVoice({ signal }: { signal?: AbortSignal } = {}): Promise<CurrentBrandVoiceResponse> {
  return currentBrandVoiceResponseSchema.parse(await api.get<unknown>(queryKeys.currentBrandVoice[0], { signal }));
}

/** Dashboard, profile and the brand voice screen read this one entry. */
export function useCurrentBrandVoice({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ queryKey: queryKeys.currentBrandVoice, queryFn: fetchCurrentBrandVoice, enabled });
}
