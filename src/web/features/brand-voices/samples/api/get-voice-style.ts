import { useQuery } from '@tanstack/react-query';
import { voiceStyleResponseSchema, type VoiceStyleResponse } from '@shared/schemas/voice-samples';
import { api } from '@/lib/api-client';
import { voiceSamplesKeys } from './voice-samples-keys';

export async function getVoiceStyle(voiceId: string, signal?: AbortSignal): Promise<VoiceStyleResponse> {
  return voiceStyleResponseSchema.parse(await api.get<unknown>(voiceSamplesKeys.style(voiceId)[0], { signal }));
}

/** GET /api/brand-voices/{id}/style: "Your writing, measured". */
export function useVoiceStyle(voiceId: string) {
  return useQuery({
    queryKey: voiceSamplesKeys.style(voiceId),
    queryFn: ({ signal }) => getVoiceStyle(voiceId, signal),
  });
}
