import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { BrandVoiceJsonResponse } from '../types';
import { refreshBrandVoices } from './brand-voice-keys';

export function setDefaultBrandVoice(id: string): Promise<BrandVoiceJsonResponse> {
  return api.post<BrandVoiceJsonResponse>(`/api/brand-voice/${encodeURIComponent(id)}/set-default`);
}

/** POST /api/brand-voice/{id}/set-default: exactly one voice is the default afterwards. */
export function useSetDefaultBrandVoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setDefaultBrandVoice,
    onSuccess: ({ brandVoice }) => refreshBrandVoices(queryClient, brandVoice),
  });
}
