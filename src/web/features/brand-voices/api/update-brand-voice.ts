import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BrandVoiceInput } from '@shared/schemas/brand-voices';
import { api } from '@/lib/api-client';
import type { BrandVoiceJsonResponse } from '../types';
import { refreshBrandVoices } from './brand-voice-keys';

export type UpdateBrandVoiceVariables = { id: string; input: BrandVoiceInput };

export function updateBrandVoice({ id, input }: UpdateBrandVoiceVariables): Promise<BrandVoiceJsonResponse> {
  return api.put<BrandVoiceJsonResponse>(`/api/brand-voices/${encodeURIComponent(id)}`, input);
}

/** PUT /api/brand-voices/{id}: replaces every answer, so callers send them all. */
export function useUpdateBrandVoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateBrandVoice,
    onSuccess: ({ brandVoice }) => refreshBrandVoices(queryClient, brandVoice),
  });
}
