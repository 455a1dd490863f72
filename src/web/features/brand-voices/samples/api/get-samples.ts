import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { sampleListResponseSchema, type SampleListResponse } from '@shared/schemas/voice-samples';
import { api } from '@/lib/api-client';
import { voiceSamplesKeys } from './voice-samples-keys';

export async function getSamples(voiceId: string, q: string, signal?: AbortSignal): Promise<SampleListResponse> {
  const query = q ? `?q=${encodeURIComponent(q)}` : '';
  return sampleListResponseSchema.parse(
    await api.get<unknown>(`/api/brand-voices/${voiceId}/samples${query}`, { signal }),
  );
}

/** GET /api/brand-voices/{id}/samples, searched on the server. */
export function useSamples(voiceId: string, q: string) {
  return useQuery({
    queryKey: voiceSamplesKeys.samples(voiceId, q),
    queryFn: ({ signal }) => getSamples(voiceId, q, signal),
    placeholderData: keepPreviousData,
  });
}
