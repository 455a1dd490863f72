import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CloneBrandVoiceRequest } from '@shared/schemas/brand-voices';
import { api } from '@/lib/api-client';
import type { BrandVoiceJsonResponse } from '../types';
import { refreshBrandVoices } from './brand-voice-keys';

export type CloneBrandVoiceVariables = { id: string } & CloneBrandVoiceRequest;

export function cloneBrandVoice({ id, name }: CloneBrandVoiceVariables): Promise<BrandVoiceJsonResponse> {
  return api.post<BrandVoiceJsonResponse>(`/api/brand-voice/${encodeURIComponent(id)}/clone`, { name });
}

/** POST /api/brand-voice/{id}/clone: a copy under a new name, never the default. */
export function useCloneBrandVoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cloneBrandVoice,
    onSuccess: ({ brandVoice }) => refreshBrandVoices(queryClient, brandVoice),
  });
}
